import {
  DELIVERY_RADIUS_KM,
  applyProformaDates,
  compareDates,
  deliveryDayPriceCents,
  deliveryWindow,
  earliestDeliveryDate,
  formatIsoDate,
  hasProformaDelivery,
  isBackOrdered,
  isProformaOnly,
  isUnderCategory,
  needsInstallationContact,
  supplierDeliveryDates,
  toDateTuple,
  type CalendarDate,
  type Country,
} from '@shop/domain';
import { sanitizeHtml } from '@shop/server-kit';
import { nearest } from '../stores/distance.ts';
import type { DeliveryReference, LocalityPoint, SupplierRow } from './delivery-queries.ts';

// The delivery plan from what the database holds: pure, so the calendar answer and the order's quote are one function
// of the same rows (docs/decisions/0026-delivery-calendar.md).

export interface DeliveryCartLine {
  productId: number;
  sku: string;
  brandId: number;
  brandName: string;
  categoryUri: string;
  qty: number;
  stockQuantity: number;
  priceCents: number;
}

export interface PlanDate {
  date: string;
  available: boolean;
  priceCents: number;
}

export interface PlanService {
  sku: string;
  title: string;
  blurbHtml: string;
  priceCents: number;
  hidden: boolean;
  selected: boolean;
}

export interface DeliveryPlan {
  unavailable: boolean;
  warehouse: { id: number; name: string } | null;
  dates: PlanDate[];
  suppliers: { name: string; skus: string[]; dates: { date: string; priceCents: number }[] }[];
  services: PlanService[];
  showInstallationContact: boolean;
  showUniqueDeliveryRequirements: boolean;
  showNotifyIfAvailableSooner: boolean;
  proformaOnly: boolean;
}

export interface PlanInput {
  country: Country;
  suburb: string;
  lines: readonly DeliveryCartLine[];
  freeDelivery: boolean;
  selectedServiceSkus: readonly string[];
  winningDeliveryServiceOverride: boolean;
  proformaBrands: readonly string[];
}

/** Nothing can be delivered: no lines, no locality, or too far from every warehouse. */
export const unavailablePlan = (): DeliveryPlan => ({
  unavailable: true,
  warehouse: null,
  dates: [],
  suppliers: [],
  services: [],
  showInstallationContact: false,
  showUniqueDeliveryRequirements: false,
  showNotifyIfAvailableSooner: false,
  proformaOnly: false,
});

/** The suburb the shopper picked among the postcode's localities, else the postcode's first. */
function pickLocality(points: readonly LocalityPoint[], suburb: string): LocalityPoint | null {
  const wanted = suburb.trim().toUpperCase();
  return points.find((p) => p.suburb.toUpperCase() === wanted) ?? points[0] ?? null;
}

/** Lines delivered by their brand's supplier, unless staff assigned the whole order to the shop's own delivery. */
function splitBySupplier(input: PlanInput, suppliers: readonly SupplierRow[]) {
  const byBrand = new Map(suppliers.map((s) => [s.brandId, s]));
  const own: DeliveryCartLine[] = [];
  const bySupplier = new Map<string, { supplier: SupplierRow; skus: string[] }>();
  for (const line of input.lines) {
    const supplier = input.winningDeliveryServiceOverride ? undefined : byBrand.get(line.brandId);
    if (!supplier) {
      own.push(line);
      continue;
    }
    const group = bySupplier.get(supplier.name) ?? { supplier, skus: [] };
    if (!group.skus.includes(line.sku)) group.skus.push(line.sku);
    bySupplier.set(supplier.name, group);
  }
  return { own, bySupplier: [...bySupplier.values()] };
}

/** The warehouse's calendar: every delivery day of the window, open from the earliest day while slots remain. */
function warehouseDates(
  input: PlanInput,
  today: CalendarDate,
  own: readonly DeliveryCartLine[],
  slots: ReadonlyMap<string, { capacity: number; booked: number }>,
  dailyCapacity: number,
): PlanDate[] {
  if (own.length === 0) return [];
  const earliest = earliestDeliveryDate(input.country, today, own);
  const dates = deliveryWindow(input.country, today).map((d) => {
    const iso = formatIsoDate(d);
    const slot = slots.get(iso);
    const hasRoom = slot ? slot.booked < slot.capacity : dailyCapacity > 0;
    return {
      day: d,
      date: iso,
      available: compareDates(d, earliest) >= 0 && hasRoom,
      priceCents: deliveryDayPriceCents(input.country, today, d, input.freeDelivery),
    };
  });
  const brands = input.proformaBrands.join(',');
  if (
    !hasProformaDelivery(
      input.lines.map((l) => ({ brand: l.brandName })),
      brands,
    )
  )
    return dates.map(({ day: _day, ...d }) => d);
  // 001 §4: pro-forma delivery opens only the first FREE available date from today + 21 days.
  const proforma = applyProformaDates(
    dates.map((d) => ({ date: toDateTuple(d.day), available: d.available, price: d.priceCents / 100 })),
    today,
  );
  return dates.map(({ day: _day, ...d }, i) => ({ ...d, available: proforma[i]?.available ?? false }));
}

export function buildPlan(ref: DeliveryReference, input: PlanInput, today: CalendarDate): DeliveryPlan {
  if (input.lines.length === 0) return unavailablePlan();
  const locality = pickLocality(ref.localities, input.suburb);
  const closest = locality ? nearest(locality, ref.warehouses) : null;
  if (!closest || closest.km > DELIVERY_RADIUS_KM) return unavailablePlan();
  const warehouse = closest.item;
  const { own, bySupplier } = splitBySupplier(input, ref.suppliers);
  const slots = new Map(
    ref.slots.filter((s) => s.warehouseId === warehouse.id).map((s) => [s.date.slice(0, 10), s]),
  );
  const categories = input.lines.map((l) => l.categoryUri);
  const services = ref.services
    .filter(
      (s) => s.categoryUriPrefix === null || categories.some((c) => isUnderCategory(c, s.categoryUriPrefix!)),
    )
    .map((s) => ({
      sku: s.sku,
      title: s.title,
      blurbHtml: sanitizeHtml(s.blurbHtml),
      priceCents: s.priceCents,
      hidden: s.hidden,
      selected: input.selectedServiceSkus.includes(s.sku),
    }));
  const proformaOnly = isProformaOnly(
    input.lines.map((l) => ({ brand: l.brandName })),
    input.proformaBrands.join(','),
  );
  return {
    unavailable: false,
    warehouse: { id: warehouse.id, name: warehouse.name },
    dates: warehouseDates(input, today, own, slots, warehouse.dailyCapacity),
    suppliers: bySupplier.map(({ supplier, skus }) => ({
      name: supplier.name,
      skus,
      dates: supplierDeliveryDates(input.country, today, supplier).map((d) => ({
        date: formatIsoDate(d),
        priceCents: input.freeDelivery ? 0 : supplier.priceCents,
      })),
    })),
    services,
    showInstallationContact: needsInstallationContact(categories),
    showUniqueDeliveryRequirements: own.length > 0 && !proformaOnly,
    showNotifyIfAvailableSooner: isBackOrdered(own),
    proformaOnly,
  };
}

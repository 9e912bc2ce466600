import type { Db } from '@shop/db';
import {
  DELIVERY_WINDOW_DAYS,
  SHOP_TIME_ZONES,
  SUBMIT_BLOCK_MESSAGES,
  addDays,
  deliveryDayPriceCents,
  deliveryUnavailableMessage,
  formatIsoDate,
  isRealIsoDate,
  toCalendarDate,
  uniqueRequirementsDate,
  type CalendarDate,
  type Country,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { decrementSlot, incrementSlot, loadDeliveryReference } from './delivery-queries.ts';
import { buildPlan, unavailablePlan, type DeliveryCartLine, type DeliveryPlan } from './plan.ts';

// The delivery calendar and its quote (docs/decisions/0026-delivery-calendar.md). The quote is read off the same plan
// the calendar answer comes from, so the price charged is the price shown for the chosen date.

export type { DeliveryCartLine, DeliveryPlan } from './plan.ts';

export interface DeliveryInput {
  country: Country;
  postcode: string;
  suburb: string;
  state: string;
  lines: DeliveryCartLine[];
  /** A free-delivery coupon applies: every delivery price is 0. */
  freeDelivery: boolean;
  selectedServiceSkus: string[];
  /** Staff assigned the order to the shop's own delivery: no line goes with its supplier. */
  winningDeliveryServiceOverride: boolean;
  /** The proformaShippingBrands setting's brands. */
  proformaBrands: string[];
  /** Now: read on the shop's clock (SHOP_TIME_ZONES) for the day the calendar counts from. */
  today: Date;
  /** {phone} of the delivery-unavailable message. */
  supportPhone?: string;
}

export interface QuoteInput extends DeliveryInput {
  /** yyyy-MM-dd, or null (no warehouse delivery, pro-forma only, unique requirements, cash and carry). */
  date: string | null;
  supplierDates: { supplier: string; date: string }[];
  uniqueRequirements: boolean;
  cashAndCarry: boolean;
}

export interface DeliveryQuote {
  warehouseId: number | null;
  date: string | null;
  shippingCents: number;
  suppliers: { supplier: string; date: string; priceCents: number }[];
  services: { sku: string; title: string; priceCents: number }[];
  /** Whether placing the order takes a slot of the warehouse's day (not for unique requirements or cash and carry). */
  takesSlot: boolean;
}

/** The shop's own day in its country, whatever the server's zone. */
export function shopDay(country: Country, now: Date): CalendarDate {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONES[country],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return toCalendarDate(iso);
}

async function planFor(db: Db, input: DeliveryInput, today: CalendarDate): Promise<DeliveryPlan> {
  const ref = await loadDeliveryReference(db, {
    country: input.country,
    postcode: input.postcode.trim(),
    brandIds: [...new Set(input.lines.map((l) => l.brandId))],
    from: formatIsoDate(addDays(today, 1)),
    to: formatIsoDate(addDays(today, DELIVERY_WINDOW_DAYS)),
  });
  return buildPlan(ref, input, today);
}

/** The calendar, supplier dates and delivery services for a cart delivered to a postcode. */
export async function deliveryPlan(db: Db, input: DeliveryInput): Promise<DeliveryPlan> {
  if (input.lines.length === 0) return unavailablePlan();
  return planFor(db, input, shopDay(input.country, input.today));
}

function dateProblem(): AppError {
  return new AppError('delivery_date_unavailable', [SUBMIT_BLOCK_MESSAGES.deliveryDate]);
}

function selectedServices(plan: DeliveryPlan) {
  return plan.services
    .filter((s) => s.selected)
    .map((s) => ({ sku: s.sku, title: s.title, priceCents: s.priceCents }));
}

/** Every supplier of the plan needs one of its own dates; the price is the supplier's for that date. */
function supplierQuotes(plan: DeliveryPlan, chosen: QuoteInput['supplierDates']): DeliveryQuote['suppliers'] {
  return plan.suppliers.map((s) => {
    const pick = chosen.find((c) => c.supplier === s.name);
    const date = pick && s.dates.find((d) => d.date === pick.date);
    if (!date) throw dateProblem();
    return { supplier: s.name, date: date.date, priceCents: date.priceCents };
  });
}

/** The warehouse date and its price: the chosen available date, or for a pro-forma-only cart its one date. */
function warehouseQuote(
  plan: DeliveryPlan,
  date: string | null,
): { date: string | null; priceCents: number } {
  if (plan.dates.length === 0) {
    if (date !== null) throw dateProblem();
    return { date: null, priceCents: 0 };
  }
  const wanted = date ?? (plan.proformaOnly ? (plan.dates.find((d) => d.available)?.date ?? null) : null);
  const entry = wanted === null ? undefined : plan.dates.find((d) => d.date === wanted);
  if (!entry?.available) throw dateProblem();
  return { date: entry.date, priceCents: entry.priceCents };
}

/**
 * What the order charges for delivery: the plan's price of the chosen date, each supplier's price for its date and
 * the selected services. Unique requirements deliver on today + 21 days (001 §4) from the nearest warehouse without
 * taking a slot; cash and carry is collected today at no charge. Throws delivery_unavailable when the address cannot
 * be delivered to, delivery_date_unavailable when a chosen date is not on offer.
 */
export async function quoteDelivery(db: Db, input: QuoteInput): Promise<DeliveryQuote> {
  const today = shopDay(input.country, input.today);
  if (input.cashAndCarry)
    return {
      warehouseId: null,
      date: formatIsoDate(today),
      shippingCents: 0,
      suppliers: [],
      services: [],
      takesSlot: false,
    };
  if (input.date !== null && !isRealIsoDate(input.date)) throw dateProblem();
  const plan = await planFor(db, input, today);
  if (plan.unavailable || !plan.warehouse)
    throw new AppError('delivery_unavailable', [deliveryUnavailableMessage(input.supportPhone ?? '')]);
  const suppliers = supplierQuotes(plan, input.supplierDates);
  const services = selectedServices(plan);
  if (input.uniqueRequirements) {
    const day = uniqueRequirementsDate(today);
    return {
      warehouseId: plan.warehouse.id,
      date: formatIsoDate(day),
      shippingCents: deliveryDayPriceCents(input.country, today, day, input.freeDelivery),
      suppliers,
      services,
      takesSlot: false,
    };
  }
  const own = warehouseQuote(plan, input.date);
  return {
    warehouseId: own.date === null ? null : plan.warehouse.id,
    date: own.date,
    shippingCents: own.priceCents,
    suppliers,
    services,
    takesSlot: own.date !== null,
  };
}

/** Takes a slot of the warehouse's day inside the caller's transaction; false when the day is full. */
export async function takeDeliverySlot(tx: Db, warehouseId: number, date: string): Promise<boolean> {
  if (!isRealIsoDate(date)) throw dateProblem();
  return incrementSlot(tx, { warehouseId, date });
}

/** Gives back a slot taken by takeDeliverySlot (refused payment, cancelled or moved order). */
export async function releaseDeliverySlot(tx: Db, warehouseId: number, date: string): Promise<void> {
  if (!isRealIsoDate(date)) throw dateProblem();
  await decrementSlot(tx, { warehouseId, date });
}

import type { AvailabilityResponse, Cart } from '@shop/contracts';
import type { Db } from '@shop/db';
import {
  centsToDollars,
  dollarsToCents,
  parseProformaBrands,
  toCalendarDate,
  toDateTuple,
  type Country,
} from '@shop/domain';
import { loadCartDeliveryFacts } from './delivery-queries.ts';
import { deliveryPlan, type DeliveryCartLine, type DeliveryInput, type DeliveryPlan } from './service.ts';

// POST /api/checkout/avail: the priced cart as the cart module answers it, turned into the delivery plan's input, and
// the plan shaped as 001 §3's availability response (dollars and [y, m, d] dates on the wire).

export interface AvailabilityAddress {
  postcode: string;
  suburb: string;
  state: string;
}

/** The setting that lists the brands delivered pro-forma (001 §3 Settings). */
const PROFORMA_SETTING_NAME = 'proformaShippingBrands';

const tuple = (iso: string) => toDateTuple(toCalendarDate(iso)) as [number, number, number];

/** The cart's lines with their brands, and the pro-forma brands: the plan's input apart from the address. */
export async function cartDeliveryLines(
  db: Db,
  cart: Cart,
): Promise<{ lines: DeliveryCartLine[]; proformaBrands: string[] }> {
  if (cart.products.length === 0) return { lines: [], proformaBrands: [] };
  const facts = await loadCartDeliveryFacts(db, {
    skus: [...new Set(cart.products.map((p) => p.sku))],
    proformaSetting: PROFORMA_SETTING_NAME,
  });
  const lines = cart.products.flatMap((p) => {
    const brandId = facts.brands[p.sku];
    if (brandId === undefined) return [];
    return [
      {
        productId: p.productId,
        sku: p.sku,
        brandId,
        brandName: p.brand,
        categoryUri: p.categorization,
        qty: p.quantity,
        stockQuantity: p.stockQuantity,
        priceCents: p.price === null ? 0 : dollarsToCents(p.price),
      },
    ];
  });
  return { lines, proformaBrands: parseProformaBrands(facts.proformaSetting) };
}

export function toAvailabilityResponse(
  plan: DeliveryPlan,
  ctx: { cartId: string; winningDeliveryServiceOverride: boolean },
): AvailabilityResponse {
  return {
    availability: {
      unavailable: plan.unavailable,
      dates: plan.dates.map((d) => ({
        date: tuple(d.date),
        available: d.available,
        price: centsToDollars(d.priceCents),
      })),
    },
    supplierAvailability: Object.fromEntries(
      plan.suppliers.map((s) => [
        s.name,
        {
          dates: s.dates.map((d) => ({ date: tuple(d.date), price: centsToDollars(d.priceCents) })),
          products: s.skus,
        },
      ]),
    ),
    winningDeliveryServiceOverride: ctx.winningDeliveryServiceOverride,
    supplierErrors: [],
    cartId: ctx.cartId,
    showNotifyIfAvailableSooner: plan.showNotifyIfAvailableSooner,
    deliveryServices: plan.services.map((s) => ({
      sku: s.sku,
      title: s.title,
      blurb: s.blurbHtml,
      price: centsToDollars(s.priceCents),
      selected: s.selected,
      hidden: s.hidden,
    })),
    showInstallationContact: plan.showInstallationContact,
    showUniqueDeliveryRequirements: plan.showUniqueDeliveryRequirements,
    deliveredBy: plan.warehouse?.name ?? null,
    proformaOnly: plan.proformaOnly,
  };
}

/** The availability answer for a priced cart delivered to an address. */
export async function availabilityFor(
  db: Db,
  cart: Cart,
  req: {
    country: Country;
    address: AvailabilityAddress;
    selectedServiceSkus: string[];
    winningDeliveryServiceOverride: boolean;
    now: Date;
    supportPhone: string;
  },
): Promise<AvailabilityResponse> {
  const { lines, proformaBrands } = await cartDeliveryLines(db, cart);
  const input: DeliveryInput = {
    country: req.country,
    ...req.address,
    lines,
    freeDelivery: cart.freeDelivery,
    selectedServiceSkus: req.selectedServiceSkus,
    winningDeliveryServiceOverride: req.winningDeliveryServiceOverride,
    proformaBrands,
    today: req.now,
    supportPhone: req.supportPhone,
  };
  const plan = await deliveryPlan(db, input);
  return toAvailabilityResponse(plan, {
    cartId: cart.cartId,
    winningDeliveryServiceOverride: req.winningDeliveryServiceOverride,
  });
}

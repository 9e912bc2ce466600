import type { Db } from '../client.ts';
import {
  deliveryServices,
  deliverySuppliers,
  type NewDeliveryService,
  type NewDeliverySupplier,
} from '../schema/index.ts';

/**
 * Demo delivery services and supplier-delivered brands (docs/decisions/0026-delivery-calendar.md). Blurbs are
 * written with only the tags the server's sanitiser allows (p, ul, li, strong), so what is stored is what is shown;
 * the API sanitises them again on the way out. Warehouse capacity stays the column default.
 */
export const DELIVERY_SERVICES: readonly NewDeliveryService[] = [
  {
    sku: 'SVC-CONNECT-FRIDGE',
    title: 'Connect & remove old appliance: fridge or freezer',
    blurbHtml:
      '<p>We unpack and position your new fridge or freezer, connect the water line where there is one, and take the old one away for recycling.</p><ul><li>Existing tap within 1.5 m</li><li>Old appliance emptied and defrosted</li></ul>',
    priceCents: 6_900,
    categoryUriPrefix: 'kitchen/refrigeration',
    sortOrder: 1,
  },
  {
    sku: 'SVC-CONNECT-LAUNDRY',
    title: 'Connect & remove old appliance: washer or dryer',
    blurbHtml:
      '<p>We connect your new washer or dryer to the existing taps and drain, run a test cycle and take the old machine away.</p><ul><li>Existing taps and drain in place</li><li>Stacking kits are <strong>not</strong> included</li></ul>',
    priceCents: 8_900,
    categoryUriPrefix: 'laundry',
    sortOrder: 2,
  },
  {
    sku: 'SVC-CONNECT-DISHWASHER',
    title: 'Connect & remove old appliance: dishwasher',
    blurbHtml:
      '<p>A licensed plumber swaps your old dishwasher for the new one on the existing connections and takes the old one away.</p><ul><li>Like-for-like replacement in the same cavity</li></ul>',
    priceCents: 14_900,
    categoryUriPrefix: 'kitchen/dishwashers',
    sortOrder: 3,
  },
  {
    sku: 'SVC-UNPACK',
    title: 'Unpack & remove packaging',
    blurbHtml:
      '<p>We unpack everything in the room of your choice and take all the packaging away for recycling.</p>',
    priceCents: 2_900,
    categoryUriPrefix: null,
    sortOrder: 10,
  },
];

/** Brands whose products their own supplier delivers, with its lead time in working days and its price. */
export const DELIVERY_SUPPLIERS: readonly (Omit<NewDeliverySupplier, 'brandId'> & { brand: string })[] = [
  { name: 'Harbour & Oak Home Delivery', brand: 'Harbour & Oak', leadDays: 5, priceCents: 9_900 },
  { name: 'Weber Direct', brand: 'Weber', leadDays: 3, priceCents: 4_900, deliversSaturday: true },
];

export async function seedDelivery(
  db: Db,
  ctx: { brandIds: ReadonlyMap<string, number> },
): Promise<{ deliveryServices: number; deliverySuppliers: number }> {
  await db.insert(deliveryServices).values([...DELIVERY_SERVICES]);
  const suppliers = DELIVERY_SUPPLIERS.flatMap(({ brand, ...s }) => {
    const brandId = ctx.brandIds.get(brand);
    return brandId === undefined ? [] : [{ ...s, brandId }];
  });
  if (suppliers.length) await db.insert(deliverySuppliers).values(suppliers);
  return { deliveryServices: DELIVERY_SERVICES.length, deliverySuppliers: suppliers.length };
}

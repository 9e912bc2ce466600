import { eq } from 'drizzle-orm';
import { brands, localities, type Db } from '@shop/db';
import type { DeliveryCartLine, DeliveryInput } from './service.ts';

// Test fixtures of the delivery tests: two localities of our own (one near the Sydney warehouse, one in the outback,
// farther than the delivery radius from every warehouse) and cart lines of chosen brands and categories.

export const NEAR = { postcode: '2170', suburb: 'DELIVERYTEST', state: 'NSW' };
export const OUTBACK = { postcode: '0872', suburb: 'OUTBACKTEST', state: 'NT' };

export async function addTestLocalities(db: Db): Promise<void> {
  await db.insert(localities).values([
    { ...NEAR, country: 'AU', latitude: -33.93, longitude: 150.92, fullAddress: '2170 DELIVERYTEST, NSW' },
    { ...OUTBACK, country: 'AU', latitude: -23.7, longitude: 133.88, fullAddress: '0872 OUTBACKTEST, NT' },
  ]);
}

export async function brandIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.name, name));
  if (!row) throw new Error(`no brand ${name}`);
  return row.id;
}

let nextProduct = 1;

export function line(
  brand: { id: number; name: string },
  over: Partial<DeliveryCartLine> = {},
): DeliveryCartLine {
  const id = nextProduct++;
  return {
    productId: id,
    sku: `TEST-${id}`,
    brandId: brand.id,
    brandName: brand.name,
    categoryUri: 'tv-audio/tvs',
    qty: 1,
    stockQuantity: 5,
    priceCents: 99_900,
    ...over,
  };
}

/** Monday 9 March 2026, noon in Sydney. */
export const MONDAY = new Date('2026-03-09T01:00:00Z');

export function input(lines: DeliveryCartLine[], over: Partial<DeliveryInput> = {}): DeliveryInput {
  return {
    country: 'AU',
    ...NEAR,
    lines,
    freeDelivery: false,
    selectedServiceSkus: [],
    winningDeliveryServiceOverride: false,
    proformaBrands: ['fisher & paykel', 'asko'],
    today: MONDAY,
    supportPhone: '1300 726 400',
    ...over,
  };
}

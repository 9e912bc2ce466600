import type { Db } from '../client.ts';
import { coupons, giftCards, type NewCoupon, type NewGiftCard } from '../schema/index.ts';

const DAY = 86_400_000;

/**
 * Demo coupons and gift cards (docs/decisions/0012, README 'Demo codes'). Windows are relative to `now` so the demo
 * set stays valid; EXPIRED20 always ended yesterday.
 */
export async function seedCoupons(
  db: Db,
  ctx: { now: Date; brandIds: ReadonlyMap<string, number>; categoryIds: ReadonlyMap<string, number> },
): Promise<{ coupons: number; giftCards: number }> {
  const t = ctx.now.getTime();
  const rows: NewCoupon[] = [
    {
      code: 'WELCOME10',
      description: '10% off orders of $500 or more, once per e-mail address',
      kind: 'percentage',
      percentOff: 10,
      minSpendCents: 50_000,
      singleUsePerEmail: true,
    },
    { code: 'SAVE50', description: '$50 off your order', kind: 'fixed', amountCents: 5_000 },
    {
      code: 'MIELE5',
      description: '5% off Miele products',
      kind: 'percentage',
      percentOff: 5,
      brandId: ctx.brandIds.get('Miele') ?? null,
    },
    {
      code: 'LAUNDRY15',
      description: '15% off laundry appliances',
      kind: 'percentage',
      percentOff: 15,
      categoryId: ctx.categoryIds.get('laundry') ?? null,
    },
    { code: 'FREEDEL', description: 'Free delivery', kind: 'freeDelivery' },
    {
      code: 'EXPIRED20',
      description: '20% off (expired)',
      kind: 'percentage',
      percentOff: 20,
      startsAt: new Date(t - 30 * DAY),
      expiresAt: new Date(t - DAY),
    },
  ];
  const cards: NewGiftCard[] = [
    { code: 'GIFT-100-A1B2', balanceCents: 10_000 },
    { code: 'GIFT-500-C3D4', balanceCents: 50_000 },
    { code: 'GIFT-000-E5F6', balanceCents: 0 },
  ];
  await db.insert(coupons).values(rows);
  await db.insert(giftCards).values(cards);
  return { coupons: rows.length, giftCards: cards.length };
}

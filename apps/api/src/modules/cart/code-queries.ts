import { and, eq, isNull, sql } from 'drizzle-orm';
import { cartCodes, categories, couponRedemptions, coupons, giftCards, type Db } from '@shop/db';

// Coupon and gift-card codes: looked up, applied to a cart, removed, and the single-use claims they hold.

export async function findCouponByCode(db: Db, code: string) {
  const [row] = await db
    .select({ coupon: coupons, categoryUri: categories.uri })
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .where(eq(coupons.code, code.trim().toUpperCase()));
  return row ?? null;
}

export async function findGiftCardByCode(db: Db, code: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code.trim().toUpperCase()));
  return row ?? null;
}

export async function insertCartCode(
  db: Db,
  params: {
    cartId: string;
    code: string;
    kind: 'coupon' | 'giftCard';
    couponId?: number;
    giftCardId?: number;
  },
): Promise<void> {
  await db
    .insert(cartCodes)
    .values({
      cartId: params.cartId,
      code: params.code,
      kind: params.kind,
      couponId: params.couponId ?? null,
      giftCardId: params.giftCardId ?? null,
    })
    .onConflictDoNothing();
}

/** Removes a code from a cart; what was removed (with its coupon, whose claim the caller releases), or null. */
export async function deleteCartCode(
  db: Db,
  params: { cartId: string; code: string },
): Promise<{ couponId: number | null } | null> {
  const [row] = await db
    .delete(cartCodes)
    .where(and(eq(cartCodes.cartId, params.cartId), eq(cartCodes.code, params.code.trim().toUpperCase())))
    .returning({ couponId: cartCodes.couponId });
  return row ?? null;
}

/**
 * Claims a single-use coupon for an e-mail address on behalf of a cart. True when this cart holds the claim (new, or
 * already its own); false when another cart or a placed order holds it. The unique key settles races.
 */
export async function claimCouponRedemption(
  db: Db,
  params: { couponId: number; email: string; cartId: string },
): Promise<boolean> {
  await db
    .insert(couponRedemptions)
    .values({ couponId: params.couponId, email: params.email, cartId: params.cartId })
    .onConflictDoNothing();
  const [row] = await db
    .select({ cartId: couponRedemptions.cartId, redeemedAt: couponRedemptions.redeemedAt })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, params.couponId), eq(couponRedemptions.email, params.email)));
  return !!row && row.redeemedAt === null && row.cartId === params.cartId;
}

export async function releaseCouponRedemptions(
  db: Db,
  params: { couponId: number; cartId: string },
): Promise<void> {
  await db
    .delete(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, params.couponId),
        eq(couponRedemptions.cartId, params.cartId),
        isNull(couponRedemptions.redeemedAt),
      ),
    );
}

/**
 * A merge's codes: the session cart's gift cards always, its coupon only when the account's cart has none (one
 * coupon per cart); the claims of a carried coupon move with it (the rest are released when the session cart goes).
 */
export async function carryCodes(db: Db, params: { from: string; into: string }): Promise<void> {
  const { from, into } = params;
  await db.execute(
    sql`INSERT INTO ${cartCodes} (cart_id, code, kind, coupon_id, gift_card_id, created_at)
        SELECT ${into}, s.code, s.kind, s.coupon_id, s.gift_card_id, s.created_at FROM ${cartCodes} s
        WHERE s.cart_id = ${from}
          AND (s.kind = 'giftCard' OR NOT EXISTS (
            SELECT 1 FROM ${cartCodes} a WHERE a.cart_id = ${into} AND a.kind = 'coupon'))
        ON CONFLICT DO NOTHING`,
  );
  await db
    .update(couponRedemptions)
    .set({ cartId: into })
    .where(
      and(
        eq(couponRedemptions.cartId, from),
        isNull(couponRedemptions.redeemedAt),
        sql`${couponRedemptions.couponId} IN (SELECT a.coupon_id FROM ${cartCodes} a WHERE a.cart_id = ${into})`,
      ),
    );
}

import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  brands,
  cartCodes,
  cartLines,
  carts,
  categories,
  couponRedemptions,
  coupons,
  giftCards,
  installOptions,
  products,
  promotionProducts,
  promotions,
  settings,
  warrantyPlans,
  type Db,
} from '@shop/db';

export async function findCart(db: Db, params: { cartId: string }) {
  const [row] = await db.select().from(carts).where(eq(carts.id, params.cartId));
  return row ?? null;
}

export async function insertCart(db: Db, params: { cartId: string }): Promise<void> {
  await db.insert(carts).values({ id: params.cartId }).onConflictDoNothing();
}

/**
 * Row lock that serialises every edit of one cart (two tabs, double clicks), taken by touching `updated_at` so the
 * edit needs no second statement for it; false when the cart is gone.
 */
export async function lockCart(db: Db, params: { cartId: string }): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, params.cartId))
    .returning({ id: carts.id });
  return rows.length > 0;
}

export async function touchCart(db: Db, params: { cartId: string }): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, params.cartId));
}

export async function setCartEmail(db: Db, params: { cartId: string; email: string }): Promise<void> {
  await db.update(carts).set({ email: params.email, updatedAt: new Date() }).where(eq(carts.id, params.cartId));
}

/** Lines with what pricing needs from the catalogue, oldest first. */
export async function listCartLines(db: Db, params: { cartId: string }) {
  return db
    .select({
      lineId: cartLines.id,
      qty: cartLines.qty,
      productCode: cartLines.productCode,
      warrantyId: cartLines.warrantyId,
      installId: cartLines.installId,
      product: {
        id: products.id,
        productId: products.productId,
        sku: products.sku,
        uri: products.uri,
        title: products.title,
        priceCents: products.priceCents,
        rrpCents: products.rrpCents,
        lineDiscountCents: products.lineDiscountCents,
        stockStatus: products.stockStatus,
        stockQuantity: products.stockQuantity,
        conditionType: products.conditionType,
        missingParts: products.missingParts,
        ribbon: products.ribbon,
        images: products.images,
        brandId: products.brandId,
      },
      brandName: brands.name,
      category: { title: categories.title, uri: categories.uri },
      warranty: { name: warrantyPlans.name, priceCents: warrantyPlans.priceCents },
      install: { name: installOptions.name, priceCents: installOptions.priceCents },
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(warrantyPlans, eq(warrantyPlans.id, cartLines.warrantyId))
    .leftJoin(installOptions, eq(installOptions.id, cartLines.installId))
    .where(eq(cartLines.cartId, params.cartId))
    .orderBy(asc(cartLines.id));
}
export type CartLineJoin = Awaited<ReturnType<typeof listCartLines>>[number];

/**
 * Adds to ('add') or sets ('set') the quantity of the line (cart, code, warranty, install) in one statement: two tabs
 * adding the same product meet on the unique key and both quantities land in one line. Returns the new quantity.
 */
export async function upsertCartLine(
  db: Db,
  params: {
    cartId: string;
    productId: number;
    productCode: string;
    warrantyId: number | null;
    installId: number | null;
    qty: number;
    mode: 'add' | 'set';
  },
): Promise<void> {
  await db
    .insert(cartLines)
    .values({
      cartId: params.cartId,
      productId: params.productId,
      productCode: params.productCode,
      warrantyId: params.warrantyId,
      installId: params.installId,
      qty: params.qty,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productCode, cartLines.warrantyId, cartLines.installId],
      set: {
        qty: params.mode === 'set' ? sql`excluded.qty` : sql`${cartLines.qty} + excluded.qty`,
        updatedAt: sql`now()`,
      },
    });
}

/** Units of one product across all its lines in the cart. */
export async function productUnitsInCart(db: Db, params: { cartId: string; productId: number }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartLines.qty}), 0)::int` })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, params.cartId), eq(cartLines.productId, params.productId)));
  return Number(row?.n ?? 0);
}

function lineFilter(params: { cartId: string; code: string; warrantyId?: number | undefined; installId?: number | undefined }) {
  return and(
    eq(cartLines.cartId, params.cartId),
    sql`lower(${cartLines.productCode}) = lower(${params.code})`,
    params.warrantyId === undefined ? undefined : eq(cartLines.warrantyId, params.warrantyId),
    params.installId === undefined ? undefined : eq(cartLines.installId, params.installId),
  );
}

/** Deletes the lines of a code (narrowed by warranty/install when given); the number removed. */
export async function deleteCartLines(
  db: Db,
  params: { cartId: string; code: string; warrantyId?: number | undefined; installId?: number | undefined },
): Promise<number> {
  const rows = await db.delete(cartLines).where(lineFilter(params)).returning({ id: cartLines.id });
  return rows.length;
}

export async function deleteCart(db: Db, params: { cartId: string }): Promise<void> {
  await db
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.cartId, params.cartId), isNull(couponRedemptions.redeemedAt)));
  await db.delete(carts).where(eq(carts.id, params.cartId));
}

/** Active promotions linked to the given products (rewards of the cart). */
export async function listRewardsFor(db: Db, params: { productIds: readonly number[]; now: Date }) {
  if (params.productIds.length === 0) return [];
  return db
    .select({
      productId: promotionProducts.productId,
      promoId: promotions.id,
      title: promotions.title,
      path: promotions.path,
      rewardLabel: promotions.rewardLabel,
      image: promotions.thumbnailImg,
      redemptionUrl: promotions.redemptionUrl,
    })
    .from(promotionProducts)
    .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
    .where(
      and(
        inArray(promotionProducts.productId, [...params.productIds]),
        lte(promotions.startDate, params.now),
        gte(promotions.endDate, params.now),
      ),
    )
    .orderBy(asc(promotions.id));
}

export async function getSetting(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
  return row?.value ?? null;
}

export async function findCouponByCode(db: Db, code: string) {
  const [row] = await db
    .select({ coupon: coupons, categoryUri: categories.uri })
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .where(eq(coupons.code, code.trim().toUpperCase()));
  return row ?? null;
}
export type CouponJoin = NonNullable<Awaited<ReturnType<typeof findCouponByCode>>>;

export async function findGiftCardByCode(db: Db, code: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code.trim().toUpperCase()));
  return row ?? null;
}

/** The codes applied to a cart, in the order applied, with their coupon or gift card. */
export async function listCartCodes(db: Db, params: { cartId: string }) {
  return db
    .select({
      code: cartCodes.code,
      kind: cartCodes.kind,
      coupon: coupons,
      categoryUri: categories.uri,
      giftCard: giftCards,
    })
    .from(cartCodes)
    .leftJoin(coupons, eq(coupons.id, cartCodes.couponId))
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .leftJoin(giftCards, eq(giftCards.id, cartCodes.giftCardId))
    .where(eq(cartCodes.cartId, params.cartId))
    .orderBy(asc(cartCodes.createdAt), asc(cartCodes.code));
}
export type CartCodeJoin = Awaited<ReturnType<typeof listCartCodes>>[number];

export async function insertCartCode(
  db: Db,
  params: { cartId: string; code: string; kind: 'coupon' | 'giftCard'; couponId?: number; giftCardId?: number },
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

export async function deleteCartCode(db: Db, params: { cartId: string; code: string }): Promise<number> {
  const rows = await db
    .delete(cartCodes)
    .where(and(eq(cartCodes.cartId, params.cartId), eq(cartCodes.code, params.code.trim().toUpperCase())))
    .returning({ code: cartCodes.code });
  return rows.length;
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

export async function releaseCouponRedemptions(db: Db, params: { couponId: number; cartId: string }): Promise<void> {
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
 * On sign-in (called by the identity work): the cart follows the account. When the account already has another cart,
 * the session cart's lines are added into it (same line: quantities add up) and its codes carried over, and the session
 * cart is dropped. Returns the id the cart cookie should now hold, or null when neither cart exists.
 */
export async function mergeCartIntoAccount(db: Db, cartId: string, accountId: string): Promise<string | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [account] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.accountId, accountId))
      .orderBy(asc(carts.createdAt))
      .limit(1);
    const session = (await lockCart(tx, { cartId })) ? cartId : null;
    if (!account || account.id === session) {
      if (!session) return account?.id ?? null;
      await tx.update(carts).set({ accountId, updatedAt: new Date() }).where(eq(carts.id, session));
      return session;
    }
    if (!session) return account.id;
    await lockCart(tx, { cartId: account.id });
    const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, session)).orderBy(asc(cartLines.id));
    for (const line of lines)
      await upsertCartLine(tx, {
        cartId: account.id,
        productId: line.productId,
        productCode: line.productCode,
        warrantyId: line.warrantyId,
        installId: line.installId,
        qty: line.qty,
        mode: 'add',
      });
    await tx.execute(
      sql`INSERT INTO cart_codes (cart_id, code, kind, coupon_id, gift_card_id, created_at)
          SELECT ${account.id}, code, kind, coupon_id, gift_card_id, created_at FROM cart_codes WHERE cart_id = ${session}
          ON CONFLICT DO NOTHING`,
    );
    await tx
      .update(couponRedemptions)
      .set({ cartId: account.id })
      .where(and(eq(couponRedemptions.cartId, session), isNull(couponRedemptions.redeemedAt)));
    await tx.delete(carts).where(eq(carts.id, session));
    await touchCart(tx, { cartId: account.id });
    return account.id;
  });
}

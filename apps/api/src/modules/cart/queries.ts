import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
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
  type CartCodeKind,
  type Coupon,
  type Db,
  type GiftCard,
  queryRows,
} from '@shop/db';
import { lockAccountLists } from '../auth/queries.ts';

/**
 * How a request names its cart (docs/decisions/0014): by the cookie's id, which only ever reaches an anonymous cart, or
 * by the signed-in account. A cart id alone is never enough to reach an account's cart: the id is shown in every cart
 * answer, and a signed-out browser must not keep the account's cart.
 */
export type CartKey = { cartId: string } | { accountId: string };

function cartWhere(key: CartKey): SQL {
  return 'accountId' in key
    ? eq(carts.accountId, key.accountId)
    : sql`${carts.id} = ${key.cartId} AND ${carts.accountId} IS NULL`;
}

export async function findCart(db: Db, key: CartKey) {
  const [row] = await db.select().from(carts).where(cartWhere(key)).limit(1);
  return row ?? null;
}

export async function insertCart(db: Db, params: { cartId: string; accountId?: string | null }): Promise<void> {
  await db
    .insert(carts)
    .values({ id: params.cartId, accountId: params.accountId ?? null })
    .onConflictDoNothing();
}

/**
 * Row lock that serialises every edit of one cart (two tabs, double clicks), taken by touching `updated_at` so the
 * edit needs no second statement for it; the cart's id, or null when there is none.
 */
export async function lockCart(db: Db, key: CartKey): Promise<string | null> {
  const [row] = await db.update(carts).set({ updatedAt: sql`now()` }).where(cartWhere(key)).returning({ id: carts.id });
  return row?.id ?? null;
}

/** The signed-in account's cart, made on its first write (under the account lock; inside a transaction). */
export async function ensureAccountCart(db: Db, accountId: string): Promise<string> {
  await lockAccountLists(db, 'cart', accountId);
  const held = await lockCart(db, { accountId });
  if (held) return held;
  const id = randomUUID();
  await insertCart(db, { cartId: id, accountId });
  return id;
}

export async function setCartEmail(db: Db, params: { cartId: string; email: string }): Promise<void> {
  await db.update(carts).set({ email: params.email, updatedAt: sql`now()` }).where(eq(carts.id, params.cartId));
}

/** What adding a product needs to know of it, by sku (any case; served by the lower(sku) index). */
export async function findProductToAdd(db: Db, sku: string) {
  const clean = sku.trim();
  if (!clean) return null;
  const [row] = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      priceCents: products.priceCents,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(sql`lower(${products.sku}) = lower(${clean})`)
    .limit(1);
  return row ?? null;
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
 * adding the same product meet on the unique key and both quantities land in one line. Returns the units of the
 * product across all its lines in the cart afterwards (the other lines as this statement sees them, so the caller
 * must hold the cart's lock for the sum to be current).
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
): Promise<number> {
  const [row] = await db
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
    })
    .returning({
      // RETURNING sees this line's new quantity; the subquery sees the product's other lines. Written out in SQL
      // because Drizzle leaves RETURNING columns unqualified, and the subquery needs both tables told apart.
      units: sql<number>`(cart_lines.qty + coalesce((
        SELECT sum(o.qty) FROM cart_lines o
        WHERE o.cart_id = cart_lines.cart_id AND o.product_id = cart_lines.product_id
          AND o.id <> cart_lines.id), 0))::int`,
    });
  return Number(row?.units ?? 0);
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

/** The name of the setting that lists the brands delivered on a pro-forma basis. */
export const PROFORMA_SETTING = 'proformaShippingBrands';

export interface CartViewCode {
  code: string;
  kind: CartCodeKind;
  coupon: Pick<
    Coupon,
    | 'id'
    | 'code'
    | 'description'
    | 'kind'
    | 'percentOff'
    | 'amountCents'
    | 'minSpendCents'
    | 'brandId'
    | 'startsAt'
    | 'expiresAt'
    | 'singleUsePerEmail'
    | 'active'
  > | null;
  categoryUri: string | null;
  giftCard: Pick<GiftCard, 'id' | 'code' | 'balanceCents' | 'expiresAt' | 'active'> | null;
}

export interface CartViewReward {
  productId: number;
  promoId: number;
  title: string;
  path: string;
  rewardLabel: string | null;
  image: string | null;
  redemptionUrl: string | null;
}

export interface CartView {
  id: string;
  email: string | null;
  lines: CartLineJoin[];
  codes: CartViewCode[];
  rewards: CartViewReward[];
  proformaSetting: string | null;
}

type Json<T> = { [K in keyof T]: T[K] extends Date | null ? string | null : T[K] extends Date ? string : T[K] };
type CodeJson = Omit<CartViewCode, 'coupon' | 'giftCard' | 'categoryUri'> & {
  coupon: (Json<NonNullable<CartViewCode['coupon']>> & { categoryUri: string | null }) | null;
  giftCard: Json<NonNullable<CartViewCode['giftCard']>> | null;
};
type CartViewRow = Omit<CartView, 'codes'> & { codes: CodeJson[] };
const toDate = (value: string | null) => (value === null ? null : new Date(value));
const omitCategoryUri = <T extends { categoryUri: unknown }>({ categoryUri: _, ...rest }: T) => rest;

/**
 * Everything a priced cart needs, in one statement (PGlite runs one statement at a time, so each round trip queues
 * behind every other request): the cart row, its lines with product, brand, category, warranty and installation,
 * its codes with their coupon or gift card, the running promotions linked to its products (oldest promotion first),
 * and the pro-forma brands setting. Null when there is no such cart.
 */
export async function loadCartView(db: Db, params: { key: CartKey; now: Date }): Promise<CartView | null> {
  const now = params.now.toISOString();
  const where =
    'accountId' in params.key
      ? sql`c.account_id = ${params.key.accountId}`
      : sql`c.id = ${params.key.cartId} AND c.account_id IS NULL`;
  // Written with explicit aliases: Drizzle leaves columns unqualified in a single-table select, which inside these
  // correlated subqueries would bind to the inner tables. Brand, category, warranty, installation, coupon and gift
  // card are scalar subqueries rather than joins: the planner's join search was most of this statement's cost.
  const [row] = await queryRows<CartViewRow>(
    db,
    sql`SELECT c.id, c.email,
      coalesce((
        SELECT json_agg(json_build_object(
          'lineId', l.id, 'qty', l.qty, 'productCode', l.product_code,
          'warrantyId', l.warranty_id, 'installId', l.install_id,
          'product', json_build_object(
            'id', p.id, 'productId', p.product_id, 'sku', p.sku, 'uri', p.uri, 'title', p.title,
            'priceCents', p.price_cents, 'rrpCents', p.rrp_cents, 'lineDiscountCents', p.line_discount_cents,
            'stockStatus', p.stock_status, 'stockQuantity', p.stock_quantity, 'conditionType', p.condition_type,
            'missingParts', p.missing_parts, 'ribbon', p.ribbon, 'images', p.images, 'brandId', p.brand_id),
          'brandName', (SELECT b.name FROM ${brands} b WHERE b.id = p.brand_id),
          'category', (SELECT json_build_object('title', k.title, 'uri', k.uri) FROM ${categories} k
            WHERE k.id = p.category_id),
          'warranty', (SELECT json_build_object('name', w.name, 'priceCents', w.price_cents) FROM ${warrantyPlans} w
            WHERE w.id = l.warranty_id),
          'install', (SELECT json_build_object('name', i.name, 'priceCents', i.price_cents) FROM ${installOptions} i
            WHERE i.id = l.install_id)
        ) ORDER BY l.id)
        FROM ${cartLines} l JOIN ${products} p ON p.id = l.product_id
        WHERE l.cart_id = c.id), '[]'::json) AS lines,
      coalesce((
        SELECT json_agg(json_build_object(
          'code', cc.code, 'kind', cc.kind,
          'coupon', (SELECT json_build_object(
              'id', cp.id, 'code', cp.code, 'description', cp.description, 'kind', cp.kind,
              'percentOff', cp.percent_off, 'amountCents', cp.amount_cents, 'minSpendCents', cp.min_spend_cents,
              'brandId', cp.brand_id, 'startsAt', cp.starts_at, 'expiresAt', cp.expires_at,
              'singleUsePerEmail', cp.single_use_per_email, 'active', cp.active,
              'categoryUri', (SELECT k.uri FROM ${categories} k WHERE k.id = cp.category_id))
            FROM ${coupons} cp WHERE cp.id = cc.coupon_id),
          'giftCard', (SELECT json_build_object(
              'id', g.id, 'code', g.code, 'balanceCents', g.balance_cents, 'expiresAt', g.expires_at,
              'active', g.active)
            FROM ${giftCards} g WHERE g.id = cc.gift_card_id)
        ) ORDER BY cc.created_at, cc.code)
        FROM ${cartCodes} cc
        WHERE cc.cart_id = c.id), '[]'::json) AS codes,
      coalesce((
        SELECT json_agg(json_build_object(
          'productId', pp.product_id, 'promoId', pr.id, 'title', pr.title, 'path', pr.path,
          'rewardLabel', pr.reward_label, 'image', pr.thumbnail_img, 'redemptionUrl', pr.redemption_url
        ) ORDER BY pr.id, pp.product_id)
        FROM ${promotionProducts} pp
        JOIN ${promotions} pr ON pr.id = pp.promotion_id
        -- = ANY (ARRAY(…)) so the planner looks the few products up by index instead of hashing the whole table.
        WHERE pp.product_id = ANY (ARRAY(SELECT ol.product_id FROM ${cartLines} ol WHERE ol.cart_id = c.id))
          AND pr.start_date <= ${now}::timestamptz AND pr.end_date >= ${now}::timestamptz
      ), '[]'::json) AS rewards,
      (SELECT s.value FROM ${settings} s WHERE s.name = ${PROFORMA_SETTING}) AS "proformaSetting"
    FROM ${carts} c
    WHERE ${where}
    LIMIT 1`,
  );
  if (!row) return null;
  return {
    ...row,
    codes: row.codes.map(({ coupon, giftCard, ...c }): CartViewCode => ({
      ...c,
      coupon: coupon && {
        ...omitCategoryUri(coupon),
        startsAt: toDate(coupon.startsAt),
        expiresAt: toDate(coupon.expiresAt),
      },
      categoryUri: coupon?.categoryUri ?? null,
      giftCard: giftCard && { ...giftCard, expiresAt: toDate(giftCard.expiresAt) },
    })),
  };
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
 * Signing in (docs/decisions/0014): the cookie's anonymous cart follows the account. With no account cart yet the
 * session cart becomes the account's (same id); otherwise its lines are added into the account's cart (same line:
 * quantities add up, but never past the product's stock), its gift cards carried over, its coupon only when the
 * account's cart has none (claims move with a carried coupon and are released otherwise), and the session cart is
 * dropped. A cart that belongs to another account is left alone. Returns the account's cart id, or null when neither
 * cart exists.
 */
export async function mergeCartIntoAccount(db: Db, cartId: string, accountId: string): Promise<string | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockAccountLists(tx, 'cart', accountId);
    const [session] = await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(carts.id, cartId), or(isNull(carts.accountId), eq(carts.accountId, accountId))))
      .returning({ id: carts.id, accountId: carts.accountId });
    const account = await lockCart(tx, { accountId });
    if (!session) return account;
    if (!account || account === session.id) {
      if (session.accountId === null) await tx.update(carts).set({ accountId }).where(eq(carts.id, session.id));
      return session.id;
    }
    const incoming = await tx
      .select({ line: cartLines, stock: products.stockQuantity })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.cartId, session.id))
      .orderBy(asc(cartLines.id));
    const held = await tx
      .select({ productId: cartLines.productId, units: sql<number>`sum(${cartLines.qty})::int` })
      .from(cartLines)
      .where(eq(cartLines.cartId, account))
      .groupBy(cartLines.productId);
    const units = new Map(held.map((h) => [h.productId, Number(h.units)]));
    for (const { line, stock } of incoming) {
      const qty = Math.min(line.qty, stock - (units.get(line.productId) ?? 0));
      if (qty <= 0) continue;
      await upsertCartLine(tx, {
        cartId: account,
        productId: line.productId,
        productCode: line.productCode,
        warrantyId: line.warrantyId,
        installId: line.installId,
        qty,
        mode: 'add',
      });
      units.set(line.productId, (units.get(line.productId) ?? 0) + qty);
    }
    // One coupon per cart: the session's coupon comes along only when the account's cart has none.
    await tx.execute(
      sql`INSERT INTO ${cartCodes} (cart_id, code, kind, coupon_id, gift_card_id, created_at)
          SELECT ${account}, s.code, s.kind, s.coupon_id, s.gift_card_id, s.created_at FROM ${cartCodes} s
          WHERE s.cart_id = ${session.id}
            AND (s.kind = 'giftCard' OR NOT EXISTS (
              SELECT 1 FROM ${cartCodes} a WHERE a.cart_id = ${account} AND a.kind = 'coupon'))
          ON CONFLICT DO NOTHING`,
    );
    await tx
      .update(couponRedemptions)
      .set({ cartId: account })
      .where(
        and(
          eq(couponRedemptions.cartId, session.id),
          isNull(couponRedemptions.redeemedAt),
          sql`${couponRedemptions.couponId} IN (SELECT a.coupon_id FROM ${cartCodes} a WHERE a.cart_id = ${account})`,
        ),
      );
    await deleteCart(tx, { cartId: session.id });
    return account;
  });
}

import { asc, eq, sql } from 'drizzle-orm';
import {
  brands,
  cartCodes,
  cartLines,
  cartVouchers,
  carts,
  categories,
  coupons,
  giftCards,
  installOptions,
  products,
  queryRows,
  settings,
  warrantyPlans,
  type CartVoucherRow,
  type Coupon,
  type Db,
  type GiftCard,
} from '@shop/db';
import type { ListKey } from '../shared/owned-list.ts';

// The cart as checkout reads it: locked, with every price and balance from the catalogue now (never the client's).

export interface CheckoutCartRow {
  id: string;
  email: string | null;
  accountId: string | null;
}

/** The locked cart as the reservation reads it: also the project it belongs to, copied onto the order. */
export interface LockedCheckoutCart extends CheckoutCartRow {
  projectId: string | null;
}

function cartWhere(key: ListKey) {
  return 'accountId' in key
    ? sql`${carts.accountId} = ${key.accountId}`
    : sql`${carts.id} = ${key.listId} AND ${carts.accountId} IS NULL`;
}

/** The owner's cart row, unlocked (to name the queue and find a placed order); null when there is none. */
export async function findCheckoutCart(db: Db, key: ListKey): Promise<CheckoutCartRow | null> {
  const [row] = await db
    .select({ id: carts.id, email: carts.email, accountId: carts.accountId })
    .from(carts)
    .where(cartWhere(key))
    .limit(1);
  return row ?? null;
}

/** Locks the cart row for the reservation: concurrent submits of one cart, in any process, run one at a time. */
export async function lockCheckoutCart(tx: Db, cartId: string): Promise<LockedCheckoutCart | null> {
  const [row] = await queryRows<{
    id: string;
    email: string | null;
    account_id: string | null;
    project_id: string | null;
  }>(tx, sql`SELECT id, email, account_id, project_id FROM ${carts} WHERE id = ${cartId} FOR UPDATE`);
  return row ? { id: row.id, email: row.email, accountId: row.account_id, projectId: row.project_id } : null;
}

export interface CheckoutLine {
  productId: number;
  productCode: string;
  sku: string;
  title: string;
  image: string;
  qty: number;
  priceCents: number;
  rrpCents: number | null;
  lineDiscountCents: number;
  stockQuantity: number;
  brandId: number;
  brandName: string;
  categoryTitle: string;
  categoryUri: string;
  warranty: { name: string; priceCents: number } | null;
  install: { name: string; priceCents: number } | null;
}

export async function listCheckoutLines(tx: Db, cartId: string): Promise<CheckoutLine[]> {
  const rows = await tx
    .select({
      productId: products.id,
      productCode: cartLines.productCode,
      sku: products.sku,
      title: products.title,
      images: products.images,
      qty: cartLines.qty,
      priceCents: products.priceCents,
      rrpCents: products.rrpCents,
      lineDiscountCents: products.lineDiscountCents,
      stockQuantity: products.stockQuantity,
      brandId: products.brandId,
      brandName: brands.name,
      categoryTitle: categories.title,
      categoryUri: categories.uri,
      warrantyName: warrantyPlans.name,
      warrantyCents: warrantyPlans.priceCents,
      installName: installOptions.name,
      installCents: installOptions.priceCents,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(warrantyPlans, eq(warrantyPlans.id, cartLines.warrantyId))
    .leftJoin(installOptions, eq(installOptions.id, cartLines.installId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
  return rows.map(({ images, warrantyName, warrantyCents, installName, installCents, ...r }) => ({
    ...r,
    image: images[0]?.thumbUrl ?? images[0]?.url ?? '',
    warranty:
      warrantyName !== null && warrantyCents !== null
        ? { name: warrantyName, priceCents: warrantyCents }
        : null,
    install:
      installName !== null && installCents !== null ? { name: installName, priceCents: installCents } : null,
  }));
}

export interface CheckoutCode {
  code: string;
  coupon: (Coupon & { categoryUri: string | null }) | null;
  giftCard: GiftCard | null;
}

/** The cart's codes in the order applied (pricing applies them in that order). */
export async function listCheckoutCodes(tx: Db, cartId: string): Promise<CheckoutCode[]> {
  const rows = await tx
    .select({ code: cartCodes.code, coupon: coupons, categoryUri: categories.uri, giftCard: giftCards })
    .from(cartCodes)
    .leftJoin(coupons, eq(coupons.id, cartCodes.couponId))
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .leftJoin(giftCards, eq(giftCards.id, cartCodes.giftCardId))
    .where(eq(cartCodes.cartId, cartId))
    .orderBy(asc(cartCodes.createdAt), asc(cartCodes.code));
  return rows.map((r) => ({
    code: r.code,
    coupon: r.coupon ? { ...r.coupon, categoryUri: r.categoryUri } : null,
    giftCard: r.giftCard,
  }));
}

export async function readSetting(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
  return row?.value ?? null;
}

/** The cart's gift vouchers in the order added (docs/decisions/0031). */
export async function listCheckoutVouchers(tx: Db, cartId: string): Promise<CartVoucherRow[]> {
  return tx.select().from(cartVouchers).where(eq(cartVouchers.cartId, cartId)).orderBy(asc(cartVouchers.id));
}

import { sql } from 'drizzle-orm';
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
  promotionProducts,
  promotions,
  queryRows,
  settings,
  warrantyPlans,
  type CartCodeKind,
  type Coupon,
  type Db,
  type GiftCard,
  type ProductRow,
} from '@shop/db';
import type { ListKey } from '../shared/owned-list.ts';

// The cart's read model: everything a priced cart answer needs, read in one statement.

/** A line with what pricing and the answer need from the catalogue. */
export interface CartViewLine {
  lineId: number;
  qty: number;
  productCode: string;
  warrantyId: number | null;
  installId: number | null;
  product: Pick<
    ProductRow,
    | 'id'
    | 'productId'
    | 'sku'
    | 'uri'
    | 'title'
    | 'priceCents'
    | 'rrpCents'
    | 'lineDiscountCents'
    | 'stockStatus'
    | 'stockQuantity'
    | 'conditionType'
    | 'missingParts'
    | 'ribbon'
    | 'images'
    | 'brandId'
  >;
  brandName: string;
  category: { title: string; uri: string };
  warranty: { name: string; priceCents: number } | null;
  install: { name: string; priceCents: number } | null;
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

/** A gift voucher waiting in the cart (docs/decisions/0031). */
export interface CartViewVoucher {
  id: number;
  valueCents: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

export interface CartView {
  id: string;
  email: string | null;
  lines: CartViewLine[];
  vouchers: CartViewVoucher[];
  codes: CartViewCode[];
  rewards: CartViewReward[];
  proformaSetting: string | null;
}

type Json<T> = {
  [K in keyof T]: T[K] extends Date | null ? string | null : T[K] extends Date ? string : T[K];
};
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
export async function loadCartView(db: Db, params: { key: ListKey; now: Date }): Promise<CartView | null> {
  const now = params.now.toISOString();
  const where =
    'accountId' in params.key
      ? sql`c.account_id = ${params.key.accountId}`
      : sql`c.id = ${params.key.listId} AND c.account_id IS NULL`;
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
          'id', v.id, 'valueCents', v.value_cents, 'recipientName', v.recipient_name,
          'recipientEmail', v.recipient_email, 'senderName', v.sender_name, 'message', v.message
        ) ORDER BY v.id)
        FROM ${cartVouchers} v WHERE v.cart_id = c.id), '[]'::json) AS vouchers,
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

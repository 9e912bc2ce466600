import { z } from 'zod';
import { couponCodeSchema } from '@shop/domain';
import { HideablePrice, PricesHidden } from './prices.ts';
import { ConditionType, RibbonType, StockStatus } from './products.ts';
import { CartVoucher } from './vouchers.ts';

// Spec 001 §3 'Cart line', 'Cart product', 'Cart', 'Coupon request', §4 'Cart loading', §7–§9;
// docs/decisions/0012-compare-and-cart-api.md. Amounts are dollars; the server computes every price and total
// from the catalogue (integer cents inside) and never takes one from the client. Every failure is an ErrorBody.

/** The product code of a cart line is the product's sku. */
const ProductCode = z.string().trim().min(1).max(64);
const UpsellId = z.number().int().positive().max(2_147_483_647).nullable().optional();

/**
 * POST /api/cart/product/ body. `mode` 'add' (default) adds `quantity` to the line, 'set' makes the line hold
 * exactly `quantity`. A line is one (code, warrantyId, installId); ids come from
 * GET /api/v2/product/upselloptions/sku/{sku}. More than the stock quantity is a 400 whose first error reads
 * 'Sorry, only {n} of {title} are available.' (or '… is out of stock.' when none is).
 */
export const CartProductRequest = z.object({
  code: ProductCode,
  quantity: z.number().int().min(1).max(999).default(1),
  mode: z.enum(['add', 'set']).default('add'),
  warrantyId: UpsellId,
  installId: UpsellId,
});
export type CartProductRequest = z.input<typeof CartProductRequest>;

/** A sent line's warranty or install id: 0 or null is none. */
const SentUpsellId = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * 001 §3 'Cart line (sent)': qty, sku, unitId, productCode, category, warrantyId, installId, as a client written from
 * the spec posts it to POST /api/cart/product/. The product is named by productCode or sku (both are the product's
 * sku; when both are given they must agree); unitId and category describe the line and are not trusted: the server
 * reads the product, its category and its prices from the catalogue.
 */
export const CartLineSent = z
  .object({
    qty: z.number().int().min(1).max(999).default(1),
    sku: ProductCode.optional(),
    productCode: ProductCode.optional(),
    unitId: z.union([z.string().trim().max(64), z.number().int()]).nullish(),
    category: z.string().trim().max(200).nullish(),
    warrantyId: SentUpsellId,
    installId: SentUpsellId,
    mode: z.enum(['add', 'set']).default('add'),
  })
  .refine((l) => (l.productCode ?? l.sku) !== undefined, {
    message: 'productCode or sku is required',
    path: ['productCode'],
  })
  .refine((l) => !l.productCode || !l.sku || l.productCode.toLowerCase() === l.sku.toLowerCase(), {
    message: 'productCode and sku name different products',
    path: ['sku'],
  });
export type CartLineSent = z.input<typeof CartLineSent>;

/** The spec's sent line as today's request: the one shape the cart service takes. */
export function cartLineToRequest(line: z.output<typeof CartLineSent>): z.output<typeof CartProductRequest> {
  return {
    code: line.productCode ?? line.sku ?? '',
    quantity: line.qty,
    mode: line.mode,
    warrantyId: line.warrantyId,
    installId: line.installId,
  };
}

/** Path of GET/DELETE /api/cart/product/{code}; the query narrows to one line (omitted: every line of the code). */
export const CartProductParams = z.object({ code: ProductCode });
export const CartLineQuery = z.object({
  warrantyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  installId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type CartLineQuery = z.infer<typeof CartLineQuery>;

/** GET /api/cart/ query (empty values are dropped by the client and ignored by the server). */
export const CartQuery = z.object({
  suburb: z.string().max(60).optional(),
  postcode: z.string().max(10).optional(),
  state: z.string().max(3).optional(),
  winningDeliveryServiceOverride: z.enum(['true', 'false']).optional(),
});
export type CartQuery = z.infer<typeof CartQuery>;

export const CartEmailRequest = z.object({ email: z.string().trim().max(254) });
export type CartEmailRequest = z.infer<typeof CartEmailRequest>;

/** POST /api/cart/coupon/ body (001 §3 Coupon request). An empty code: 400 'Coupon value cannot be empty.' */
export const CouponRequest = z.object({
  code: couponCodeSchema,
  userEmail: z.string().trim().max(254).optional().default(''),
});
export type CouponRequest = z.input<typeof CouponRequest>;
export const CouponParams = z.object({ code: z.string().trim().min(1).max(40) });

export const SelectedUpsell = z.object({ id: z.number().int(), name: z.string(), price: HideablePrice });
export type SelectedUpsell = z.infer<typeof SelectedUpsell>;

/** 001 §3 Cart product (display). `type` 1 on the first image selects the second (domain cartProductImage). */
export const CartProduct = z.object({
  lineId: z.number().int(),
  productCode: z.string(),
  sku: z.string(),
  productId: z.number().int(),
  unitId: z.number().int(),
  uri: z.string(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  categorization: z.string(),
  /** Unit price, dollars. */
  price: HideablePrice,
  rrp: HideablePrice,
  /** Discount over the whole line (lineDiscountedPrice = price − lineDiscount / quantity). */
  lineDiscount: HideablePrice,
  quantity: z.number().int(),
  /** Units in stock now; the line may not exceed it. */
  stockQuantity: z.number().int(),
  available: z.boolean(),
  stockStatus: StockStatus,
  isProforma: z.boolean(),
  ribbonType: RibbonType.nullable(),
  conditionType: ConditionType.nullable(),
  missingParts: z.string().nullable(),
  warrantyId: z.number().int().nullable(),
  installId: z.number().int().nullable(),
  selectedWarranty: SelectedUpsell.nullable(),
  selectedInstall: SelectedUpsell.nullable(),
  promoId: z.number().int().nullable(),
  images: z.array(z.object({ path: z.string(), type: z.number().int() })),
  image: z.string(),
  /** (price × quantity − lineDiscount) + (warranty + install) × quantity. */
  lineTotal: HideablePrice,
  sortOrder: z.number().int(),
  pricesHidden: PricesHidden,
});
export type CartProduct = z.infer<typeof CartProduct>;

/** A reward from a promotion linked to a product in the cart (counts in the badge: products plus rewards). */
export const CartReward = z.object({
  promoId: z.number().int(),
  title: z.string(),
  rewardLabel: z.string().nullable(),
  path: z.string(),
  image: z.string().nullable(),
  redemptionUrl: z.string().nullable(),
  productCodes: z.array(z.string()),
  sortOrder: z.number().int(),
});
export type CartReward = z.infer<typeof CartReward>;

/** An applied coupon or gift card. `amount` is what it takes off this cart now (dollars). */
export const AppliedCode = z.object({
  code: z.string(),
  kind: z.enum(['coupon', 'giftCard']),
  description: z.string(),
  amount: HideablePrice,
  freeDelivery: z.boolean(),
});
export type AppliedCode = z.infer<typeof AppliedCode>;

/** 001 §3 Cart. With no cart the id is all zeros and the lists are empty. */
export const Cart = z.object({
  cartId: z.string(),
  products: z.array(CartProduct),
  rewards: z.array(CartReward),
  /** Gift vouchers (docs/decisions/0031): no quantity, not counted in productCount, never discounted by a coupon. */
  vouchers: z.array(CartVoucher),
  productCount: z.number().int(),
  /** Σ lineTotal + voucherTotal. */
  subTotal: HideablePrice,
  /** Σ voucher values (part of subTotal). */
  voucherTotal: z.number(),
  /** Coupon discounts (not gift cards). */
  discountTotal: HideablePrice,
  /** Gift-card amounts used. */
  giftCardTotal: HideablePrice,
  /** subTotal − discountTotal − giftCardTotal, never below 0. */
  orderTotal: HideablePrice,
  /** Σ (rrp − price)⁺ × quantity + Σ lineDiscount + discountTotal. */
  savingTotal: HideablePrice,
  /** The first applied coupon code, or null. */
  couponCode: z.string().nullable(),
  codes: z.array(AppliedCode),
  freeDelivery: z.boolean(),
  email: z.string().nullable(),
  location: z.object({ suburb: z.string(), postcode: z.string(), state: z.string() }).partial().nullable(),
  winningDeliveryServiceOverride: z.boolean(),
  hasProformaDelivery: z.boolean(),
  messages: z.array(z.string()),
  errors: z.array(z.object({ message: z.string() })),
  pricesHidden: PricesHidden,
});
export type Cart = z.infer<typeof Cart>;

/** GET /api/cart/product/{code}: the line (the first by sortOrder when several lines hold the code). */
export const CartLine = CartProduct;

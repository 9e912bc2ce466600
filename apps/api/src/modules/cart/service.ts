import { randomUUID } from 'node:crypto';
import type { Cart, CartProduct, CartQuery, CartReward, ErrorCode } from '@shop/contracts';
import type { Db } from '@shop/db';
import {
  EMPTY_CART_ID,
  centsToDollars,
  hasProformaDelivery,
  isProformaBrand,
  isValidEmail,
  parseProformaBrands,
  sortBySortOrder,
  validateCouponCode,
  type ThemeId,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { loadUpsellOptions } from '../products/service.ts';
import { CART_COPY } from './copy.ts';
import { cartTotals, evaluateCoupon, giftCardProblem, priceLine, type PricedLineInput } from './pricing.ts';
import {
  claimCouponRedemption,
  deleteCart,
  deleteCartCode,
  deleteCartLines,
  ensureAccountCart,
  findCart,
  findCouponByCode,
  findGiftCardByCode,
  findProductToAdd,
  insertCart,
  insertCartCode,
  listCartCodes,
  listCartLines,
  loadCartView,
  lockCart,
  releaseCouponRedemptions,
  setCartEmail,
  upsertCartLine,
  type CartKey,
} from './queries.ts';

export interface CartContext {
  db: Db;
  themeId: ThemeId;
  now?: () => Date;
}

/**
 * Whose cart a request means (docs/decisions/0014): the signed-in account's, or the anonymous cart named by the cart
 * cookie (null: no cookie, or not a uuid).
 */
export type CartOwner = { accountId: string } | { cartId: string | null };

/** The key that finds the owner's cart, or null when an anonymous shopper has none yet. */
export function cartKeyOf(owner: CartOwner): CartKey | null {
  if ('accountId' in owner) return { accountId: owner.accountId };
  return owner.cartId ? { cartId: owner.cartId } : null;
}

/** The result of a write: the cart's id, and whether a new anonymous cart was made (its cookie must be set). */
export interface CartTarget {
  cartId: string;
  created: boolean;
}

/** The owner to read after a write: an anonymous shopper's new cart is found by its new id. */
export function ownerAfter(owner: CartOwner, target: CartTarget): CartOwner {
  return 'accountId' in owner ? owner : { cartId: target.cartId };
}

const bad = (code: ErrorCode, message: string) => new AppError(code, [message]);
const dollars = centsToDollars;

function emptyCart(query: Partial<CartQuery> = {}): Cart {
  return {
    cartId: EMPTY_CART_ID,
    products: [],
    rewards: [],
    productCount: 0,
    subTotal: 0,
    discountTotal: 0,
    giftCardTotal: 0,
    orderTotal: 0,
    savingTotal: 0,
    couponCode: null,
    codes: [],
    freeDelivery: false,
    email: null,
    location: locationOf(query),
    winningDeliveryServiceOverride: query.winningDeliveryServiceOverride === 'true',
    hasProformaDelivery: false,
    messages: [],
    errors: [],
  };
}

function locationOf(query: Partial<CartQuery>): Cart['location'] {
  const entries = (['suburb', 'postcode', 'state'] as const)
    .map((k) => [k, query[k]?.trim() ?? ''] as const)
    .filter(([, v]) => v !== '');
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The cart as the API shows it, priced from the catalogue now. An absent cart is the empty cart (all-zero id). */
export async function loadCart(ctx: CartContext, owner: CartOwner, query: Partial<CartQuery> = {}): Promise<Cart> {
  const key = cartKeyOf(owner);
  const now = ctx.now?.() ?? new Date();
  const cart = key ? await loadCartView(ctx.db, { key, now }) : null;
  if (!cart) return emptyCart(query);
  const { lines: rows, codes, rewards: rewardRows, proformaSetting } = cart;
  const proformaBrands = parseProformaBrands(proformaSetting);

  const priced = rows.map((row) => {
    const input: PricedLineInput & { rrpCents: number | null } = {
      qty: row.qty,
      priceCents: row.product.priceCents,
      lineDiscountCents: row.product.lineDiscountCents,
      warrantyCents: row.warranty?.priceCents ?? 0,
      installCents: row.install?.priceCents ?? 0,
      brandId: row.product.brandId,
      categoryUri: row.category.uri,
      rrpCents: row.product.rrpCents,
    };
    return { row, ...input, ...priceLine(input, ctx.themeId) };
  });
  const totals = cartTotals(
    priced,
    codes.map((c) => ({
      code: c.code,
      coupon: c.coupon ? { ...c.coupon, categoryUri: c.categoryUri } : null,
      giftCard: c.giftCard,
    })),
    now,
  );

  const firstPromo = new Map<number, number>();
  for (const r of rewardRows) if (!firstPromo.has(r.productId)) firstPromo.set(r.productId, r.promoId);

  const errors: Cart['errors'] = [];
  const unitsByProduct = new Map<number, number>();
  for (const p of priced) unitsByProduct.set(p.row.product.id, (unitsByProduct.get(p.row.product.id) ?? 0) + p.qty);
  const reported = new Set<number>();
  for (const p of priced) {
    const units = unitsByProduct.get(p.row.product.id) ?? 0;
    if (units > p.row.product.stockQuantity && !reported.has(p.row.product.id)) {
      reported.add(p.row.product.id);
      errors.push({ message: CART_COPY.stockReduced(p.row.product.title, p.row.product.stockQuantity) });
    }
  }

  const products: CartProduct[] = priced.map((p, i) => {
    const { row } = p;
    return {
      lineId: row.lineId,
      productCode: row.productCode,
      sku: row.product.sku,
      productId: row.product.productId,
      unitId: row.product.productId,
      uri: row.product.uri,
      title: row.product.title,
      brand: row.brandName,
      category: row.category.title,
      categorization: row.category.uri,
      price: dollars(row.product.priceCents),
      rrp: row.product.rrpCents === null ? null : dollars(row.product.rrpCents),
      lineDiscount: dollars(p.lineDiscountCents),
      quantity: row.qty,
      stockQuantity: row.product.stockQuantity,
      available: (unitsByProduct.get(row.product.id) ?? 0) <= row.product.stockQuantity,
      stockStatus: row.product.stockStatus,
      isProforma: isProformaBrand(row.brandName, proformaBrands),
      ribbonType: row.product.ribbon,
      conditionType: row.product.conditionType,
      missingParts: row.product.missingParts,
      warrantyId: row.warrantyId,
      installId: row.installId,
      selectedWarranty:
        row.warranty && row.warrantyId !== null
          ? { id: row.warrantyId, name: row.warranty.name, price: dollars(row.warranty.priceCents) }
          : null,
      selectedInstall:
        row.install && row.installId !== null
          ? { id: row.installId, name: row.install.name, price: dollars(row.install.priceCents) }
          : null,
      promoId: firstPromo.get(row.product.id) ?? null,
      images: row.product.images.map((img, k) => ({ path: img.url, type: k === 0 ? 0 : 2 })),
      image: row.product.images[0]?.thumbUrl ?? row.product.images[0]?.url ?? '',
      lineTotal: dollars(p.lineTotalCents),
      sortOrder: i,
    };
  });

  const rewardsById = new Map<number, CartReward>();
  const lineOrder = new Map(priced.map((p, i) => [p.row.product.id, i]));
  for (const r of rewardRows) {
    const code = priced.find((p) => p.row.product.id === r.productId)?.row.productCode ?? '';
    const held = rewardsById.get(r.promoId);
    if (held) {
      if (!held.productCodes.includes(code)) held.productCodes.push(code);
      continue;
    }
    rewardsById.set(r.promoId, {
      promoId: r.promoId,
      title: r.title,
      rewardLabel: r.rewardLabel,
      path: r.path,
      image: r.image,
      redemptionUrl: r.redemptionUrl,
      productCodes: [code],
      sortOrder: products.length + (lineOrder.get(r.productId) ?? 0),
    });
  }

  const coupon = totals.codes.find((c) => c.kind === 'coupon');
  return {
    cartId: cart.id,
    products: sortBySortOrder(products),
    rewards: sortBySortOrder([...rewardsById.values()]),
    productCount: products.reduce((n, p) => n + p.quantity, 0),
    subTotal: dollars(totals.subTotalCents),
    discountTotal: dollars(totals.discountCents),
    giftCardTotal: dollars(totals.giftCardCents),
    orderTotal: dollars(totals.orderTotalCents),
    savingTotal: dollars(totals.savingCents),
    couponCode: coupon?.code ?? null,
    codes: totals.codes.map((c) => {
      const source = codes.find((x) => x.code === c.code);
      return {
        code: c.code,
        kind: c.kind,
        description:
          c.kind === 'coupon'
            ? (source?.coupon?.description ?? '')
            : `Gift card (balance ${dollars(source?.giftCard?.balanceCents ?? 0).toFixed(2)})`,
        amount: dollars(c.amountCents),
        freeDelivery: c.freeDelivery,
      };
    }),
    freeDelivery: totals.freeDelivery,
    email: cart.email,
    location: locationOf(query),
    winningDeliveryServiceOverride: query.winningDeliveryServiceOverride === 'true',
    hasProformaDelivery: hasProformaDelivery(products, proformaSetting),
    messages: totals.messages,
    errors,
  };
}

/**
 * Locks the owner's cart inside a transaction, making it when there is none: an account's cart under the account
 * lock; an anonymous one with a new id (whose cookie the caller sets). A refused change rolls a new cart back with it.
 */
async function lockOrCreateCart(tx: Db, owner: CartOwner): Promise<CartTarget> {
  const key = cartKeyOf(owner);
  const held = key ? await lockCart(tx, key) : null;
  if (held) return { cartId: held, created: false };
  if ('accountId' in owner) return { cartId: await ensureAccountCart(tx, owner.accountId), created: false };
  const cartId = randomUUID();
  await insertCart(tx, { cartId });
  return { cartId, created: true };
}

export interface AddProductInput {
  code: string;
  quantity: number;
  mode: 'add' | 'set';
  warrantyId?: number | null | undefined;
  installId?: number | null | undefined;
}

/**
 * Adds or sets a line in one short transaction under the cart's row lock: lock, then one upsert that also answers the
 * product's units across its lines, which must stay within stock, else the whole change rolls back with the stock
 * message. The product is read before the transaction and the cart is priced after it, so the lock is held for two
 * statements only.
 */
export async function addProduct(ctx: CartContext, owner: CartOwner, input: AddProductInput): Promise<CartTarget> {
  const { db } = ctx;
  const product = await findProductToAdd(db, input.code);
  if (!product) throw new AppError('product_not_found', [CART_COPY.productNotFound]);
  if (product.priceCents <= 0) throw bad('not_for_sale', CART_COPY.notForSale(product.title));
  if (product.stockQuantity <= 0) throw bad('out_of_stock', CART_COPY.outOfStock(product.title));
  const warrantyId = input.warrantyId ?? null;
  const installId = input.installId ?? null;
  if (warrantyId !== null || installId !== null) {
    const offers = await loadUpsellOptions(db, product.sku);
    if (warrantyId !== null && !offers?.warranties.some((w) => w.id === warrantyId))
      throw bad('warranty_not_offered', CART_COPY.warrantyNotOffered(product.title));
    if (installId !== null && !offers?.installs.some((i) => i.id === installId))
      throw bad('install_not_offered', CART_COPY.installNotOffered(product.title));
  }
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const target = await lockOrCreateCart(tx, owner);
    const units = await upsertCartLine(tx, {
      cartId: target.cartId,
      productId: product.id,
      productCode: product.sku,
      warrantyId,
      installId,
      qty: input.quantity,
      mode: input.mode,
    });
    if (units > product.stockQuantity)
      throw bad('stock_limit', CART_COPY.stockLimit(product.title, product.stockQuantity));
    return target;
  });
}

export interface LineSelector {
  warrantyId?: number | undefined;
  installId?: number | undefined;
}

/** One line of the cart by code (the first when several lines hold it), or a 404 with the cart's wording. */
export async function loadCartLine(
  ctx: CartContext,
  owner: CartOwner,
  code: string,
  selector: LineSelector,
): Promise<CartProduct> {
  const cart = await loadCart(ctx, owner);
  const line = cart.products.find(
    (p) =>
      p.productCode.toLowerCase() === code.trim().toLowerCase() &&
      (selector.warrantyId === undefined || p.warrantyId === selector.warrantyId) &&
      (selector.installId === undefined || p.installId === selector.installId),
  );
  if (!line) throw new AppError('cart_line_not_found', [CART_COPY.removeMissing]);
  return line;
}

export async function removeProduct(db: Db, owner: CartOwner, code: string, selector: LineSelector): Promise<void> {
  const key = cartKeyOf(owner);
  const removed = key
    ? await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const cartId = await lockCart(tx, key);
        return cartId ? deleteCartLines(tx, { cartId, code, ...selector }) : 0;
      })
    : 0;
  if (removed === 0) throw new AppError('cart_line_not_found', [CART_COPY.removeMissing]);
}

export async function removeCart(db: Db, owner: CartOwner): Promise<void> {
  const key = cartKeyOf(owner);
  if (!key) return;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const cartId = await lockCart(tx, key);
    if (cartId) await deleteCart(tx, { cartId });
  });
}

export async function setEmail(db: Db, owner: CartOwner, email: string): Promise<CartTarget> {
  const clean = email.trim();
  if (!isValidEmail(clean)) throw bad('invalid_email', CART_COPY.invalidEmail);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const target = await lockOrCreateCart(tx, owner);
    await setCartEmail(tx, { cartId: target.cartId, email: clean });
    return target;
  });
}

/**
 * Applies a coupon or a gift-card code. Coupons are checked against the cart now (window, minimum spend, scope) and,
 * when single use, claimed for the e-mail address; one coupon per cart, any number of gift cards.
 */
export async function applyCode(
  ctx: CartContext,
  owner: CartOwner,
  rawCode: string | undefined,
  userEmail: string | undefined,
): Promise<void> {
  const { db } = ctx;
  const problem = validateCouponCode(rawCode);
  if (problem) throw bad('coupon_invalid', problem);
  const code = (rawCode ?? '').trim().toUpperCase();
  const key = cartKeyOf(owner);
  const cart = key ? await findCart(db, key) : null;
  if (!key || !cart) throw bad('cart_empty', CART_COPY.emptyCart);
  const id = cart.id;
  const now = ctx.now?.() ?? new Date();

  const [coupon, giftCard] = await Promise.all([findCouponByCode(db, code), findGiftCardByCode(db, code)]);
  if (!coupon && !giftCard) throw bad('coupon_unknown', CART_COPY.codeUnknown(code));

  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (!(await lockCart(tx, key))) throw bad('cart_empty', CART_COPY.emptyCart);
    const held = await listCartCodes(tx, { cartId: id });
    if (held.some((h) => h.code === code)) return;
    if (giftCard) {
      const issue = giftCardProblem(giftCard, now);
      if (issue) throw bad('gift_card_invalid', issue);
      await insertCartCode(tx, { cartId: id, code, kind: 'giftCard', giftCardId: giftCard.id });
      return;
    }
    if (!coupon) return;
    const other = held.find((h) => h.kind === 'coupon');
    if (other) throw bad('coupon_one_only', CART_COPY.oneCouponOnly(other.code));
    const rows = await listCartLines(tx, { cartId: id });
    if (rows.length === 0) throw bad('cart_empty', CART_COPY.emptyCart);
    const lines = rows.map((row) => {
      const input: PricedLineInput = {
        qty: row.qty,
        priceCents: row.product.priceCents,
        lineDiscountCents: row.product.lineDiscountCents,
        warrantyCents: row.warranty?.priceCents ?? 0,
        installCents: row.install?.priceCents ?? 0,
        brandId: row.product.brandId,
        categoryUri: row.category.uri,
      };
      return { ...input, ...priceLine(input, ctx.themeId) };
    });
    const subTotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
    const verdict = evaluateCoupon({ ...coupon.coupon, categoryUri: coupon.categoryUri }, lines, subTotal, now);
    if (!verdict.ok) throw bad('coupon_not_applicable', verdict.message);
    if (coupon.coupon.singleUsePerEmail) {
      const email = (userEmail?.trim() || cart.email || '').toLowerCase();
      if (!isValidEmail(email)) throw bad('coupon_needs_email', CART_COPY.couponNeedsEmail(code));
      if (!(await claimCouponRedemption(tx, { couponId: coupon.coupon.id, email, cartId: id })))
        throw bad('coupon_used', CART_COPY.couponUsed(code));
    }
    await insertCartCode(tx, { cartId: id, code, kind: 'coupon', couponId: coupon.coupon.id });
  });
}

export async function removeCode(db: Db, owner: CartOwner, rawCode: string): Promise<void> {
  const code = rawCode.trim().toUpperCase();
  const key = cartKeyOf(owner);
  const removed = key
    ? await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const cartId = await lockCart(tx, key);
        if (!cartId) return 0;
        const held = (await listCartCodes(tx, { cartId })).find((h) => h.code === code);
        const n = await deleteCartCode(tx, { cartId, code });
        if (held?.coupon) await releaseCouponRedemptions(tx, { couponId: held.coupon.id, cartId });
        return n;
      })
    : 0;
  if (removed === 0) throw new AppError('coupon_not_applied', [CART_COPY.couponDelete]);
}

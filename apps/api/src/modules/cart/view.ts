import type { Cart, CartProduct, CartQuery, CartReward } from '@shop/contracts';
import {
  EMPTY_CART_ID,
  centsToDollars as dollars,
  checkCartStock,
  hasProformaDelivery,
  isProformaBrand,
  parseProformaBrands,
  priceCartWithVouchers,
  sortBySortOrder,
  type PricingWithVouchers,
  type StockCheck,
  type ThemeId,
} from '@shop/domain';
import { CART_COPY, codeProblemMessage } from './copy.ts';
import type { CartView, CartViewCode, CartViewLine } from './view-queries.ts';

// The cart answer of the API: its read model priced once by the domain, then shaped as the contract says.

type StockLine = CartViewLine & { productId: number; stockQuantity: number };

export interface PricedView {
  pricing: PricingWithVouchers;
  stock: StockCheck<StockLine>;
}

/**
 * Prices the read model's lines, vouchers and codes (the domain's priceCartWithVouchers: coupons see the products
 * only) and checks its stock: once per answer.
 */
export function priceView(
  view: Pick<CartView, 'lines' | 'codes' | 'vouchers'>,
  ctx: { themeId: ThemeId; now: Date },
): PricedView {
  const pricing = priceCartWithVouchers(
    view.lines.map((row) => ({
      qty: row.qty,
      priceCents: row.product.priceCents,
      lineDiscountCents: row.product.lineDiscountCents,
      warrantyCents: row.warranty?.priceCents ?? 0,
      installCents: row.install?.priceCents ?? 0,
      rrpCents: row.product.rrpCents,
      brandId: row.product.brandId,
      categoryUri: row.category.uri,
    })),
    view.codes.map((c) => ({
      code: c.code,
      coupon: c.coupon ? { ...c.coupon, categoryUri: c.categoryUri } : null,
      giftCard: c.giftCard,
    })),
    view.vouchers.map((v) => v.valueCents),
    ctx,
  );
  const stock = checkCartStock(
    view.lines.map((row) => ({
      ...row,
      productId: row.product.id,
      stockQuantity: row.product.stockQuantity,
    })),
  );
  return { pricing, stock };
}

/** The view with one more code applied after the ones it holds (codes are listed in the order applied). */
export function withCode(view: CartView, code: CartViewCode): CartView {
  return { ...view, codes: [...view.codes, code] };
}

function locationOf(query: Partial<CartQuery>): Cart['location'] {
  const entries = (['suburb', 'postcode', 'state'] as const)
    .map((k) => [k, query[k]?.trim() ?? ''] as const)
    .filter(([, v]) => v !== '');
  return entries.length ? Object.fromEntries(entries) : null;
}

/** No cart (no cookie, or its row is gone): the all-zero id, and nothing in it. */
export function emptyCart(query: Partial<CartQuery> = {}): Cart {
  return {
    cartId: EMPTY_CART_ID,
    products: [],
    rewards: [],
    vouchers: [],
    productCount: 0,
    subTotal: 0,
    voucherTotal: 0,
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

function toProduct(
  row: CartViewLine,
  i: number,
  priced: PricedView,
  proformaBrands: readonly string[],
  promoId: number | null,
): CartProduct {
  const price = priced.pricing.lines[i];
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
    lineDiscount: dollars(price?.lineDiscountTotalCents ?? 0),
    quantity: row.qty,
    stockQuantity: row.product.stockQuantity,
    available: priced.stock.available[i] ?? true,
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
    promoId,
    images: row.product.images.map((img, k) => ({ path: img.url, type: k === 0 ? 0 : 2 })),
    image: row.product.images[0]?.thumbUrl ?? row.product.images[0]?.url ?? '',
    lineTotal: dollars(price?.lineTotalCents ?? 0),
    sortOrder: i,
  };
}

/** Rewards are the running promotions linked to the cart's products, one per promotion with the codes it came from. */
function toRewards(view: CartView, productCount: number): CartReward[] {
  const rewardsById = new Map<number, CartReward>();
  const lineOrder = new Map(view.lines.map((row, i) => [row.product.id, i]));
  for (const r of view.rewards) {
    const code = view.lines.find((row) => row.product.id === r.productId)?.productCode ?? '';
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
      sortOrder: productCount + (lineOrder.get(r.productId) ?? 0),
    });
  }
  return sortBySortOrder([...rewardsById.values()]);
}

/** The answer for a priced read model; `query` carries the location echoed back (never stored). */
export function toCart(view: CartView, priced: PricedView, query: Partial<CartQuery> = {}): Cart {
  const { pricing } = priced;
  const proformaBrands = parseProformaBrands(view.proformaSetting);
  const firstPromo = new Map<number, number>();
  for (const r of view.rewards) if (!firstPromo.has(r.productId)) firstPromo.set(r.productId, r.promoId);
  const products = view.lines.map((row, i) =>
    toProduct(row, i, priced, proformaBrands, firstPromo.get(row.product.id) ?? null),
  );
  const coupon = pricing.codes.find((c) => c.kind === 'coupon');
  return {
    cartId: view.id,
    products: sortBySortOrder(products),
    rewards: toRewards(view, products.length),
    vouchers: view.vouchers.map(({ valueCents, ...v }) => ({ ...v, value: dollars(valueCents) })),
    productCount: products.reduce((n, p) => n + p.quantity, 0),
    subTotal: dollars(pricing.subTotalCents),
    voucherTotal: dollars(pricing.voucherCents),
    discountTotal: dollars(pricing.discountCents),
    giftCardTotal: dollars(pricing.giftCardCents),
    orderTotal: dollars(pricing.orderTotalCents),
    savingTotal: dollars(pricing.savingCents),
    couponCode: coupon?.code ?? null,
    codes: pricing.codes.map((c) => {
      const source = view.codes.find((x) => x.code === c.code);
      return {
        code: c.code,
        kind: c.kind,
        description:
          c.kind === 'coupon'
            ? (source?.coupon?.description ?? '')
            : CART_COPY.giftCardDescription(source?.giftCard?.balanceCents ?? 0),
        amount: dollars(c.amountCents),
        freeDelivery: c.freeDelivery,
      };
    }),
    freeDelivery: pricing.freeDelivery,
    email: view.email,
    location: locationOf(query),
    winningDeliveryServiceOverride: query.winningDeliveryServiceOverride === 'true',
    hasProformaDelivery: hasProformaDelivery(products, view.proformaSetting),
    messages: pricing.problems.map(codeProblemMessage),
    errors: priced.stock.shortfalls.map((l) => ({
      message: CART_COPY.stockReduced(l.product.title, l.stockQuantity),
    })),
  };
}

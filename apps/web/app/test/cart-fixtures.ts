import type { Cart, CartProduct, CompareProductDetail } from '@shop/contracts';

export function cartLineFixture(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    lineId: 1,
    productCode: 'WM-1001',
    sku: 'WM-1001',
    productId: 1,
    unitId: 1,
    uri: 'product/front-load-washer-8kg/',
    title: 'Front Load Washer 8kg',
    brand: 'Acme',
    category: 'Washing Machines',
    categorization: 'laundry',
    price: 1000,
    rrp: 1200,
    lineDiscount: 0,
    quantity: 1,
    stockQuantity: 5,
    available: true,
    stockStatus: 'inStock',
    isProforma: false,
    ribbonType: null,
    conditionType: null,
    missingParts: null,
    warrantyId: null,
    installId: null,
    selectedWarranty: null,
    selectedInstall: null,
    promoId: null,
    images: [{ path: '/img/washer.jpg', type: 0 }],
    image: '/img/washer.jpg',
    lineTotal: 1000,
    sortOrder: 0,
    ...overrides,
  };
}

export function cartFixture(overrides: Partial<Cart> = {}): Cart {
  const products = overrides.products ?? [cartLineFixture()];
  const subTotal = products.reduce((s, p) => s + (p.lineTotal ?? 0), 0);
  return {
    cartId: '11111111-2222-3333-4444-555555555555',
    products,
    rewards: [],
    vouchers: [],
    productCount: products.length,
    subTotal,
    voucherTotal: 0,
    discountTotal: 0,
    giftCardTotal: 0,
    orderTotal: subTotal,
    savingTotal: 0,
    couponCode: null,
    codes: [],
    freeDelivery: false,
    email: null,
    location: null,
    winningDeliveryServiceOverride: false,
    hasProformaDelivery: false,
    messages: [],
    errors: [],
    ...overrides,
  };
}

export function compareDetailFixture(sku: string, overrides: Partial<CompareProductDetail> = {}): CompareProductDetail {
  return {
    productId: sku.length,
    sku,
    title: `Product ${sku}`,
    uri: `product/product-${sku.toLowerCase()}/`,
    price: 1000,
    rrp: null,
    image: `/img/${sku}.jpg`,
    images: [],
    brandName: 'Acme',
    brandImage: null,
    category: 'Fridges',
    specifications: {},
    ...overrides,
  };
}

/** A fake of the storefront API keyed by 'METHOD path'; answers may be functions of the request body. */
export function methodFetch(
  answers: Record<string, unknown | ((body: unknown) => { status?: number; body: unknown })>,
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: input, body });
    const answer = answers[`${method} ${input}`];
    if (answer === undefined) {
      return Response.json({ status: 404, code: 'not_found', message: 'Not found', errors: [] }, { status: 404 });
    }
    if (typeof answer === 'function') {
      const r = (answer as (b: unknown) => { status?: number; body: unknown })(body);
      return Response.json(r.body, { status: r.status ?? 200 });
    }
    return Response.json(answer);
  };
  /** Adds or replaces an answer. */
  const answer = (key: string, value: unknown) => {
    answers[key] = value;
  };
  return { fetch, calls, answers: answer };
}

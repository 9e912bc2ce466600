import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CheckoutRequest } from '@shop/contracts';
import { brands, categories, products, type DbHandle, type ProductRow } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi, type StorefrontApiDeps } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { deliveryPlan } from '../delivery/service.ts';
import { NEAR, addTestLocalities } from '../delivery/test-fixtures.ts';
import type { CardGateway } from '../gateway/gateway.ts';
import {
  TEST_GATEWAY_URL,
  createTestGateway,
  type TestCard,
  type TestGateway,
} from '../gateway/test-gateway.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';

// The checkout tests' world: a seeded database with a deliverable locality, the real payments sandbox in-process, and
// the storefront API charging through it; shoppers who keep their cart cookie as a browser does.

export const SUPPORT_PHONE = '1300 000 111';
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  challenge: '4000002760003184',
} as const;

export interface CheckoutHarness {
  app: FastifyInstance;
  handle: DbHandle;
  sandbox: TestGateway;
  close(): Promise<void>;
}

export async function createCheckoutHarness(
  opts: {
    wrapGateway?: (g: CardGateway) => CardGateway;
    env?: Record<string, string>;
    handle?: DbHandle;
    identity?: StorefrontApiDeps['identity'];
    verifyAccessToken?: StorefrontApiDeps['verifyAccessToken'];
    /** The sandbox's clock (an in-store request's expiry). */
    sandboxNow?: () => Date;
  } = {},
): Promise<CheckoutHarness> {
  const handle = opts.handle ?? (await createTestDatabase({ seed: { products: 60 } }));
  if (!opts.handle) await addTestLocalities(handle.db);
  const sandbox = await createTestGateway({
    db: handle.db,
    ...(opts.sandboxNow ? { now: opts.sandboxNow } : {}),
  });
  const app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      PAYMENTS_URL: TEST_GATEWAY_URL,
      CUSTOMER_SUPPORT_NUMBER: SUPPORT_PHONE,
      ...opts.env,
    }),
    gateway: opts.wrapGateway ? opts.wrapGateway(sandbox.gateway) : sandbox.gateway,
    webhookSecret: async () => sandbox.webhookSecret,
    ...(opts.identity ? { identity: opts.identity } : {}),
    ...(opts.verifyAccessToken ? { verifyAccessToken: opts.verifyAccessToken } : {}),
  });
  await app.ready();
  return {
    app,
    handle,
    sandbox,
    async close() {
      await app.close();
      await sandbox.close();
      if (!opts.handle) await handle.close();
    },
  };
}

/** A product of the shop's own delivery (a brand with no supplier), priced and stocked as asked. */
export async function stockedProduct(
  h: Pick<CheckoutHarness, 'handle'>,
  index: number,
  set: { priceCents: number; stockQuantity: number; brand?: string },
): Promise<ProductRow> {
  const db = h.handle.db;
  const [brand] = await db
    .select()
    .from(brands)
    .where(eq(brands.name, set.brand ?? 'Samsung'));
  const [category] = await db
    .select()
    .from(categories)
    .where(sql`${categories.uri} LIKE 'kitchen/%'`)
    .limit(1);
  const all = await db.select().from(products).orderBy(asc(products.id));
  const [row] = await db
    .update(products)
    .set({
      priceCents: set.priceCents,
      stockQuantity: set.stockQuantity,
      stockStatus: 'inStock',
      lineDiscountCents: 0,
      rrpCents: null,
      brandId: brand!.id,
      brandName: brand!.name,
      categoryId: category!.id,
    })
    .where(eq(products.id, all[index]!.id))
    .returning();
  return row!;
}

/** The first date the calendar offers at NEAR today, as the contract's [y, m, d]. */
export async function firstDeliveryDate(
  h: Pick<CheckoutHarness, 'handle'>,
  product: ProductRow,
): Promise<[number, number, number]> {
  const plan = await deliveryPlan(h.handle.db, {
    country: 'AU',
    ...NEAR,
    lines: [
      {
        productId: product.id,
        sku: product.sku,
        brandId: product.brandId,
        brandName: product.brandName,
        categoryUri: 'kitchen',
        qty: 1,
        stockQuantity: product.stockQuantity,
        priceCents: product.priceCents,
      },
    ],
    freeDelivery: false,
    selectedServiceSkus: [],
    winningDeliveryServiceOverride: false,
    proformaBrands: [],
    today: new Date(),
  });
  const first = plan.dates.find((d) => d.available);
  if (!first) throw new Error('no delivery date on offer');
  const [y, m, d] = first.date.split('-').map(Number);
  return [y!, m!, d!];
}

export function testCard(number: string): TestCard {
  return {
    number,
    cvc: number.startsWith('37') ? '1234' : '123',
    expiryMonth: '12',
    expiryYear: String(new Date().getFullYear() + 2),
    holderName: 'Ada Lovelace',
  };
}

export function orderBody(
  over: Partial<CheckoutRequest> & { deliveryDate: [number, number, number] },
): CheckoutRequest {
  return {
    email: 'ada@example.com',
    newsletter: false,
    phoneNumber: '0412 345 678',
    partialPayment: null,
    deliveryAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: '',
      address: '1 Analytical Way',
      suburb: NEAR.suburb,
      state: NEAR.state,
      postcode: NEAR.postcode,
      deliveryInstructions: '',
      country: 'AU',
    },
    poNumber: '',
    billingAddress: null,
    selectedPaymentOption: 0,
    cardDetails: { nameOnCard: 'Ada Lovelace' },
    cardHolderName: 'Ada Lovelace',
    browserInfo: { screenHeight: 900, screenWidth: 1440 },
    ...over,
  };
}

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;

/** A browser: keeps its cart cookie, and its own client address. */
export function shopper(h: Pick<CheckoutHarness, 'app'>, remoteAddress = '127.0.0.1', accessToken?: string) {
  let cookie = '';
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<Res> => {
    const res = await h.app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const set = res.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cookie = set.value ? `${CART_COOKIE}=${set.value}` : '';
    return res;
  };
  return {
    call,
    async add(product: ProductRow, quantity = 1): Promise<string> {
      const res = await call('POST', '/api/cart/product/', { code: product.sku, quantity, mode: 'set' });
      if (res.statusCode !== 200) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { cartId: string }).cartId;
    },
    checkout: (body: CheckoutRequest) => call('POST', '/api/checkout', body),
  };
}

/**
 * One pass of the sandbox's notification loop into this storefront (signed as the sandbox signs them), through
 * app.inject: how many the storefront acknowledged.
 */
export function deliverNotifications(h: CheckoutHarness): Promise<number> {
  return h.sandbox.deliverNotifications(async ({ url, headers, body }) => {
    const res = await h.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers,
      payload: body,
    });
    return res.statusCode;
  });
}

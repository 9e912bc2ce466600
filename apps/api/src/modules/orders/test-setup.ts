import type { FastifyInstance } from 'fastify';
import { and, asc, gt, not, ilike, notInArray } from 'drizzle-orm';
import { deliverySuppliers, products, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { createFakeIdentityClient, type FakeIdentityClient } from '../auth/fake-identity-client.ts';
import { createTestIdentity, testBrowser, type TestBrowser, type TestIdentity } from '../auth/test-tokens.ts';
import { createTestGateway, type TestGateway } from '../gateway/test-gateway.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';

// For tests only: the storefront API with the payments sandbox in-process, a test identity and a seeded database.

export const TEST_SECRET = 'orders-test-secret-of-at-least-32-characters';

export interface OrdersTestApp {
  app: FastifyInstance;
  handle: DbHandle;
  payments: TestGateway;
  identity: TestIdentity;
  fake: FakeIdentityClient;
  browser(): TestBrowser;
  /** A product that can be bought (in stock, priced). */
  buyable(): Promise<{ id: number; sku: string }>;
  close(): Promise<void>;
}

/** `now`: the API's clock for a placed order's date rules, so a test reads the same calendar on any day. */
export async function createOrdersTestApp(opts: { now?: () => Date } = {}): Promise<OrdersTestApp> {
  const handle = await createTestDatabase({ seed: { products: 40 } });
  const payments = await createTestGateway({ db: handle.db });
  const identity = await createTestIdentity();
  const fake = createFakeIdentityClient();
  const app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      STOREFRONT_SECRET: TEST_SECRET,
      ...identity.env,
    }),
    identity: fake,
    gateway: payments.gateway,
    ...(opts.now ? { now: opts.now } : {}),
  });
  await app.ready();
  return {
    app,
    handle,
    payments,
    identity,
    fake,
    browser: () => testBrowser(app, identity, CART_COOKIE),
    async buyable() {
      // Not the restricted brand, whose carts are offered no deposit (001 §4), nor one its supplier delivers (the
      // shop's own calendar is what these tests read).
      const [found] = await handle.db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(
          and(
            gt(products.stockQuantity, 2),
            gt(products.priceCents, 0),
            not(ilike(products.title, '%miele%')),
            notInArray(
              products.brandId,
              handle.db.select({ id: deliverySuppliers.brandId }).from(deliverySuppliers),
            ),
          ),
        )
        .orderBy(asc(products.id))
        .limit(1);
      if (!found) throw new Error('no buyable product in the seed');
      return found;
    },
    async close() {
      await app.close();
      await payments.close();
      await handle.close();
    },
  };
}

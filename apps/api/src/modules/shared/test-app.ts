import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { readCacheFor } from './cache.ts';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  /**
   * Forgets the cached reads (docs/decisions/0016): a test that changes rows through `handle.db` and then reads them
   * through the API calls this in between, as an admin tool's change would otherwise show only after the TTL.
   */
  clearCache(): void;
  close(): Promise<void>;
}

/** The storefront API on its own seeded test database (one per test file), without the pages. */
export async function createTestApp(
  opts: { products?: number; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase({ seed: { products: opts.products ?? 200 } });
  const app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...opts.env }),
  });
  await app.ready();
  return {
    app,
    handle,
    clearCache: () => readCacheFor(handle.db).clear(),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export const dbLabel = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { clientSecretSource, createShopperIdentityFetch, type StorefrontConfig } from '@shop/api';
import { type Db, isSeeded, migrateDatabase, openDatabase, seedDemo } from '@shop/db';
import { buildStorefrontApp } from './app.ts';
import { DRAIN_TIMEOUT_MS, drainStorefront } from './drain.ts';

export interface StartStorefrontOptions {
  /** Its `dataDir` is taken relative to the working directory. */
  config: StorefrontConfig;
  /** Serve the pages through Vite with hot reload instead of the production build. */
  development?: boolean;
  log?: (line: string) => void;
}

export interface RunningStorefront {
  app: FastifyInstance;
  /** 'pglite' or 'postgres'. */
  databaseKind: string;
  /** The open database, for the identity service when it runs in the same process (its own schema in it). */
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database (loading the demo catalogue into an empty one, outside production), builds the
 * storefront with the web renderer and listens. The caller sets NODE_ENV first: React reads it when it loads here.
 */
export async function startStorefront(options: StartStorefrontOptions): Promise<RunningStorefront> {
  const { config } = options;
  const log = options.log ?? console.log;
  const development = options.development === true;
  const web = await import('@shop/web/handler');
  const handle = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: path.join(path.resolve(config.dataDir), 'pglite') },
  );
  try {
    await migrateDatabase(handle);
    if (!config.production && !(await isSeeded(handle.db))) {
      log(`Loading the demo data (${config.seedProducts} products)…`);
      const summary = await seedDemo(handle.db, { products: config.seedProducts });
      log(`Demo data loaded: ${JSON.stringify(summary)}`);
    }
    const app = await buildStorefrontApp({
      db: handle.db,
      config,
      development,
      createWeb: (apiFetch) =>
        web.createWebHandler({
          mode: development ? 'development' : 'production',
          site: {
            theme: config.theme,
            country: config.country,
            companyName: config.companyName,
            locale: config.locale,
            customerSupportNumber: config.customerSupportNumber,
            hostname: config.hostname,
            loginRoute: config.loginRoute,
            identityUrl: config.identityUrl,
            production: config.production,
            integrations: {
              analyticsKey: config.analyticsKey,
              socialPixelId: config.socialPixelId,
              merchantId: config.merchantId,
              consentBanner: config.consentBanner,
            },
          },
          apiFetch,
          identityFetch: createShopperIdentityFetch({
            baseUrl: config.identityUrl,
            clientId: config.identityClientId,
            clientSecret: clientSecretSource(config),
          }),
        }),
    });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (err) {
      await app.close();
      throw err;
    }
    return {
      app,
      databaseKind: handle.kind,
      db: handle.db,
      async close() {
        // Pages still rendering finish, with their in-process reads, before Fastify's close refuses those.
        const { unfinished } = await drainStorefront(app);
        if (unfinished > 0)
          log(`Stopping with ${unfinished} answer(s) unfinished after ${DRAIN_TIMEOUT_MS / 1000}s`);
        await app.close();
        await handle.close();
      },
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

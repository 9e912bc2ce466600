/**
 * Runs the whole shop in one process: storefront (:3000), identity (:3001) and payments sandbox
 * (:3002). Builds the web app when it is not built, creates and migrates the database, loads the
 * demo data on the first run. `--dev` serves the web app through Vite with hot reload.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { INTERNAL_REQUEST_HEADER, buildStorefront, loadStorefrontConfig } from '@shop/api';
import { buildIdentity, loadIdentityConfig } from '@shop/identity';
import { buildPayments, loadPaymentsConfig } from '@shop/payments';
import { isSeeded, migrateDatabase, openDatabase, seedDemo } from '@shop/db';
import { ConfigError } from '@shop/server-kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const development = process.argv.includes('--dev');
// React picks its build by NODE_ENV when the renderer first loads it (below, after this line runs): unset, the
// served pages render with React's development build, which checks every element and is about twice as slow
// (docs/decisions/0016-read-caching.md). An explicit NODE_ENV still wins.
process.env.NODE_ENV ??= development ? 'development' : 'production';

function loadConfigs() {
  try {
    return {
      storefront: loadStorefrontConfig(process.env),
      identity: loadIdentityConfig(process.env),
      payments: loadPaymentsConfig(process.env),
    };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const started = performance.now();
  const configs = loadConfigs();
  const { storefront: config } = configs;
  const web = await import('@shop/web/handler');

  if (!development && !web.isWebBuilt()) {
    console.log('Building the web app (first start)…');
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error('The web app did not build; see the output above.');
      process.exit(1);
    }
  }

  const dataDir = path.resolve(root, config.dataDir);
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  if (!(await isSeeded(handle.db))) {
    console.log(`Loading the demo data (${config.seedProducts} products)…`);
    const summary = await seedDemo(handle.db, { products: config.seedProducts });
    console.log(`Demo data loaded: ${JSON.stringify(summary)}`);
  }

  const apiPort = config.port;
  const internalToken = randomBytes(24).toString('hex');
  const webHandler = await web.createWebHandler({
    mode: development ? 'development' : 'production',
    site: {
      theme: config.theme,
      country: config.country,
      companyName: config.companyName,
      locale: config.locale,
      customerSupportNumber: config.customerSupportNumber,
      hostname: config.hostname,
      loginRoute: config.loginRoute,
    },
    // Loaders call the API in process: no socket, same validation, same handlers.
    apiFetch: async (input, init) => {
      const response = await storefront.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: input,
        headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), [INTERNAL_REQUEST_HEADER]: internalToken },
        ...(init?.body ? { payload: init.body as string } : {}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
      }
      const empty = response.rawPayload.length === 0 || response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
    },
  });

  const storefront: FastifyInstance = await buildStorefront({
    db: handle.db,
    config,
    web: webHandler,
    devMiddleware: webHandler.devMiddleware,
    development,
    internalToken,
  });
  const identity = await buildIdentity({ ...configs.identity, dataDir: path.resolve(root, configs.identity.dataDir) });
  const payments = await buildPayments({ ...configs.payments, dataDir: path.resolve(root, configs.payments.dataDir) });

  await storefront.listen({ port: apiPort, host: config.host });
  await identity.listen({ port: configs.identity.port, host: configs.identity.host });
  await payments.listen({ port: configs.payments.port, host: configs.payments.host });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `Shop is up in ${seconds}s (${handle.kind}, theme ${config.theme}, ${config.country}${development ? ', development' : ''}):`,
      `  storefront        http://localhost:${apiPort}`,
      `  identity          http://localhost:${configs.identity.port}`,
      `  payments sandbox  http://localhost:${configs.payments.port}`,
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping…`);
    await Promise.allSettled([storefront.close(), identity.close(), payments.close()]);
    await webHandler.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});

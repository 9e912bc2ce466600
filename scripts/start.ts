/**
 * Runs the whole shop in one process: storefront (:3000), identity (:3001) and payments sandbox
 * (:3002), each as its own entry point would (apps/<service>/src/main.ts). Builds the web app when it
 * is not built; the storefront creates and migrates the database and loads the demo data on the first
 * run. `--dev` serves the web app through Vite with hot reload.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadStorefrontConfig } from '@shop/api';
import { buildIdentity, loadIdentityConfig } from '@shop/identity';
import { buildPayments, loadPaymentsConfig } from '@shop/payments';
import { runService } from '@shop/server-kit';
import { startStorefront } from '@shop/storefront';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const development = process.argv.includes('--dev');
// React picks its build by NODE_ENV when the renderer first loads it (below, after this line runs): unset, the
// served pages render with React's development build, which checks every element and is about twice as slow
// (docs/decisions/0016-read-caching.md). An explicit NODE_ENV still wins.
process.env.NODE_ENV ??= development ? 'development' : 'production';

async function buildWebIfMissing() {
  const web = await import('@shop/web/handler');
  if (web.isWebBuilt()) return;
  console.log('Building the web app (first start)…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The web app did not build; see the output above.');
    process.exit(1);
  }
}

await runService(async () => {
  const started = performance.now();
  const config = loadStorefrontConfig(process.env);
  const identityConfig = loadIdentityConfig(process.env);
  const paymentsConfig = loadPaymentsConfig(process.env);
  if (!development) await buildWebIfMissing();

  // Data directories are the repository's, wherever the command was started.
  const storefront = await startStorefront({
    config: { ...config, dataDir: path.resolve(root, config.dataDir) },
    development,
  });
  // One process, one database handle: the identity service's tables sit in their own schema of it.
  const identity = await buildIdentity({
    ...identityConfig,
    dataDir: path.resolve(root, identityConfig.dataDir),
    db: storefront.db,
  });
  // The payments sandbox too: its tables sit in schema `payments`, which the storefront never reads.
  const payments = await buildPayments({
    ...paymentsConfig,
    dataDir: path.resolve(root, paymentsConfig.dataDir),
    db: storefront.db,
  });
  await identity.listen({ port: identityConfig.port, host: identityConfig.host });
  await payments.listen({ port: paymentsConfig.port, host: paymentsConfig.host });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `Shop is up in ${seconds}s (${storefront.databaseKind}, theme ${config.theme}, ${config.country}${development ? ', development' : ''}):`,
      `  storefront        http://localhost:${config.port}`,
      `  identity          http://localhost:${identityConfig.port}`,
      `  payments sandbox  http://localhost:${paymentsConfig.port}`,
    ].join('\n'),
  );

  return {
    async close() {
      await Promise.allSettled([storefront.close(), identity.close(), payments.close()]);
    },
  };
});

/**
 * The storefront on its own, as production runs it: `node apps/storefront/src/main.ts` (npm run start:storefront).
 * Reads its configuration from the environment, migrates the database and serves the built web app; with
 * `STOREFRONT_WORKERS` above 1 it runs that many such processes on one port (./workers.ts), and this one, which only
 * supervises them, never loads the storefront's code.
 */
import cluster from 'node:cluster';
import { ConfigError } from '@shop/server-kit/config';
import { checkSharedState, stopWhenPrimaryGone, superviseWorkers, workerCount } from './workers.ts';

// React picks its build by NODE_ENV when the renderer first loads it; unset, pages would render with the slower
// development build (docs/decisions/0016-read-caching.md).
process.env.NODE_ENV ??= 'production';

let workers = 1;
try {
  workers = cluster.isPrimary ? workerCount(process.env) : 1;
  checkSharedState(workers, process.env);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

if (workers > 1) {
  const started = performance.now();
  try {
    await superviseWorkers({ workers, fork: () => cluster.fork() });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Storefront: ${workers} worker processes are up in ${seconds}s`);
  } catch (err) {
    // The worker has printed its own reason (a bad setting, an unreachable database) above.
    console.error(`The storefront did not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
} else {
  if (cluster.isWorker) stopWhenPrimaryGone();
  const [{ loadStorefrontConfig }, { runService }, { startStorefront }] = await Promise.all([
    import('@shop/api'),
    import('@shop/server-kit/process'),
    import('./serve.ts'),
  ]);
  await runService(async () => {
    const started = performance.now();
    const config = loadStorefrontConfig(process.env);
    const storefront = await startStorefront({ config });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const worker = cluster.isWorker ? `worker ${process.pid}, ` : '';
    console.log(
      `Storefront is up in ${seconds}s (${worker}${storefront.databaseKind}, theme ${config.theme}, ${config.country}): http://localhost:${config.port}`,
    );
    return storefront;
  });
}

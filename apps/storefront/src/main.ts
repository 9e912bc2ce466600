/**
 * The storefront on its own, as production runs it: `node apps/storefront/src/main.ts` (npm run start:storefront).
 * Reads its configuration from the environment, migrates the database and serves the built web app.
 */
import { loadStorefrontConfig } from '@shop/api';
import { runService } from '@shop/server-kit';
import { startStorefront } from './serve.ts';

// React picks its build by NODE_ENV when the renderer first loads it; unset, pages would render with the slower
// development build (docs/decisions/0016-read-caching.md).
process.env.NODE_ENV ??= 'production';

await runService(async () => {
  const started = performance.now();
  const config = loadStorefrontConfig(process.env);
  const storefront = await startStorefront({ config });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Storefront is up in ${seconds}s (${storefront.databaseKind}, theme ${config.theme}, ${config.country}): http://localhost:${config.port}`,
  );
  return storefront;
});

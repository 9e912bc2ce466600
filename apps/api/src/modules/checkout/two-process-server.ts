/**
 * One storefront process of two-process.test.ts: the storefront API (checkout and its reconciler included) on the
 * test's PostgreSQL database (DATABASE_URL, already migrated and seeded), charging through the payments sandbox the
 * test runs (PAYMENTS_URL, PAYMENTS_API_KEY), as a production process would. It listens on `--port N` (0, the default:
 * any free port, so parallel runs never collide), prints `storefront ready on <port>` once it accepts connections,
 * and stops cleanly on SIGTERM as every entry point does.
 *
 *   DATABASE_URL=postgres://… PAYMENTS_URL=http://127.0.0.1:N PAYMENTS_API_KEY=… node two-process-server.ts --port 0
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '@shop/db';
import { ConfigError, runService } from '@shop/server-kit';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';

const Args = z.object({ port: z.coerce.number().int().min(0).max(65535).default(0) });

await runService(async () => {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const args = Args.safeParse(values);
  if (!args.success)
    throw new ConfigError([{ variable: '--port', message: 'must be a port number (0: any free port)' }]);
  const config = loadStorefrontConfig(process.env);
  if (!config.databaseUrl)
    throw new ConfigError([{ variable: 'DATABASE_URL', message: 'must name the test database' }]);
  const handle = await openDatabase({ url: config.databaseUrl, poolSize: 10 });
  const app = await buildStorefrontApi({ db: handle.db, config });
  try {
    const address = await app.listen({ port: args.data.port, host: '127.0.0.1' });
    console.log(`storefront ready on ${new URL(address).port}`);
  } catch (err) {
    await app.close();
    await handle.close();
    throw err;
  }
  return {
    async close() {
      await app.close();
      await handle.close();
    },
  };
});

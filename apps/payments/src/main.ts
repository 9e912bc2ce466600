/** The payments sandbox on its own: `node apps/payments/src/main.ts` (npm run start:payments). */
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@shop/db';
import { runService } from '@shop/server-kit';
import { buildPayments } from './app.ts';
import { loadPaymentsConfig } from './config.ts';

await runService(async () => {
  const config = loadPaymentsConfig(process.env);
  const dataDir = path.resolve(config.dataDir);
  // PAYMENTS_DATABASE_URL, else the shop's DATABASE_URL (its tables sit in their own schema), else PGlite on disk.
  // PGlite files are one process's: standalone, the sandbox keeps its own next to the storefront's.
  const handle = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(dataDir, 'payments', 'pglite') },
  );
  try {
    await migrateDatabase(handle);
    const app = await buildPayments({ ...config, dataDir, db: handle.db });
    await app.listen({ port: config.port, host: config.host });
    console.log(`Payments sandbox is up: http://localhost:${config.port}`);
    return {
      async close() {
        await app.close();
        await handle.close();
      },
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
});

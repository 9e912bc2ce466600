/** The identity service on its own: `node apps/identity/src/main.ts` (npm run start:identity). */
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@shop/db';
import { runService } from '@shop/server-kit';
import { buildIdentity } from './app.ts';
import { loadIdentityConfig } from './config.ts';

await runService(async () => {
  const config = loadIdentityConfig(process.env);
  const dataDir = path.resolve(config.dataDir);
  // IDENTITY_DATABASE_URL, else the shop's DATABASE_URL (its tables sit in their own schema), else PGlite on disk.
  const handle = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    await migrateDatabase(handle);
    const app = await buildIdentity({ ...config, dataDir, db: handle.db });
    await app.listen({ port: config.port, host: config.host });
    console.log(`Identity service is up: http://localhost:${config.port}`);
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

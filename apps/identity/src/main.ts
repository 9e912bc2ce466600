/** The identity service on its own: `node apps/identity/src/main.ts` (npm run start:identity). */
import path from 'node:path';
import { runService } from '@shop/server-kit';
import { buildIdentity } from './app.ts';
import { loadIdentityConfig } from './config.ts';

await runService(async () => {
  const config = loadIdentityConfig(process.env);
  const app = await buildIdentity({ ...config, dataDir: path.resolve(config.dataDir) });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Identity service is up: http://localhost:${config.port}`);
  return { close: () => app.close() };
});

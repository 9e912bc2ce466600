/** The payments sandbox on its own: `node apps/payments/src/main.ts` (npm run start:payments). */
import path from 'node:path';
import { runService } from '@shop/server-kit';
import { buildPayments } from './app.ts';
import { loadPaymentsConfig } from './config.ts';

await runService(async () => {
  const config = loadPaymentsConfig(process.env);
  const app = await buildPayments({ ...config, dataDir: path.resolve(config.dataDir) });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Payments sandbox is up: http://localhost:${config.port}`);
  return { close: () => app.close() };
});

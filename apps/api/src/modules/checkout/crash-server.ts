/**
 * One storefront process of crash.test.ts: as two-process-server.ts (the storefront API, its reconciler included, on
 * the test's PostgreSQL database, charging through the payments sandbox the test runs over HTTP), plus a crash hook
 * that exists only in this test entry, never in production code. `--crash` chooses where the process kills itself
 * with SIGKILL (no clean-up, no finally blocks, no answer to the shopper), as a power cut or the OOM killer would:
 *
 *   none              no hook: a plain storefront (the "restarted" process)
 *   before-authorise  the reservation is committed, the gateway never asked
 *   after-authorise   the gateway authorised the charge, the storefront has not recorded it nor placed the order
 *   after-approve     a provider's payment (docs/decisions/0029): the gateway's look-up says the shopper approved it,
 *                     the storefront has not placed the order
 *
 * It prints `storefront ready on <port>` once it accepts connections, and `crash hook: SIGKILL <where>` on stderr
 * just before killing itself, so the test can tell the hook's death from any other.
 *
 *   DATABASE_URL=… PAYMENTS_URL=http://127.0.0.1:N PAYMENTS_API_KEY=… node crash-server.ts --port 0 --crash after-authorise
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '@shop/db';
import { ConfigError, runService } from '@shop/server-kit';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { gatewayFromConfig } from '../gateway/config.ts';
import type { CardGateway } from '../gateway/gateway.ts';

export const CRASH_POINTS = ['none', 'before-authorise', 'after-authorise', 'after-approve'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

const Args = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(0),
  crash: z.enum(CRASH_POINTS).default('none'),
});

function die(where: CrashPoint): Promise<never> {
  // Pipes are written synchronously on Linux, so the line is out before the signal lands.
  process.stderr.write(`crash hook: SIGKILL ${where}\n`);
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL cannot be caught; nothing after this point may run, not even a resolved promise's continuation.
  return new Promise<never>(() => {});
}

/** The real HTTP gateway, with the process killing itself at the chosen point of an authorisation. */
function crashingGateway(inner: CardGateway, crash: CrashPoint): CardGateway {
  if (crash === 'none') return inner;
  return {
    ...inner,
    async findByMerchantReference(keyName, merchantReference) {
      const held = await inner.findByMerchantReference(keyName, merchantReference);
      if (crash === 'after-approve' && held.some((p) => p.method !== 'card' && p.status === 'authorised'))
        return die(crash);
      return held;
    },
    async authorise(request, idempotencyKey) {
      if (crash === 'before-authorise') return die(crash);
      const result = await inner.authorise(request, idempotencyKey);
      if (result.resultCode === 'Authorised') return die(crash);
      return result;
    },
  };
}

await runService(async () => {
  const { values } = parseArgs({ options: { port: { type: 'string' }, crash: { type: 'string' } } });
  const args = Args.safeParse(values);
  if (!args.success)
    throw new ConfigError([
      { variable: '--port / --crash', message: `a port number and one of ${CRASH_POINTS.join(', ')}` },
    ]);
  const config = loadStorefrontConfig(process.env);
  if (!config.databaseUrl)
    throw new ConfigError([{ variable: 'DATABASE_URL', message: 'must name the test database' }]);
  const handle = await openDatabase({ url: config.databaseUrl, poolSize: 5 });
  const gateway = crashingGateway(gatewayFromConfig(config), args.data.crash);
  const app = await buildStorefrontApi({ db: handle.db, config, gateway });
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

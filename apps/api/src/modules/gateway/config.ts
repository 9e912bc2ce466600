import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardGateway } from './gateway.ts';
import { createHttpGateway } from './http-gateway.ts';

/** Where the payments sandbox keeps the development API key it generates (apps/payments, ADR 0027). */
export const paymentsApiKeyFile = (dataDir: string) => path.join(dataDir, 'payments', 'api-key');

/**
 * The merchant API key: PAYMENTS_API_KEY, else (development) the file the sandbox creates under DATA_DIR on its first
 * start, read when first needed so the storefront may start before the sandbox has written it.
 */
export function paymentsApiKeySource(config: {
  paymentsApiKey: string | undefined;
  dataDir: string;
  production: boolean;
}): () => Promise<string> {
  let cached: string | undefined = config.paymentsApiKey;
  return async () => {
    if (cached) return cached;
    if (config.production) throw new Error('PAYMENTS_API_KEY is not set');
    const stored = (await readFile(paymentsApiKeyFile(config.dataDir), 'utf8')).trim();
    if (!stored) throw new Error('the development payments API key file is empty');
    cached = stored;
    return stored;
  };
}

/** The storefront's gateway from its configuration: the payments sandbox (or a gateway with its API) over HTTP. */
export function gatewayFromConfig(
  config: { paymentsUrl: string; paymentsApiKey: string | undefined; dataDir: string; production: boolean },
  fetchImpl?: typeof fetch,
): CardGateway {
  return createHttpGateway({
    baseUrl: config.paymentsUrl,
    apiKey: paymentsApiKeySource(config),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

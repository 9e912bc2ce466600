import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardGateway } from './gateway.ts';
import { createHttpGateway } from './http-gateway.ts';

/** Where the payments sandbox keeps the development API key it generates (apps/payments, ADR 0027). */
export const paymentsApiKeyFile = (dataDir: string) => path.join(dataDir, 'payments', 'api-key');

/** Where it keeps the development secret it signs payment notifications with (ADR 0029). */
export const paymentsWebhookSecretFile = (dataDir: string) =>
  path.join(dataDir, 'payments', 'webhook-secret');

/** A secret from the environment, else (development) from the sandbox's file, read when first needed and kept. */
function secretSource(
  fromEnv: string | undefined,
  file: string,
  variable: string,
  production: boolean,
): () => Promise<string> {
  let cached: string | undefined = fromEnv;
  return async () => {
    if (cached) return cached;
    if (production) throw new Error(`${variable} is not set`);
    const stored = (await readFile(file, 'utf8')).trim();
    if (!stored) throw new Error(`the development ${variable} file is empty`);
    cached = stored;
    return stored;
  };
}

/**
 * The merchant API key: PAYMENTS_API_KEY, else (development) the file the sandbox creates under DATA_DIR on its first
 * start, read when first needed so the storefront may start before the sandbox has written it.
 */
export function paymentsApiKeySource(config: {
  paymentsApiKey: string | undefined;
  dataDir: string;
  production: boolean;
}): () => Promise<string> {
  return secretSource(
    config.paymentsApiKey,
    paymentsApiKeyFile(config.dataDir),
    'PAYMENTS_API_KEY',
    config.production,
  );
}

/**
 * The secret the gateway's payment notifications are signed with (header Payment-Signature): PAYMENTS_WEBHOOK_SECRET,
 * else (development) the file the sandbox creates beside the API key, read the same way.
 */
export function paymentsWebhookSecretSource(config: {
  paymentsWebhookSecret: string | undefined;
  dataDir: string;
  production: boolean;
}): () => Promise<string> {
  return secretSource(
    config.paymentsWebhookSecret,
    paymentsWebhookSecretFile(config.dataDir),
    'PAYMENTS_WEBHOOK_SECRET',
    config.production,
  );
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

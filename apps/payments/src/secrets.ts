import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** 256 random bits, URL-safe. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export const hmac = (key: string, value: string): string =>
  createHmac('sha256', key).update(value, 'utf8').digest('base64url');

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/**
 * The merchant API key: PAYMENTS_API_KEY, else (development) a file created on the first start under DATA_DIR, which
 * the storefront in the same checkout reads (apps/api gateway/config.ts), as with the identity client secret.
 */
export function loadOrCreateApiKey(options: {
  fromEnv: string | undefined;
  dataDir: string;
  production: boolean;
}): Promise<string> {
  return loadOrCreateSecret({ ...options, file: 'api-key', variable: 'PAYMENTS_API_KEY' });
}

/**
 * The notification signing secret (docs/decisions/0029): PAYMENTS_WEBHOOK_SECRET, else (development) a file beside the
 * API key, which the storefront reads the same way.
 */
export function loadOrCreateWebhookSecret(options: {
  fromEnv: string | undefined;
  dataDir: string;
  production: boolean;
}): Promise<string> {
  return loadOrCreateSecret({ ...options, file: 'webhook-secret', variable: 'PAYMENTS_WEBHOOK_SECRET' });
}

async function loadOrCreateSecret(options: {
  fromEnv: string | undefined;
  dataDir: string;
  production: boolean;
  file: string;
  variable: string;
}): Promise<string> {
  if (options.fromEnv) return options.fromEnv;
  if (options.production) throw new Error(`${options.variable} must be set in production`);
  const file = path.join(options.dataDir, 'payments', options.file);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomSecret();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

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
export async function loadOrCreateApiKey(options: {
  fromEnv: string | undefined;
  dataDir: string;
  production: boolean;
}): Promise<string> {
  if (options.fromEnv) return options.fromEnv;
  if (options.production) throw new Error('PAYMENTS_API_KEY must be set in production');
  const file = path.join(options.dataDir, 'payments', 'api-key');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomSecret();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, key, { mode: 0o600 });
  return key;
}

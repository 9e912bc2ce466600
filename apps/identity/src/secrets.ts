import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** 256 random bits, URL-safe: codes, refresh tokens and e-mailed tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of a random token. A plain SHA-256 is enough: the token has 256 bits of entropy, so there is nothing
 * to guess, and the lookup must be by equality.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

/**
 * The storefront's client secret: from the environment, else (development) a file created on the first start under
 * the data directory, as the signing key is, so the storefront in the same checkout can read it.
 */
export async function loadOrCreateClientSecret(options: {
  fromEnv: string | undefined;
  file: string;
  production: boolean;
}): Promise<string> {
  if (options.fromEnv) return options.fromEnv;
  if (options.production) throw new Error('IDENTITY_CLIENT_SECRET must be set in production');
  try {
    const stored = (await readFile(options.file, 'utf8')).trim();
    if (stored) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomToken();
  await mkdir(path.dirname(options.file), { recursive: true });
  await writeFile(options.file, secret, { mode: 0o600 });
  return secret;
}

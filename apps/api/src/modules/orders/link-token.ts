import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The order e-mail's reschedule link carries a token that proves the holder received that order's e-mail: an HMAC
// of the order id under a key derived (HKDF-SHA256, info 'order-link') from the storefront's secret. The secret is
// STOREFRONT_SECRET; outside production, when it is unset, a random one is generated once under
// DATA_DIR/storefront/secret (as the identity client secret is in development). Tokens carry no expiry: the
// reschedule window (two working days before delivery) already bounds what a token can do.

export interface SecretConfig {
  storefrontSecret: string | undefined;
  dataDir: string;
  production: boolean;
}

export const storefrontSecretFile = (dataDir: string) => path.join(dataDir, 'storefront', 'secret');

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const made = randomBytes(32).toString('base64url');
  // 'wx' fails when another process made it first; then theirs is the one to use.
  try {
    await writeFile(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    return made;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await readFile(file, 'utf8')).trim();
  }
}

export interface LinkSigner {
  sign(orderId: string): Promise<string>;
  verify(orderId: string, token: string): Promise<boolean>;
}

export function createLinkSigner(config: SecretConfig): LinkSigner {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    key ??= (async () => {
      let secret = config.storefrontSecret;
      if (!secret) {
        if (config.production) throw new Error('STOREFRONT_SECRET is not set');
        secret = await readOrCreateSecret(storefrontSecretFile(config.dataDir));
      }
      return Buffer.from(hkdfSync('sha256', secret, 'storefront', 'order-link', 32));
    })();
    return key;
  };
  const mac = async (orderId: string) =>
    createHmac('sha256', await keyOf())
      .update(`reschedule:${orderId}`)
      .digest();
  return {
    async sign(orderId) {
      return (await mac(orderId)).toString('base64url');
    },
    async verify(orderId, token) {
      const given = Buffer.from(token, 'base64url');
      const expected = await mac(orderId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The reschedule page's address with an order's signed token: the e-mail prefixes the site's origin. */
export function reschedulePath(orderNumber: string, token: string): string {
  const q = new URLSearchParams({ orderNumber, token });
  return `/customer/reschedule-delivery?${q.toString()}`;
}

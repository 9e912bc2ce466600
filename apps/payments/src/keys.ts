import { createPrivateKey, createPublicKey, generateKeyPair, type JsonWebKey } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importJWK, type CryptoKey, type JWK } from 'jose';
import { z } from 'zod';
import { selfSignedCertificate } from './certificate.ts';

/** One merchant account's card-encryption key: the private half stays here, the certificate is published. */
export interface MerchantKey {
  readonly name: string;
  readonly decryptionKey: CryptoKey;
  readonly certificatePem: string;
}

const PrivateRsaJwk = z.looseObject({ kty: z.literal('RSA'), n: z.string(), e: z.string(), d: z.string() });
const KeysJson = z.record(z.string(), PrivateRsaJwk);

/**
 * The key pair of every merchant account: from PAYMENTS_KEYS_JSON (production), else from DATA_DIR/payments/keys/
 * <name>.json, created on first start so restarts keep the blobs browsers encrypted valid. Certificates are issued
 * afresh on each start; they carry the same public key.
 */
export async function loadMerchantKeys(options: {
  names: readonly string[];
  dataDir: string;
  keysJson: string | undefined;
  production: boolean;
  now: Date;
}): Promise<Map<string, MerchantKey>> {
  const given = options.keysJson ? KeysJson.parse(JSON.parse(options.keysJson)) : null;
  const keys = new Map<string, MerchantKey>();
  for (const name of options.names) {
    let jwk: JWK | undefined = given?.[name];
    if (!jwk && (given || options.production)) {
      throw new Error(`PAYMENTS_KEYS_JSON holds no key for the merchant account ${name}`);
    }
    jwk ??= await loadOrCreateJwk(path.join(options.dataDir, 'payments', 'keys', `${name}.json`));
    const privateKey = createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
    keys.set(name, {
      name,
      decryptionKey: (await importJWK({ ...jwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256')) as CryptoKey,
      certificatePem: selfSignedCertificate({
        commonName: `Payments sandbox ${name}`,
        publicKey: createPublicKey(privateKey),
        privateKey,
        now: options.now,
      }),
    });
  }
  return keys;
}

async function loadOrCreateJwk(file: string): Promise<JWK> {
  try {
    return PrivateRsaJwk.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk as JWK;
}

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface KeyPair {
  kid: string;
  alg: string;
  publicJwk: JWK;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/**
 * A service's key pair: from a JWK given in the environment (production), else from a file the
 * service created on its first start under the data directory (development), so restarts keep
 * issued tokens and encrypted blobs valid. The private half never leaves the service.
 */
export async function loadOrCreateKeyPair(options: {
  alg: 'ES256' | 'RS256' | 'RSA-OAEP-256';
  kid: string;
  file: string;
  privateJwkFromEnv?: string | undefined;
}): Promise<KeyPair> {
  let privateJwk: JWK | null = null;
  if (options.privateJwkFromEnv) {
    privateJwk = JSON.parse(options.privateJwkFromEnv) as JWK;
  } else {
    try {
      privateJwk = JSON.parse(await readFile(options.file, 'utf8')) as JWK;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  if (!privateJwk) {
    const generated = await generateKeyPair(options.alg, { extractable: true, modulusLength: 2048 });
    privateJwk = { ...(await exportJWK(generated.privateKey)), kid: options.kid, alg: options.alg };
    await mkdir(path.dirname(options.file), { recursive: true });
    await writeFile(options.file, JSON.stringify(privateJwk), { mode: 0o600 });
  }
  const kid = privateJwk.kid ?? options.kid;
  const privateKey = (await importJWK({ ...privateJwk, alg: options.alg }, options.alg)) as CryptoKey;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicOnly } = privateJwk;
  const publicJwk: JWK = { ...publicOnly, kid, alg: options.alg, use: options.alg.startsWith('RSA-OAEP') ? 'enc' : 'sig' };
  const publicKey = (await importJWK(publicJwk, options.alg)) as CryptoKey;
  return { kid, alg: options.alg, publicJwk, privateKey, publicKey };
}

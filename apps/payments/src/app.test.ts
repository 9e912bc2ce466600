import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, compactDecrypt, importJWK } from 'jose';
import { buildPayments } from './app.ts';
import { loadPaymentsConfig } from './config.ts';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'payments-'));
  app = await buildPayments(loadPaymentsConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }));
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('payments sandbox skeleton', () => {
  it('answers health and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', service: 'payments' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('publishes an RSA-OAEP-256 public key that browsers can encrypt card data with', async () => {
    const { keys } = (await app.inject({ url: '/v1/encryption-keys' })).json<{ keys: Record<string, string>[] }>();
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' });
    expect(keys[0]!.d).toBeUndefined();
    const publicKey = await importJWK(keys[0]!, 'RSA-OAEP-256');
    const blob = await new CompactEncrypt(new TextEncoder().encode('4111111111111111'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
      .encrypt(publicKey);
    expect(blob.split('.')).toHaveLength(5);
    // Only the service's private key opens it.
    const privateJwk = JSON.parse(
      await (await import('node:fs/promises')).readFile(path.join(dir, 'payments', 'card-encryption-key.json'), 'utf8'),
    ) as Record<string, string>;
    const { plaintext } = await compactDecrypt(blob, await importJWK(privateJwk, 'RSA-OAEP-256'));
    expect(new TextDecoder().decode(plaintext)).toBe('4111111111111111');
  });
});

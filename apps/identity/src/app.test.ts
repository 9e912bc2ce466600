import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildIdentity } from './app.ts';
import { loadIdentityConfig } from './config.ts';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'identity-'));
  app = await buildIdentity(loadIdentityConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }));
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('identity service skeleton', () => {
  it('answers health and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', service: 'identity' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('publishes only the public half of its signing key, and keeps it across restarts', async () => {
    const jwks = (await app.inject({ url: '/.well-known/jwks.json' })).json<{ keys: Record<string, string>[] }>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]!.d).toBeUndefined();
    const again = await buildIdentity(loadIdentityConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }));
    const second = (await again.inject({ url: '/.well-known/jwks.json' })).json<{ keys: Record<string, string>[] }>();
    expect(second.keys[0]!.x).toBe(jwks.keys[0]!.x);
    await again.close();
  });
});

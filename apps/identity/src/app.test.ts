import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdentity } from './app.ts';
import { loadIdentityConfig } from './config.ts';
import { startTestIdentity, type TestIdentity } from './test-support.ts';

let t: TestIdentity;

beforeAll(async () => {
  t = await startTestIdentity();
});
afterAll(async () => t.close());

describe('identity service skeleton', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', service: 'identity' });
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('publishes only the public half of its signing key, and keeps it across restarts', async () => {
    const jwks = (await t.app.inject({ url: '/.well-known/jwks.json' })).json<{
      keys: Record<string, string>[];
    }>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]!.d).toBeUndefined();
    const again = await buildIdentity({
      ...loadIdentityConfig({ DATA_DIR: t.dir, LOG_LEVEL: 'silent' }),
      db: t.handle.db,
      seedDemo: false,
    });
    const second = (await again.inject({ url: '/.well-known/jwks.json' })).json<{
      keys: Record<string, string>[];
    }>();
    expect(second.keys[0]!.x).toBe(jwks.keys[0]!.x);
    await again.close();
  });

  it('names its token and revocation endpoints', async () => {
    const discovery = (await t.app.inject({ url: '/.well-known/openid-configuration' })).json<
      Record<string, unknown>
    >();
    expect(discovery).toMatchObject({
      issuer: 'http://identity.test',
      token_endpoint: 'http://identity.test/connect/token',
      revocation_endpoint: 'http://identity.test/connect/revoke',
    });
  });
});

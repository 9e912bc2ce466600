import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, type TestIdentity } from './test-support.ts';

// The identity service behind a TLS-terminating balancer (docs/decisions/0044-behind-a-tls-balancer.md).
const HSTS = 'max-age=31536000; includeSubDomains';
let behind: TestIdentity;
let https: TestIdentity;

beforeAll(async () => {
  behind = await startTestIdentity({ TRUST_PROXY: 'true' });
  // An https issuer is the public origin: every request reached the service over https.
  https = await startTestIdentity({ TRUST_PROXY: 'true', IDENTITY_ISSUER: 'https://id.shop.example' });
}, 120_000);
afterAll(async () => Promise.all([behind?.close(), https?.close()]));

describe('HSTS from the identity service', () => {
  it('is sent when the balancer says https, on answers and refusals alike', async () => {
    for (const url of ['/healthz', '/.well-known/jwks.json', '/no/such/path']) {
      const res = await behind.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it('is never sent over plain http', async () => {
    expect(
      (await behind.app.inject({ url: '/healthz' })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('is sent when the public origin is https, whatever the balancer forwards', async () => {
    expect((await https.app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBe(HSTS);
  });
});

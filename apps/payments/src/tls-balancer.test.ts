import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './test-support.ts';

// The payments sandbox behind a TLS-terminating balancer (docs/decisions/0044-behind-a-tls-balancer.md).
const HSTS = 'max-age=31536000; includeSubDomains';
let behind: Sandbox;
let https: Sandbox;

beforeAll(async () => {
  behind = await startSandbox({ TRUST_PROXY: 'true' });
  https = await startSandbox({ TRUST_PROXY: 'true', PAYMENTS_URL: 'https://pay.shop.example' });
}, 120_000);
afterAll(async () => Promise.all([behind?.close(), https?.close()]));

describe('HSTS from the payments sandbox', () => {
  it('is sent when the balancer says https, on answers and refusals alike', async () => {
    for (const url of ['/healthz', '/v1/certificates', '/no/such/path']) {
      const res = await behind.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it('is never sent over plain http', async () => {
    expect(
      (await behind.app.inject({ url: '/healthz' })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('is sent when its public URL is https, whatever the balancer forwards', async () => {
    expect((await https.app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBe(HSTS);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_ORIGIN_HEADER } from '@shop/contracts';
import { SHOP, startTestIdentity, type TestIdentity } from './test-support.ts';

// One storefront serves several brands on their own hosts (docs/decisions/0038): a shopper's mail links open the
// brand's site they asked from, when the service allows that origin.

const SECOND_BRAND = 'http://wa.shop.test';
let t: TestIdentity;

beforeAll(async () => {
  t = await startTestIdentity({ IDENTITY_ALLOWED_ORIGINS: `${SHOP},${SECOND_BRAND}` });
});
afterAll(async () => t.close());

const post = (url: string, body: unknown, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: origin ? { [STOREFRONT_ORIGIN_HEADER]: origin } : {},
    payload: body as object,
  });

describe("mail links open the brand's own site", () => {
  it('links a reset to the allowed origin the storefront names, and a confirmation to the one a browser came from', async () => {
    await t.register('brand@example.com');
    await post('/api/account/forgotpassword', { email: 'brand@example.com' }, SECOND_BRAND);
    expect(await t.lastLink('brand@example.com')).toMatch(
      new RegExp(`^${SECOND_BRAND}/account/reset-password\\?token=`),
    );

    await t.app.inject({
      method: 'POST',
      url: '/api/account/resendconfirmemail',
      headers: { origin: SECOND_BRAND },
      payload: { email: 'brand@example.com' },
    });
    expect(await t.lastLink('brand@example.com')).toMatch(
      new RegExp(`^${SECOND_BRAND}/account/confirm-email\\?token=`),
    );
  });

  it('falls back to the first allowed origin for an origin it does not allow, or none', async () => {
    await t.register('elsewhere@example.com');
    await post('/api/account/forgotpassword', { email: 'elsewhere@example.com' }, 'https://evil.example');
    expect(await t.lastLink('elsewhere@example.com')).toMatch(new RegExp(`^${SHOP}/account/reset-password`));
    await post('/api/account/forgotpassword', { email: 'elsewhere@example.com' });
    expect(await t.lastLink('elsewhere@example.com')).toMatch(new RegExp(`^${SHOP}/account/reset-password`));
  });
});

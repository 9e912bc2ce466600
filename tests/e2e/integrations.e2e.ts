import { expect, test, type Page } from '@playwright/test';
import { addToCart, Checkout, shopper, stockedProduct, TEST_CARDS } from './checkout-page.ts';
import { waitForHydration } from './hydration.ts';

// 000 §7 "Tracking and other scripts" with no provider key configured (the test shop's defaults): no third-party
// script on any page and none in the content security policy; the shop's own anti-fraud script loads on checkout and
// the order is posted with its fraudCheckToken (docs/decisions/0037).

const FRAUD_SCRIPT = '/assets/js/iovation-loader-5.x.js';

/** Sources of the page's script elements that point at another origin. */
async function foreignScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .map((s) => s.src)
      .filter((src) => new URL(src).origin !== window.location.origin),
  );
}

test('without provider keys no third-party script loads and the policy names no other script origin', async ({
  page,
}) => {
  const response = await page.goto('/');
  await waitForHydration(page);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
  expect(csp).not.toContain('frame-src');
  expect(await foreignScripts(page)).toEqual([]);
  // No consent is asked for when no banner is configured.
  await expect(page.getByRole('region', { name: 'Cookies and tracking' })).toHaveCount(0);
  // The fraud script is for checkout only.
  await expect(page.locator(`script[src="${FRAUD_SCRIPT}"]`)).toHaveCount(0);
});

test('the anti-fraud script is served from /assets and checkout posts its fraudCheckToken', async ({
  page,
  request,
}, info) => {
  test.slow();
  const asset = await request.get(FRAUD_SCRIPT);
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['content-type']).toMatch(/javascript/);

  const product = await stockedProduct(request, {
    min: 200,
    max: 2500,
    skip: 7 + (info.project.name === 'mobile' ? 1 : 0),
  });
  await addToCart(page, product);
  await page.goto('/customer/checkout');
  await waitForHydration(page);
  await expect(page.locator(`script[src="${FRAUD_SCRIPT}"]`)).toHaveCount(1);
  type Igloo = { IGLOO?: { getBlackbox(): { finished: boolean } } };
  await expect.poll(() => page.evaluate(() => (window as Igloo).IGLOO?.getBlackbox().finished)).toBe(true);
  expect(await foreignScripts(page)).toEqual([]);

  const checkout = new Checkout(page);
  await checkout.fillContactAndDelivery(shopper(info, 'integrations'));
  await checkout.dateChosen();
  await checkout.fillCard(TEST_CARDS.approved);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout');
  await checkout.placeOrder.click();
  const body = (await posted).postDataJSON() as { fraudCheckToken?: unknown };
  expect(body.fraudCheckToken).toMatch(/^fc1\.[0-9a-f]{64}\.[A-Za-z0-9_-]+$/);
  await checkout.confirmed();
});

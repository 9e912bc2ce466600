import { expect, test } from '@playwright/test';
import { accountMenu, signInHere, useAccountMenu, visitFirst } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { COMMERCIAL_PORT } from './ports.ts';

// A commercial theme hides prices until sign-in (spec 000 §4, §6; docs/decisions/0024), in its pages and in the API
// answers behind them alike. This runs against the second shop of playwright.config.ts, on the theme `aoc`.

const shop = `http://localhost:${COMMERCIAL_PORT}`;
test.use({ baseURL: shop });

const LOG_IN_FOR_PRICE = 'LOG IN FOR PRICE';
/** An amount as the pages write it: a dollar sign and digits. */
const AMOUNT = /\$\d/;

interface Listed {
  slug: string;
  title: string;
  price: number | null;
}

test('prices stay hidden from a visitor, in pages and API answers, until the customer signs in', async ({
  page,
}) => {
  // A visitor's API answer says the prices are hidden and carries none.
  const visitor = await page.request.get('/api/v2/product/featured?limit=8');
  expect(visitor.ok()).toBe(true);
  const hidden = (await visitor.json()) as { pricesHidden?: boolean; products: Listed[] };
  expect(hidden.pricesHidden).toBe(true);
  expect(hidden.products.length).toBeGreaterThan(0);
  expect(hidden.products.map((p) => p.price)).toEqual(hidden.products.map(() => null));
  const product = hidden.products[0]!;

  // The product page: the buy box asks the visitor to sign in instead of showing an amount.
  await visitFirst(page, `/p/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const main = page.getByRole('main');
  const logInForPrice = main.getByRole('link', { name: LOG_IN_FOR_PRICE });
  await expect(logInForPrice.first()).toBeVisible();
  await expect(main.getByText(AMOUNT)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The link signs in and comes back to the same page, which now shows the price.
  await logInForPrice.first().click();
  await expect(page).toHaveURL(
    new RegExp(`/account/login\\?returnUrl=${encodeURIComponent(`/p/${product.slug}`)}$`),
  );
  expect(await axeViolations(page)).toEqual([]);
  await signInHere(page, 'shopper@example.com', 'demo-shopper-pass');
  await expect(page).toHaveURL(new RegExp(`/p/${product.slug}$`));
  await expect(accountMenu(page)).toHaveText(/^Hi, \S+/);
  await expect(logInForPrice).toHaveCount(0);
  await expect(main.getByText(AMOUNT).first()).toBeVisible();

  // The customer's API answers carry the amounts (the browser's session cookies go with the call).
  const customer = await page.request.get('/api/v2/product/featured?limit=8');
  const shown = (await customer.json()) as { pricesHidden?: boolean; products: Listed[] };
  expect(shown.pricesHidden).toBeUndefined();
  expect(shown.products.some((p) => typeof p.price === 'number' && p.price > 0)).toBe(true);

  // Signed out, the prices are gone again.
  await useAccountMenu(page, 'Log out');
  await expect(page).toHaveURL(new RegExp(`/p/${product.slug}$`));
  await expect(logInForPrice.first()).toBeVisible();
  await expect(main.getByText(AMOUNT)).toHaveCount(0);
});

test('a product listing shows no amount to a visitor', async ({ page }) => {
  await visitFirst(page, '/products');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: LOG_IN_FOR_PRICE }).first()).toBeVisible();
  await expect(main.getByText(AMOUNT)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { scrollToTop, signInHere, visit, visitFirst } from './accounts.ts';
import { expectAxeClean } from './axe.ts';

// Refer a friend and the blog (issue 16, docs/decisions/0039): a visitor reads how referring works, the demo customer
// signs in and finds their code and link, a friend follows the link and the code is kept for their first order; the
// blog lists the seeded articles and each opens at /article/{slug}. Every page is held to axe from its top.

test('a visitor reads how it works, the demo customer gets a link, and a friend who follows it is told it is saved', async ({
  page,
  browser,
  baseURL,
}) => {
  await visitFirst(page, '/refer-a-friend');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await scrollToTop(page);
  await expectAxeClean(page);

  await page.getByRole('main').getByRole('link', { name: 'Sign in to see your referral link' }).click();
  await signInHere(page, 'shopper@example.com', 'demo-shopper-pass');
  await expect(page).toHaveURL(/\/refer-a-friend$/);
  const field = page.getByRole('textbox', { name: 'Your referral link' });
  await expect(field).toHaveValue(/\/refer\?code=[A-Z2-9]{8}&market=au&campaign=refer-a-friend$/);
  const link = await field.inputValue();
  const code = new URL(link).searchParams.get('code')!;
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your rewards' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    /^(Link copied|Select the link and copy it yourself)$/,
  );
  await scrollToTop(page);
  await expectAxeClean(page);

  // The same code on every later visit.
  await visit(page, '/refer-a-friend');
  await expect(field).toHaveValue(link);

  // A friend in another browser follows the link (its path: the link names the shop's public host).
  const friend = await browser.newContext({ baseURL });
  const friendPage = await friend.newPage();
  const shared = new URL(link);
  await friendPage.goto(`${shared.pathname}${shared.search}`);
  await expect(friendPage).toHaveURL(/\/refer-a-friend\?referral=saved$/);
  await expect(friendPage.getByRole('main').getByRole('status')).toHaveText(
    "Your friend's referral is saved. Place your first order and you both earn $25.",
  );
  const cookies = await friend.cookies();
  expect(cookies.find((c) => c.name === 'referral_code')).toMatchObject({ value: code, httpOnly: true });
  await scrollToTop(friendPage);
  await expectAxeClean(friendPage);

  // A made-up code is not kept.
  await friendPage.goto('/refer?code=ZZZZZZZZ');
  await expect(friendPage).toHaveURL(/\/refer-a-friend\?referral=invalid$/);
  expect((await friend.cookies()).find((c) => c.name === 'referral_code')?.value).toBe(code);
  await friend.close();
});

test('the blog lists the articles, each opens on its own page, and legendary service keeps its page', async ({
  page,
}) => {
  await visitFirst(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Legendary service' })).toBeVisible();
  await scrollToTop(page);
  await expectAxeClean(page);

  await main.getByRole('link', { name: 'Choosing the right fridge for your kitchen' }).click();
  await expect(page).toHaveURL(/\/article\/choosing-the-right-fridge$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choosing the right fridge for your kitchen' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Measure twice' })).toBeVisible();
  await scrollToTop(page);
  await expectAxeClean(page);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await main.getByRole('link', { name: 'Legendary service' }).click();
  await expect(page).toHaveURL(/\/article\/legendary-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Legendary service' })).toBeVisible();

  const missing = await page.goto('/article/no-such-article');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, we can’t find that page' })).toBeVisible();
});

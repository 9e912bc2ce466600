import { expect, test } from '@playwright/test';
import {
  accountMenu,
  addToCart,
  followOutboxLink,
  register,
  signInHere,
  signInLink,
  stockedProducts,
  uniqueEmail,
  useAccountMenu,
  visit,
} from './accounts.ts';
import { axeViolations } from './axe.ts';
import { waitForHydration } from './hydration.ts';

// A new shopper's whole way through accounts (spec 000 §2–§4, §7, §8; docs/decisions/0021, 0022, 0014): every page
// on the way is held to axe at the project's width, the mail is read from the identity service's development outbox.

test('register, confirm from the outbox, sign in and out, and the anonymous cart joins the account', async ({
  page,
  request,
  baseURL,
}, info) => {
  // Registration, the outbox, two sign-ins and two carts: on a busy two-core machine it takes 20-30 s, the default limit.
  test.slow();
  const account = {
    firstName: info.project.name === 'mobile' ? 'Robin' : 'Alex',
    lastName: 'Newcomer',
    email: uniqueEmail(info, 'register'),
    password: 'kettle-sofa-harbour-9',
  };
  const [first, second] = await stockedProducts(request, 2);

  await register(page, account);
  expect(await axeViolations(page)).toEqual([]);

  await followOutboxLink(page, baseURL, {
    email: account.email,
    subject: 'Please confirm your email address',
    action: 'Confirm my email address',
  });
  await expect(page).toHaveURL(/\/account\/confirm-email\?token=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  // The first sign-in: the header greets the shopper by the name given at registration.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInHere(page, account.email, account.password);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(accountMenu(page)).toHaveText(`Hi, ${account.firstName}`);

  // The account's own cart holds the first product.
  await addToCart(page, first!);

  // Signed out, the shopper starts an empty anonymous cart and fills it with the second product.
  await useAccountMenu(page, 'Log out');
  await expect(signInLink(page)).toBeVisible();
  await visit(page, '/cart');
  await expect(page.getByRole('main').getByRole('link', { name: first!.title })).toHaveCount(0);
  await addToCart(page, second!);

  // Signing in again merges the anonymous cart into the account's: both products are there.
  await signInLink(page).click();
  await signInHere(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/p/${second!.slug}$`));
  await expect(accountMenu(page)).toHaveText(`Hi, ${account.firstName}`);
  await visit(page, '/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: first!.title })).toBeVisible();
  await expect(main.getByRole('link', { name: second!.title })).toBeVisible();

  // The merge happened once: signed out again, the anonymous cart is empty.
  await useAccountMenu(page, 'Log out');
  await expect(signInLink(page)).toBeVisible();
  await visit(page, '/cart');
  await expect(main.getByRole('link', { name: second!.title })).toHaveCount(0);
});

test('forgot password, reset it from the outbox link, and sign in with the new one', async ({
  page,
  baseURL,
}) => {
  // Registration, the outbox twice and two sign-ins: 20-30 s on a busy two-core machine, as the journey above.
  test.slow();
  const info = test.info();
  const account = {
    firstName: 'Jordan',
    lastName: 'Forgetful',
    email: uniqueEmail(info, 'reset'),
    password: 'lamp-drawer-meadow-4',
  };
  const newPassword = 'oven-timber-lantern-7';
  await register(page, account);

  await visit(page, '/account/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await followOutboxLink(page, baseURL, {
    email: account.email,
    subject: 'Reset your password',
    action: 'Choose a new password',
  });
  await expect(page).toHaveURL(/\/account\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The old password no longer opens the account; the new one does.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInHere(page, account.email, account.password);
  await expect(page).toHaveURL(/error=invalid_login/);
  await expect(page.getByRole('alert')).toHaveText('Invalid login');
  await signInHere(page, account.email, newPassword);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(accountMenu(page)).toHaveText(`Hi, ${account.firstName}`);

  // The link works once.
  await followOutboxLink(page, baseURL, {
    email: account.email,
    subject: 'Reset your password',
    action: 'Choose a new password',
  });
  await page.getByLabel('New password', { exact: true }).fill('another-fresh-password-1');
  await page.getByLabel('New password again').fill('another-fresh-password-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toHaveCount(
    0,
  );
});

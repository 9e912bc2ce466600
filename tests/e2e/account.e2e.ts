import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { shellSettled, waitForHydration } from './hydration.ts';

// Sign-in and the account pages (spec 000 §2, §4, §7, §8; docs/decisions/0021, 0022): every page is held to axe at
// both widths, and the demo customer signs in through the real form, edits the account and logs out.

const SIGNED_OUT_PAGES = [
  { path: '/account/login', heading: 'Sign in to your account' },
  { path: '/account/register', heading: 'Create your account' },
  { path: '/account/forgot-password', heading: 'Forgot your password?' },
  { path: '/account/reset-password?token=not-a-real-token', heading: 'Choose a new password' },
  {
    path: '/account/confirm-email?token=not-a-real-token',
    heading: 'We could not confirm your e-mail address',
  },
  // Needs sign-in: lands on the sign-in page.
  { path: '/account', heading: 'Sign in to your account' },
];

async function visit(page: Page, path: string): Promise<void> {
  const settled = shellSettled(page);
  await page.goto(path);
  await settled();
}

/** The header's menu button (a <details> summary) with the shopper's first name. */
const accountMenu = (page: Page) => page.locator('header[data-shell-header] details > summary');

test.describe('account pages signed out', () => {
  for (const { path, heading } of SIGNED_OUT_PAGES) {
    test(`${path} is axe clean`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a page that needs sign-in keeps its path, and showlogin opens sign-in', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount$/);
    await page.goto('/c/kitchen?ShowLogin=true');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fc%2Fkitchen$/);
  });

  test('a wrong password comes back with the identity sentence in an alert', async ({ page }) => {
    await visit(page, '/account/login');
    await page.getByLabel('Email address').fill('shopper@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/error=invalid_login/);
    await expect(page.getByRole('alert')).toHaveText('Invalid login');
    await expect(page.getByRole('alert')).toBeFocused();
  });
});

test('the demo customer signs in, edits the account and logs out', async ({ page }, info) => {
  // Both projects share one shop: each uses its own name and address, and leaves the account as it found it.
  const name = info.project.name === 'mobile' ? 'Morgan' : 'Dana';
  const street = `${info.project.name === 'mobile' ? 12 : 21} Journey Street`;

  await visit(page, '/');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2F$/);
  await page.getByLabel('Email address').fill('shopper@example.com');
  await page.getByLabel('Password').fill('demo-shopper-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(accountMenu(page)).toHaveText(/^Hi, \S+/);
  const original = ((await accountMenu(page).textContent()) ?? '').replace(/^Hi, /, '');

  await waitForHydration(page);
  await accountMenu(page).click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  // Add an address, then delete it.
  const book = page.getByRole('region', { name: 'Saved addresses' });
  const addForm = page.getByRole('form', { name: 'Add an address' });
  await addForm.getByLabel('First name').fill('Sam');
  await addForm.getByLabel('Last name').fill('Shopper');
  await addForm.getByLabel('Street address').fill(street);
  await addForm.getByLabel('Suburb').fill('Richmond');
  await addForm.getByLabel('State').fill('VIC');
  await addForm.getByLabel('Postcode').fill('3121');
  await addForm.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByRole('status')).toHaveText('The address has been saved.');
  const remove = page.getByRole('button', { name: `Delete address: ${street}, Richmond, VIC 3121` });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(book.getByRole('status')).toHaveText('The address has been deleted.');
  await expect(remove).toHaveCount(0);

  // Change the first name: the header follows.
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('First name').fill(name);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toBeVisible();
  await expect(accountMenu(page)).toHaveText(`Hi, ${name}`);
  await profile.getByLabel('First name').fill(original);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(accountMenu(page)).toHaveText(`Hi, ${original}`);

  // Log out: a full reload back to this page, which now needs sign-in.
  await accountMenu(page).click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { accountMenu, scrollToTop, signInLink, uniqueEmail, useAccountMenu, visitFirst } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { waitForHydration } from './hydration.ts';

// Sign-in through another provider (spec 000 §4; docs/decisions/0023): the development provider Demo ID stands in for
// Google or Microsoft. A new address makes a new account, which the shopper then keeps up in 'My account'.

test('a new shopper signs in with Demo ID, edits the profile, adds and deletes an address', async ({
  page,
}, info) => {
  // The provider's pages, the profile and two address changes: 20-30 s on a busy two-core machine.
  test.slow();
  const email = uniqueEmail(info, 'social');
  const given = info.project.name === 'mobile' ? 'Quinn' : 'Casey';
  const street = `${info.project.name === 'mobile' ? 7 : 70} Provider Lane`;

  await visitFirst(page, '/c/kitchen');
  await signInLink(page).click();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fc%2Fkitchen$/);
  await page.getByRole('link', { name: 'Continue with Demo ID' }).click();

  // The provider's consent page, on the identity service.
  await expect(page.getByRole('heading', { level: 1, name: /with Demo ID$/ })).toBeVisible();
  await page.getByLabel('Given name').fill(given);
  await page.getByLabel('Family name').fill('Social');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(page.getByLabel('Demo ID has verified this email address')).toBeChecked();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back where the shopper started, signed in under the name the provider gave.
  await expect(page).toHaveURL(/\/c\/kitchen$/);
  await expect(accountMenu(page)).toHaveText(`Hi, ${given}`);

  await useAccountMenu(page, 'My account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Email address')).toHaveValue(email);
  const book = page.getByRole('region', { name: 'Saved addresses' });
  await expect(book).toContainText('You have no saved addresses yet.');
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  // The profile: new names, kept after a reload, and the header follows.
  const renamed = `${given}ine`;
  await profile.getByLabel('First name').fill(renamed);
  await profile.getByLabel('Last name').fill('Socialite');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  // The identity service's own sentence for an unchanged e-mail address.
  await expect(profile.getByRole('status')).toHaveText('Your details have been saved.');
  await expect(accountMenu(page)).toHaveText(`Hi, ${renamed}`);
  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue(renamed);
  await expect(profile.getByLabel('Last name')).toHaveValue('Socialite');
  await waitForHydration(page);

  // An address: added, listed with its delete button, deleted.
  const addForm = page.getByRole('form', { name: 'Add an address' });
  await addForm.getByLabel('First name').fill(renamed);
  await addForm.getByLabel('Last name').fill('Social');
  await addForm.getByLabel('Street address').fill(street);
  await addForm.getByLabel('Suburb').fill('Fitzroy');
  await addForm.getByLabel('State').fill('VIC');
  await addForm.getByLabel('Postcode').fill('3065');
  await addForm.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByRole('status')).toHaveText('The address has been saved.');
  const remove = page.getByRole('button', { name: `Delete address: ${street}, Fitzroy, VIC 3065` });
  await expect(remove).toBeVisible();
  // The page with an address, judged from its top (scrollToTop says why).
  await scrollToTop(page);
  expect(await axeViolations(page)).toEqual([]);
  await remove.click();
  await expect(book.getByRole('status')).toHaveText('The address has been deleted.');
  await expect(remove).toHaveCount(0);

  await useAccountMenu(page, 'Log out');
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount$/);
  await expect(signInLink(page)).toBeVisible();

  // Demo ID again with the same address: the same account, with the name the shopper chose.
  await page.getByRole('link', { name: 'Continue with Demo ID' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(accountMenu(page)).toHaveText(`Hi, ${renamed}`);
});

test('denying Demo ID comes back to sign-in with the reason', async ({ page }) => {
  await visitFirst(page, '/account/login');
  await page.getByRole('link', { name: 'Continue with Demo ID' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/account\/login\?error=external_login_denied/);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(signInLink(page)).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { scrollToTop, signInHere } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { addToCart, Checkout, shot, stockedProduct } from './checkout-page.ts';
import { countLeaving, holdScript } from './later-parts.ts';

// Staff-assisted checkout (issue 14, docs/decisions/0034): the demo staff member places a cash-and-carry order for a
// customer at the counter, with a salesperson and 'Use Other Payment Method'; a customer's checkout has no staff
// section.

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account/login?returnUrl=%2F');
  await signInHere(page, email, password);
  await expect(page).toHaveURL(/\/$/);
}

test('staff place a cash-and-carry order for a customer with a salesperson and another payment method', async ({
  page,
  request,
}, info) => {
  test.slow();
  await signIn(page, 'staff@example.com', 'demo-staff-pass');
  const product = await stockedProduct(request, {
    min: 100,
    max: 1500,
    skip: 50 + (info.project.name === 'mobile' ? 1 : 0),
  });
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();

  // The staff section: the staff member's own store and salesperson selected (001 §4 staff mode).
  const staff = checkout.section('Staff-assisted order');
  await expect(staff.getByLabel('Store')).toHaveValue('richmond');
  await expect(staff.getByLabel('Salesperson')).toHaveValue('SP001');
  await expect(staff.getByLabel('Assign order for Winning Services delivery')).toBeVisible();

  // The customer at the counter.
  const email = `counter-${info.project.name}-${Date.now()}@example.com`;
  await checkout.contact.getByLabel('Email').fill(email);
  await checkout.contact.getByLabel('Phone number').fill('0412 345 678');
  await checkout.delivery.getByLabel('First name').fill('Grace');
  await checkout.delivery.getByLabel('Last name').fill('Hopper');

  // Cash and carry: the store's address, read-only, and no calendar. A click, not check(): the section hydrates when
  // its own script has come, and a tick made before that is held back and made again then (the last test below), so
  // the box shows ticked once the section knows it, not always at once.
  await staff.getByLabel('Cash and carry').click();
  await expect(staff.getByLabel('Cash and carry')).toBeChecked();
  await expect(checkout.delivery.getByLabel('Street address')).toHaveValue('550 Church Street');
  await expect(checkout.delivery.getByLabel('Street address')).toBeDisabled();
  await expect(checkout.delivery.getByLabel('Postcode', { exact: true })).toHaveValue('3121');
  await expect(checkout.calendar).toHaveCount(0);
  await expect(page.getByTestId('cash-and-carry-notice')).toContainText('Richmond');

  await checkout.choosePayment('Use Other Payment Method');
  await expect(checkout.payment.getByLabel('Card number')).toHaveCount(0);
  if (info.project.name === 'desktop') {
    // Judged as it first shows: scrolled, the sticky header and toolbar sit over whatever passes under them.
    await scrollToTop(page);
    await expectAxeClean(page);
  }
  await shot(page, info, 'staff-cash-and-carry');

  await checkout.placeOrder.click();
  const orderNumber = await checkout.confirmed();
  await expect(page.getByRole('region', { name: 'Your items' })).toContainText(product.title);
  await expect(page.getByTestId('confirmation-payment-method')).toHaveText(
    'Other payment method (paid in store)',
  );

  // The staff member sold it as salesperson SP001: their performance dashboard lists the order just recorded.
  await page.goto('/performance-dashboard');
  await expect(page.getByRole('region', { name: 'Latest orders table' })).toContainText(orderNumber);
});

test("a customer's checkout has no staff section", async ({ page, request }, info) => {
  await signIn(page, 'shopper@example.com', 'demo-shopper-pass');
  const product = await stockedProduct(request, {
    min: 100,
    max: 1500,
    skip: 52 + (info.project.name === 'mobile' ? 1 : 0),
  });
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  await expect(checkout.contact.getByLabel('Email')).toBeVisible();
  await expect(checkout.section('Staff-assisted order')).toHaveCount(0);
  await expect(page.getByLabel('Cash and carry')).toHaveCount(0);
  await expect(checkout.payment.getByRole('radio', { name: 'Use Other Payment Method' })).toHaveCount(0);
});

// The staff section hydrates after the page, when its own script has come (docs/decisions/0046, 0068). Until then the
// server's markup stays on screen while the staff member fills the form, and a choice or a tick made in it is not lost:
// it is made again once the section has hydrated. The script is held back here to show exactly that window.
test('the staff section stays on screen until its script comes, and a choice made in it meanwhile is kept', async ({
  page,
  request,
}, info) => {
  await signIn(page, 'staff@example.com', 'demo-staff-pass');
  const product = await stockedProduct(request, {
    min: 100,
    max: 1500,
    skip: 54 + (info.project.name === 'mobile' ? 1 : 0),
  });
  await addToCart(page, product);

  const script = await holdScript(page, /\/assets\/StaffSection-[\w-]+\.js$/);
  const staffLeft = await countLeaving(page, 'checkout-staff-heading');

  const checkout = new Checkout(page);
  await checkout.open();
  await expect.poll(script.asked).toBe(true);
  const staff = checkout.section('Staff-assisted order');
  await checkout.contact.getByLabel('Email').fill(`parts-${info.project.name}-${Date.now()}@example.com`);
  await checkout.contact.getByLabel('Phone number').fill('0412345678');
  expect(await staffLeft()).toBe(0);

  // Another salesperson and cash and carry, chosen before the section's script has come. The tick is held back until
  // then (a click, not check(): the box must not show ticked while the page does not know it).
  await staff.getByLabel('Salesperson').selectOption('SP004');
  await staff.getByLabel('Cash and carry').click();
  await expect(staff.getByLabel('Cash and carry')).not.toBeChecked();
  await expect(checkout.delivery.getByLabel('Street address')).toBeEnabled();
  script.release();

  await expect(staff.getByLabel('Cash and carry')).toBeChecked();
  await expect(checkout.delivery.getByLabel('Street address')).toHaveValue('550 Church Street');
  await expect(checkout.delivery.getByLabel('Street address')).toBeDisabled();
  await expect(staff.getByLabel('Salesperson')).toHaveValue('SP004');
  // Hydrated, the section answers at once: the store changes its salespeople.
  await staff.getByLabel('Store').selectOption('alexandria');
  await expect(staff.getByLabel('Salesperson')).toHaveValue('SP002');
  expect(await staffLeft()).toBe(0);
});

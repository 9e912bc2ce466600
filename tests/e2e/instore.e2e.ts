import { expect, test } from '@playwright/test';
import { signInHere } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { addToCart, Checkout, paymentsUrl, shopper, shot, stockedProduct } from './checkout-page.ts';

// Zip in store (issue 13, docs/decisions/0029-buy-now-pay-later.md): a staff member takes the customer's 6-digit Zip
// code at the checkout, the page waits while the customer approves the request in their Zip app (the sandbox's
// /zip-app page, here in a second tab), and then shows the order's confirmation.

// One code per project: the desktop and mobile runs share a shop, and each must list only its own request.
const DEVICE_CODES: Readonly<Record<string, string>> = { desktop: '482913', mobile: '482914' };

test('staff take a Zip in-store payment that the customer approves in the Zip app', async ({
  page,
  request,
  baseURL,
}, info) => {
  // Two tabs, a sign-in, polling and axe twice.
  test.slow();
  const code = DEVICE_CODES[info.project.name] ?? '482915';
  await page.goto('/account/login?returnUrl=%2F');
  await signInHere(page, 'staff@example.com', 'demo-staff-pass');
  await expect(page).toHaveURL(/\/$/);

  const product = await stockedProduct(request, {
    min: 100,
    max: 1000,
    skip: 40 + (info.project.name === 'mobile' ? 1 : 0),
  });
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.fillContactAndDelivery(shopper(info, 'instore'));
  await checkout.dateChosen();
  await checkout.choosePayment('Pay with Zip App');
  await checkout.payment.getByLabel('Zip store code').fill(code);
  await checkout.placeOrder.click();

  // An alert dialog: it interrupts the staff member until the customer answers (backdrop clicks do nothing).
  const waiting = page.getByRole('alertdialog', { name: 'Waiting for customer to confirm in their Zip app' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('Please do not refresh the page');
  await expectAxeClean(page);
  await shot(page, info, 'instore-waiting');

  // The customer's phone: the Zip app lists the request sent to their code.
  const app = await page.context().newPage();
  await app.goto(paymentsUrl(baseURL, '/zip-app'));
  await app.getByLabel('Your 6-digit code').fill(code);
  await app.getByRole('button', { name: 'Show requests' }).click();
  const requests = app.getByRole('listitem').filter({ has: app.getByRole('button', { name: 'Approve' }) });
  await expect(requests).toHaveCount(1);
  await expectAxeClean(app);
  await shot(app, info, 'zip-app-request');
  await requests.getByRole('button', { name: 'Approve' }).click();
  await expect(app.getByRole('status')).toHaveText(/^You approved /);
  await app.close();

  // The checkout's next status poll (every 2 s) finds the payment approved and moves on to the confirmation.
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 15_000 });
  await checkout.confirmed();
  await expect(page.getByRole('region', { name: 'Your items' })).toContainText(product.title);
  await expect(page.getByTestId('confirmation-payment-method')).toHaveText('Zip (in store)');
});

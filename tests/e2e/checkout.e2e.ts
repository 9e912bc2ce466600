import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import {
  addToCart,
  answerChallenge,
  applyCode,
  Checkout,
  PAYMENT_REFUSED,
  shopper,
  shot,
  stockedProduct,
  TEST_CARDS,
} from './checkout-page.ts';
import { signInHere } from './accounts.ts';
import { waitForHydration } from './hydration.ts';

// Paying by card, end to end (issue 12): the checkout page, the payments sandbox (3-D Secure page included) and the
// confirmation, in Chromium at 1280 and 375 px (the two projects). Each journey buys another product, so the
// projects running one after the other on one shop never run a product out of stock.

const band = (min: number, max: number, skip: number, project: string) => ({
  min,
  max,
  skip: skip * 2 + (project === 'mobile' ? 1 : 0),
});

test('a guest pays by card and sees the order on the confirmation page, and no one else can', async ({
  page,
  browser,
  request,
}, info) => {
  // Two browsers, a reload and axe: more than the default 30 s on a loaded machine.
  test.slow();
  const product = await stockedProduct(request, band(300, 1500, 0, info.project.name));
  await addToCart(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  const checkout = new Checkout(page);
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await waitForHydration(page);
  await checkout.fillContactAndDelivery(shopper(info, 'card'));
  await checkout.dateChosen();
  await checkout.fillCard(TEST_CARDS.approved);
  await expect(checkout.payment.getByText('Card type: visa')).toBeVisible();
  await checkout.placeOrder.click();

  const orderNumber = await checkout.confirmed();
  await expect(page.getByRole('region', { name: 'Your items' })).toContainText(product.title);
  await expect(page.getByTestId('confirmation-payment-method')).toHaveText('Credit Card (Visa ending 4242)');
  await expect(page.getByTestId('confirmation-delivery-date')).toHaveText(/^\w+day \d{1,2} \w+ \d{4}/);
  await expect(page.getByTestId('confirmation-shipping')).toHaveText(/^(FREE|\$\d[\d,]*(\.\d{1,2})?)$/);
  // 001 §7: the checkout pushed one purchase event before it navigated here; the confirmation adds none.
  const purchases = await page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === 'purchase',
      ).length,
  );
  expect(purchases).toBe(1);
  await expectAxeClean(page);
  await shot(page, info, 'confirmation-card');

  // The same address in another browser (no cart cookie) is the not-found page.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const response = await other.goto(page.url());
  expect(response?.status()).toBe(404);
  await stranger.close();

  // The cart became the order: the shopper's cart is empty, and a reload still shows the order.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
});

test('3-D Secure: completing the challenge places the order', async ({ page, request }, info) => {
  const product = await stockedProduct(request, band(300, 1500, 1, info.project.name));
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.fillContactAndDelivery(shopper(info, 'challenge-ok'));
  await checkout.dateChosen();
  await checkout.fillCard(TEST_CARDS.challenge);
  await checkout.placeOrder.click();
  await answerChallenge(page, 'Complete');
  await checkout.confirmed();
  await expect(page.getByTestId('confirmation-payment-method')).toHaveText(/^Credit Card/);
});

test('3-D Secure: failing the challenge brings the shopper back to checkout with the 401 message', async ({
  page,
  request,
}, info) => {
  test.slow();
  const product = await stockedProduct(request, band(300, 1500, 2, info.project.name));
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.fillContactAndDelivery(shopper(info, 'challenge-fail'));
  await checkout.dateChosen();
  await checkout.fillCard(TEST_CARDS.challenge);
  await checkout.placeOrder.click();
  await answerChallenge(page, 'Fail');
  await expect(page).toHaveURL(/\/customer\/checkout/);
  await waitForHydration(page);
  await expect(page.getByTestId('checkout-banner')).toHaveText(PAYMENT_REFUSED);
  await expectAxeClean(page);
  await shot(page, info, 'checkout-3ds-failed');
});

test('a refused card shows the 401 message and keeps the shopper on the checkout', async ({
  page,
  request,
}, info) => {
  const product = await stockedProduct(request, band(300, 1500, 3, info.project.name));
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.fillContactAndDelivery(shopper(info, 'refused'));
  await checkout.dateChosen();
  await checkout.fillCard(TEST_CARDS.refused);
  await checkout.placeOrder.click();
  await expect(page.getByTestId('checkout-banner')).toHaveText(PAYMENT_REFUSED);
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await expect(checkout.placeOrder).toBeEnabled();
});

test('a deposit is charged now and the rest is recorded as due', async ({ page, request }, info) => {
  const product = await stockedProduct(request, band(1000, 3000, 0, info.project.name));
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.fillContactAndDelivery(shopper(info, 'deposit'));
  await checkout.dateChosen();
  const deposit = page.getByRole('region', { name: 'Pay a deposit' });
  await deposit.getByRole('checkbox', { name: 'I would like to pay a deposit now' }).check();
  // Half the product's price is above the 30% minimum of the order total (product plus delivery).
  const amount = Math.ceil(product.price / 2);
  await deposit.getByLabel('Deposit amount ($)').fill(String(amount));
  await expect(deposit.getByText(/^Remaining payment: \$/)).toBeVisible();
  await checkout.fillCard(TEST_CARDS.approved);
  await checkout.placeOrder.click();
  await checkout.confirmed();
  await expect(page.getByTestId('confirmation-deposit')).toHaveText(`$${amount.toLocaleString('en-AU')}`);
  await expect(page.getByTestId('confirmation-remaining')).toHaveText(/^\$\d/);
  await shot(page, info, 'confirmation-deposit');
});

test('a gift card that covers the whole total places the order without a card', async ({
  page,
  request,
}, info) => {
  // Two runs (desktop, mobile) spend at most $480 of the $500 card.
  const product = await stockedProduct(request, band(20, 240, 0, info.project.name));
  await addToCart(page, product);
  await applyCode(page, 'FREEDEL');
  await applyCode(page, 'GIFT-500-C3D4');
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.fillContactAndDelivery(shopper(info, 'gift'));
  await checkout.dateChosen();
  await expect(checkout.payment.getByText('Nothing to pay: your order is covered in full.')).toBeVisible();
  await expect(checkout.payment.getByLabel('Card number')).toHaveCount(0);
  await checkout.placeOrder.click();
  await checkout.confirmed();
  await expect(page.getByTestId('confirmation-payment-method')).toHaveText('Gift card');
  await expect(page.getByTestId('confirmation-total')).toHaveText('$0');
  await shot(page, info, 'confirmation-gift-card');
});

test("the order e-mail's signed link moves the delivery to another day", async ({ page, request }, info) => {
  test.slow();
  const product = await stockedProduct(request, band(300, 1500, 4, info.project.name));
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  const who = shopper(info, 'reschedule');
  await checkout.fillContactAndDelivery(who);
  await checkout.dateChosen();
  // Weeks ahead: well outside the two working days before delivery that close the change window.
  await checkout.chooseDayWeeksAhead();
  await checkout.fillCard(TEST_CARDS.approved);
  await checkout.placeOrder.click();
  const orderNumber = await checkout.confirmed();
  // The browser that placed the order holds the same signed link as the e-mail.
  const change = page.getByRole('link', { name: 'Change delivery date' });
  await expect(change).toBeVisible();
  const confirmationLink = await change.getAttribute('href');

  // The development outbox shows the mail's text; its link is the storefront's reschedule page with a signed token.
  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `To: ${who.email}` })
    .first();
  const text = (await mail.locator('pre').first().textContent()) ?? '';
  const link = /https?:\/\/\S+\/customer\/reschedule-delivery\?\S+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const { pathname, search } = new URL(link ?? '');
  expect(confirmationLink).toBe(pathname + search);
  await page.goto(pathname + search);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your delivery date' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Order ${orderNumber}: choose another delivery date`)),
  ).toBeVisible();
  const dates = page.getByRole('group', { name: 'Available delivery dates' });
  await dates.locator('td button:not([disabled])').first().click();
  await expect(dates.getByRole('status')).toHaveText(/^Delivery on .+: (FREE|\$\d[\d,]*(\.\d{2})?)$/);
  await shot(page, info, 'reschedule');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Change delivery date' }).click();
  await expect(page.getByRole('heading', { name: 'Your delivery date has changed' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Order ${orderNumber} will now be delivered on `))).toBeVisible();
  await shot(page, info, 'reschedule-done');
});

test("a signed-in shopper finds the order under the account and changes its delivery day from the order's page", async ({
  page,
  request,
}, info) => {
  test.slow();
  await page.goto('/account/login?returnUrl=%2F');
  await signInHere(page, 'shopper@example.com', 'demo-shopper-pass');
  await expect(page).toHaveURL(/\/$/);
  const product = await stockedProduct(request, band(300, 1500, 5, info.project.name));
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.fillContactAndDelivery(shopper(info, 'account-order'));
  await checkout.dateChosen();
  // Weeks ahead: well outside the two working days before delivery that close the change window.
  await checkout.chooseDayWeeksAhead();
  await checkout.fillCard(TEST_CARDS.approved);
  await checkout.placeOrder.click();
  const orderNumber = await checkout.confirmed();

  await page.goto('/account');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Orders' }).getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(product.title);
  await expectAxeClean(page);
  await shot(page, info, 'account-order');
  await page.getByRole('link', { name: 'Change delivery date' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your delivery date' })).toBeVisible();
  const dates = page.getByRole('group', { name: 'Available delivery dates' });
  await dates.locator('td button:not([disabled])').first().click();
  await page.getByRole('button', { name: 'Change delivery date' }).click();
  await expect(page.getByRole('heading', { name: 'Your delivery date has changed' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Order ${orderNumber} will now be delivered on `))).toBeVisible();
});

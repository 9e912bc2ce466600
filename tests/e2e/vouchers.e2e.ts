import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { addToCart, Checkout, shopper, shot, stockedProduct, TEST_CARDS } from './checkout-page.ts';
import { waitForHydration } from './hydration.ts';

// Gift vouchers (docs/decisions/0031): chosen on /vouchers, paid by card at a checkout that asks for no delivery,
// issued as a gift card whose code is e-mailed (read here from the development outbox), then spent in another cart.

test('buy a $100 gift voucher by card, find its code in the outbox and spend it in a new cart', async ({
  page,
  request,
}, info) => {
  // Two checkouts' worth of pages, the outbox and axe: more than the default 30 s on a loaded machine.
  test.slow();
  const who = shopper(info, 'voucher');
  const recipient = `grace-${info.project.name}-${Date.now()}@example.com`;

  await page.goto('/vouchers');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeVisible();
  await expectAxeClean(page);
  // A field at fault says so next to itself, and nothing reaches the cart.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByLabel("Recipient's name")).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter the name of the person the voucher is for.')).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('radio', { name: '$100', exact: true }).check();
  await page.getByLabel("Recipient's name").fill('Grace Hopper');
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByLabel('Your name').fill('Jo Citizen');
  await page.getByLabel('Message (optional)').fill('Happy birthday!');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'A $100 gift voucher is in your cart.',
  );
  await shot(page, info, 'vouchers');

  const checkout = new Checkout(page);
  await checkout.open();
  // Nothing to deliver: no delivery address, calendar or delivery services; the billing address is asked for.
  await expect(checkout.delivery).toHaveCount(0);
  await expect(checkout.calendar).toHaveCount(0);
  const billing = checkout.section('Billing address');
  await checkout.contact.getByLabel('Email').fill(who.email);
  await checkout.contact.getByLabel('Phone number').fill(who.phone);
  await billing.getByLabel('First name').fill(who.firstName);
  await billing.getByLabel('Last name').fill(who.lastName);
  await billing.getByLabel('Street address').fill(who.address);
  await checkout.pickSuburb(billing, who.search, who.pick);
  await expect(page.getByTestId('checkout-total')).toHaveText('$100');
  await checkout.fillCard(TEST_CARDS.approved);
  await checkout.placeOrder.click();
  await checkout.confirmed();
  await expect(page.getByRole('region', { name: 'Your items' })).toContainText(
    'Gift voucher $100 for Grace Hopper',
  );
  await expect(page.getByRole('region', { name: 'Delivery' })).toHaveCount(0);

  // The recipient's e-mail, as the development outbox keeps it, holds the code.
  await page.goto('/dev/outbox');
  const mail = page.getByRole('listitem').filter({ hasText: `To: ${recipient}` });
  await expect(mail).toHaveCount(1);
  await expect(mail.getByRole('heading')).toHaveText(/^Jo Citizen sent you a \$100 .+ gift voucher$/);
  const text = (await mail.locator('pre').first().textContent()) ?? '';
  const code = /Your code: ([A-Z0-9]{16})/.exec(text)?.[1];
  expect(code, text).toBeTruthy();

  // A new cart (the old one became the order): the code pays $100 of it.
  const product = await stockedProduct(request, {
    min: 150,
    max: 900,
    skip: info.project.name === 'mobile' ? 1 : 0,
  });
  await addToCart(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  const total = page.getByRole('main').getByTestId('cart-total');
  const before = Number(((await total.textContent()) ?? '').replace(/[$,]/g, ''));
  expect(before).toBeCloseTo(product.price, 2);
  await page
    .getByRole('main')
    .getByLabel('Code')
    .fill(code ?? '');
  await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
  await expect(total).not.toHaveText(`$${before}`);
  const after = Number(((await total.textContent()) ?? '').replace(/[$,]/g, ''));
  expect(after).toBeCloseTo(before - 100, 2);
});

test('the gift voucher page stays axe-clean with its errors showing', async ({ page }) => {
  await page.goto('/vouchers');
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'Another amount' }).check();
  await page.getByLabel('Amount in dollars (for another amount)').fill('10.50');
  await page.getByLabel("Recipient's e-mail").fill('grace');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Please enter the value in whole dollars, without cents.')).toBeVisible();
  await expect(
    page.getByText("Please enter the recipient's e-mail address, like name@example.com."),
  ).toBeVisible();
  await expectAxeClean(page);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the voucher form posts, says what is wrong, and puts a good voucher in the cart', async ({
    page,
  }, info) => {
    const recipient = `nojs-${info.project.name}-${Date.now()}@example.com`;
    await page.goto('/vouchers');
    await page.getByRole('radio', { name: '$200', exact: true }).check();
    await page.getByLabel("Recipient's e-mail").fill(recipient);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The server answers the form with its fields' messages and what was typed kept.
    await expect(page.getByText('Please enter the name of the person the voucher is for.')).toBeVisible();
    await expect(page.getByLabel("Recipient's e-mail")).toHaveValue(recipient);
    await expect(page.getByRole('radio', { name: '$200', exact: true })).toBeChecked();
    await page.getByLabel("Recipient's name").fill('Katherine Johnson');
    await page.getByLabel('Your name').fill('Jo Citizen');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId('cart-voucher');
    await expect(line).toContainText('Gift voucher $200');
    await expect(line).toContainText(`To: Katherine Johnson <${recipient}>`);
    // Remove is a form post too.
    await line.getByRole('button', { name: /^Remove Gift voucher \$200/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-voucher')).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { addToCart, Checkout, onProviderPage, shopper, shot, stockedProduct } from './checkout-page.ts';
import { waitForHydration } from './hydration.ts';

// Paying on a provider's page (issue 13, docs/decisions/0029-buy-now-pay-later.md): the checkout sends the shopper to
// the payments sandbox's hosted page of PayPal, Afterpay, Zip, Klarna or Humm, the shopper approves or cancels there,
// and the sandbox sends them back to the checkout, which confirms the payment with the storefront. Each journey buys
// another product in a band every provider's range holds (Klarna from $35, all up to $2,000 with delivery).

const PROVIDERS = [
  { provider: 'paypal', label: 'PayPal' },
  { provider: 'afterpay', label: 'Afterpay' },
  { provider: 'zip', label: 'Zip' },
  { provider: 'klarna', label: 'Klarna' },
  { provider: 'humm', label: 'Humm' },
] as const;

// Apart from the card journeys' products (checkout.e2e.ts), and desktop's apart from mobile's.
const band = (skip: number, project: string) => ({
  min: 100,
  max: 1000,
  skip: 20 + skip * 2 + (project === 'mobile' ? 1 : 0),
});

PROVIDERS.forEach(({ provider, label }, i) => {
  test(`a guest pays with ${label} on its page and comes back to the order's confirmation`, async ({
    page,
    request,
  }, info) => {
    // Two sites, axe and a screenshot: more than the default 30 s on a loaded machine.
    test.slow();
    const product = await stockedProduct(request, band(i, info.project.name));
    await addToCart(page, product);
    const checkout = new Checkout(page);
    await checkout.open();
    await checkout.fillContactAndDelivery(shopper(info, `bnpl-${provider}`));
    await checkout.dateChosen();
    await checkout.choosePayment(label);
    await checkout.placeOrder.click();

    await onProviderPage(page, provider, label);
    await expectAxeClean(page);
    await shot(page, info, `provider-${provider}`);
    await page.getByRole('button', { name: 'Approve' }).click();

    await checkout.confirmed();
    await expect(page.getByRole('region', { name: 'Your items' })).toContainText(product.title);
    await expect(page.getByTestId('confirmation-payment-method')).toHaveText(label);
  });
});

test("cancelling on the provider's page brings the shopper back to the checkout with the cart as it was", async ({
  page,
  request,
}, info) => {
  test.slow();
  const product = await stockedProduct(request, band(PROVIDERS.length, info.project.name));
  await addToCart(page, product);
  const checkout = new Checkout(page);
  await checkout.open();
  const who = shopper(info, 'bnpl-cancel');
  await checkout.fillContactAndDelivery(who);
  await checkout.dateChosen();
  await checkout.choosePayment('Afterpay');
  await checkout.placeOrder.click();

  await onProviderPage(page, 'afterpay', 'Afterpay');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The return's parameters may already be gone from the address once the page has read them.
  await expect(page).toHaveURL(/\/customer\/checkout(\?.*)?$/);
  await waitForHydration(page);
  await expect(page.getByText("You've cancelled your payment.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(product.title);
  await expect(checkout.placeOrder).toBeEnabled();
  // The form is as the shopper left it: nothing to type again, the suburb still picked, Afterpay still chosen.
  await expect(checkout.contact.getByLabel('Email')).toHaveValue(who.email);
  await expect(checkout.delivery.getByLabel('Street address')).toHaveValue(who.address);
  await expect(checkout.delivery.getByLabel('Postcode', { exact: true })).toHaveValue('2000');
  await expect(checkout.payment.getByRole('radio', { name: 'Afterpay' })).toBeChecked();
  // The cart still holds the product: nothing was ordered, and the reservation was given back.
  const cart = (await (await page.request.get('/api/cart/')).json()) as {
    products: { sku: string; quantity: number }[];
  };
  expect(cart.products.map((p) => [p.sku, p.quantity])).toEqual([[product.code, 1]]);
  await expectAxeClean(page);
  await shot(page, info, 'checkout-provider-cancelled');
});

test.describe('pay-later information', () => {
  const PAGES = [
    {
      path: '/klarna',
      heading: 'Pay in 4 with Klarna',
      range: 'Klarna is available on orders from $35 to $2,000.',
    },
    {
      path: '/humm',
      heading: 'Pay in slices with Humm',
      range: 'Humm is available on orders from $1 to $2,000.',
    },
    {
      path: '/afterpay',
      heading: 'Pay in 4 with Afterpay',
      range: 'Afterpay is available on orders up to $2,000.',
    },
  ];
  for (const { path, heading, range } of PAGES) {
    test(`${path} explains the provider with its configured range`, async ({ page }, info) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(range)).toBeVisible();
      await waitForHydration(page);
      await expectAxeClean(page);
      await shot(page, info, `page${path.replace('/', '-')}`);
    });
  }

  test("the product page lists each provider's copy within its range and links to its page", async ({
    page,
    request,
  }, info) => {
    const response = await request.get('/api/v2/products?price=100-1000&availability=inStock&pageSize=1');
    expect(response.ok()).toBe(true);
    const [product] = ((await response.json()) as { products: { slug: string }[] }).products;
    const slug = product?.slug ?? '';
    await page.goto(`/p/${slug}`);
    const bnpl = page.getByRole('list', { name: 'Buy now, pay later' });
    await expect(bnpl.getByRole('listitem')).toHaveText([
      /^Zip /,
      /^Afterpay /,
      /^Klarna /,
      /^Humm /,
      /^PayPal /,
    ]);
    await expect(bnpl.getByRole('link', { name: /with Klarna$/ })).toHaveAttribute('href', '/klarna');
    await expect(bnpl.getByRole('link', { name: /fortnightly payments of/ })).toHaveAttribute(
      'href',
      '/humm',
    );
    await waitForHydration(page);
    await expectAxeClean(page, '#buy-box');
    await shot(page, info, 'product-bnpl');
  });
});

test("the cart lists each provider's copy for its total beside the summary", async ({
  page,
  request,
}, info) => {
  const product = await stockedProduct(request, band(PROVIDERS.length + 1, info.project.name));
  await addToCart(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByTestId('cart-total')).toHaveText(/^\$\d/);
  const bnpl = summary.getByRole('list', { name: 'Buy now, pay later' });
  await expect(bnpl.getByRole('listitem')).toHaveText([
    /^Zip /,
    /^Afterpay /,
    /^Klarna /,
    /^Humm /,
    /^PayPal /,
  ]);
  await expectAxeClean(page);
  await shot(page, info, 'cart-bnpl');
});

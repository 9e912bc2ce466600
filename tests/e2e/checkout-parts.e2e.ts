import { expect, test } from '@playwright/test';
import { addToCart, Checkout, stockedProduct } from './checkout-page.ts';
import { countLeaving, holdScript } from './later-parts.ts';

// Checkout's order summary hydrates after the page, when its own script has come (docs/decisions/0068). Until then the
// server's markup must stay on screen through everything the page does right after hydration and while the shopper
// starts typing: a part that got new props before its code would be drawn again as its empty fallback. The script is
// held back here until those updates have happened, so the test sees the page in exactly that window; a click on the
// summary in that window must not be lost.

test('the order summary stays on screen until its script comes, and a click meanwhile is made when it has come', async ({
  page,
  request,
}) => {
  const product = await stockedProduct(request, { min: 300, max: 2000, skip: 11 });
  await addToCart(page, product);

  const script = await holdScript(page, /\/assets\/OrderSummary-[\w-]+\.js$/);
  const summaryLeft = await countLeaving(page, 'checkout-summary-heading');

  const checkout = new Checkout(page);
  await checkout.open();
  await expect.poll(script.asked).toBe(true);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(product.title);
  // The shopper starts on the form while the summary's script is still on its way: each key is a render of the page.
  await checkout.contact.getByLabel('Email').fill('parts@example.com');
  await checkout.contact.getByLabel('Phone number').fill('0412345678');
  await expect(checkout.contact.getByLabel('Email')).toHaveValue('parts@example.com');
  expect(await summaryLeft()).toBe(0);
  await expect(summary).toContainText(product.title);

  // A click on the summary's buttons meanwhile is not lost: it is made once the summary has hydrated.
  const coupon = page.getByRole('region', { name: 'Coupon or gift card' });
  await coupon.getByRole('button', { name: 'Apply' }).click();
  script.release();
  await expect(coupon.getByRole('alert')).toHaveText('Coupon value cannot be empty.');
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  // Hydrated, the summary's own controls work at once: Edit Cart opens the cart drawer.
  await summary.getByRole('button', { name: 'Edit Cart' }).click();
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();
  expect(await summaryLeft()).toBe(0);
});

import { expect, test } from '@playwright/test';

// Add to cart without JavaScript (docs/decisions/0013-compare-and-cart-web.md): a tile's button is an ordinary form
// post to /cart whose intent is the button's own name and value (the browser sends the button that submitted the
// form), and a form without a quantity adds one unit (docs/decisions/0072-lighter-tile-forms.md).

test.use({ javaScriptEnabled: false });

test('without scripts: a tile adds one unit to the cart, and a second press makes it two', async ({
  page,
}) => {
  await page.goto('/products?availability=inStock&sort=price-asc');
  const add = page.getByRole('button', { name: /^Add to cart: / }).first();
  const label = (await add.getAttribute('aria-label'))!;
  const title = label.slice('Add to cart: '.length);
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  const main = page.getByRole('main');
  await expect(main.getByText(title, { exact: true })).toBeVisible();
  await expect(main.getByRole('status', { name: `Quantity of ${title}`, exact: true })).toHaveText('1');

  await page.goto('/products?availability=inStock&sort=price-asc');
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('main').getByRole('status', { name: `Quantity of ${title}`, exact: true }),
  ).toHaveText('2');
});

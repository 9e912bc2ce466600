import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { expectAxeClean } from './axe.ts';

// Compare and cart across the running shop (issue 6, docs/decisions/0013-compare-and-cart-web.md).

/** Set E2E_SHOTS to a folder to keep screenshots of each step for review. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string, fullPage = false) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

interface ListedProduct {
  productId: number;
  slug: string;
  sku: string;
  title: string;
  price: number;
}

/** Priced products with at least two in stock, from the featured list. */
async function stockedProducts(request: APIRequestContext, count: number): Promise<ListedProduct[]> {
  const response = await request.get('/api/v2/product/featured?limit=24');
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: (ListedProduct & { stockStatus: string })[] };
  const out: ListedProduct[] = [];
  for (const p of products.filter((x) => x.price > 0 && x.stockStatus === 'inStock')) {
    const ext = await request.get(`/api/v2/product/extended/id/${p.productId}`);
    if (ext.ok() && ((await ext.json()) as { stockQuantity: number }).stockQuantity >= 2) out.push(p);
    if (out.length === count) break;
  }
  expect(out.length).toBe(count);
  return out;
}

test('compare three products, try a fourth, compare side by side and highlight differences', async ({ page }, info) => {
  const suffix = info.project.name === 'mobile' ? '375' : '1280';
  // With scripts the toggles go through the browser API: no page is posted (compare-nojs.e2e.ts covers that path).
  const documentPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.resourceType() === 'document') documentPosts.push(r.url());
  });
  await page.goto('/products');
  // Before hydration a tick would be an ordinary form post; this journey is about the scripted path.
  await waitForHydration(page);
  const boxes = page.getByRole('checkbox', { name: /^Add to Compare/ });
  for (let i = 0; i < 3; i++) {
    // The box follows the server's list, so it ticks once the add has answered.
    await boxes.nth(i).click();
    await expect(boxes.nth(i)).toBeChecked();
  }
  const tray = page.getByRole('region', { name: 'Compare products' });
  await expect(tray.getByRole('heading')).toContainText('3 of 3');
  await expect(
    tray.getByRole('link', { name: 'Compare Selected' }).filter({ visible: true }),
  ).toHaveAttribute('href', /^\/compare\?sku=[^~]+~[^~]+~[^~]+$/);
  await expectAxeClean(page, '[data-testid="compare-tray"]');
  await shot(page, `tray-${suffix}`);

  // A fourth: the limit dialog, and nothing is added.
  await boxes.nth(3).click();
  const dialog = page.getByRole('dialog', { name: 'Too many products' });
  await expect(dialog).toContainText('maximum of 3 products');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  await expect(boxes.nth(3)).not.toBeChecked();

  // Hide minimises to the summary bar (desktop) or the mobile bar; showing it again brings the slots back.
  await tray.getByRole('button', { name: 'Hide' }).click();
  const show = tray.locator('button[aria-expanded="false"]:visible');
  await expect(show).toContainText('3');
  await shot(page, `tray-collapsed-${suffix}`);
  await show.click();
  await tray.getByRole('link', { name: 'Compare Selected' }).click();
  expect(documentPosts).toEqual([]);

  await expect(page).toHaveURL(/\/compare\?sku=[^~]+~[^~]+~[^~]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Compare products' })).toHaveCount(0);
  const highlight = page.getByRole('switch', { name: 'Highlight differences' });
  await page.locator('label', { hasText: 'Highlight differences' }).click();
  await expect(highlight).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /highlighted/ })).toBeVisible();
  await expectAxeClean(page);
  await shot(page, `compare-${suffix}`, true);
});

test('add two products, change a quantity, apply and remove a coupon, reload and find the same cart', async ({
  page,
  request,
}, info) => {
  const suffix = info.project.name === 'mobile' ? '375' : '1280';
  const [first, second] = await stockedProducts(request, 2);

  await page.goto(`/p/${first!.slug}`);
  // Before hydration the button is a plain form post to the cart page; this journey is about the drawer.
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add to cart: ${first!.title}` }).click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await expect(drawer).toBeVisible();
  // The count is products plus rewards (a reward may come with the product).
  await expect(drawer.getByRole('heading', { name: /^Your cart \(\d+ items?\)$/ })).toBeVisible();
  const badgeAfterFirst = await page.getByTestId('header-cart').getAttribute('aria-label');
  expect(badgeAfterFirst).toMatch(/^Cart, \d+ items?$/);
  await expectAxeClean(page, '[role="dialog"]');
  await shot(page, `drawer-${suffix}`);
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();

  await page.goto(`/p/${second!.slug}`);
  // Before hydration the button is a plain form post to the cart page; this journey is about the drawer.
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add to cart: ${second!.title}` }).click();
  await expect(drawer.getByRole('link', { name: second!.title })).toBeVisible();
  await expect(drawer.getByRole('link', { name: first!.title })).toBeVisible();
  await drawer.getByRole('link', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const badge = await page.getByTestId('header-cart').getAttribute('aria-label');
  expect(Number(/\d+/.exec(badge ?? '')?.[0])).toBeGreaterThan(Number(/\d+/.exec(badgeAfterFirst ?? '')?.[0]));
  const total = page.getByTestId('cart-total');
  const before = await total.textContent();

  await page.getByRole('button', { name: `Increase quantity of ${first!.title}` }).click();
  await expect(page.getByRole('status', { name: `Quantity of ${first!.title}` })).toHaveText('2');
  await expect(total).not.toHaveText(before ?? '');
  const withTwo = await total.textContent();

  const coupon = page.getByRole('region', { name: 'Coupon or gift card' });
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('Coupon value cannot be empty.');
  await coupon.getByLabel('Code').fill('SAVE50');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('button', { name: 'Remove code SAVE50' })).toBeVisible();
  await expect(total).not.toHaveText(withTwo ?? '');
  await expectAxeClean(page);
  await shot(page, `cart-${suffix}`, true);
  await coupon.getByRole('button', { name: 'Remove code SAVE50' }).click();
  await expect(coupon.getByRole('button', { name: 'Remove code SAVE50' })).toHaveCount(0);
  await expect(total).toHaveText(withTwo ?? '');

  await page.reload();
  await expect(page.getByRole('status', { name: `Quantity of ${first!.title}` })).toHaveText('2');
  await expect(page.getByRole('link', { name: second!.title })).toBeVisible();
  await expect(total).toHaveText(withTwo ?? '');
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', badge ?? '');
});

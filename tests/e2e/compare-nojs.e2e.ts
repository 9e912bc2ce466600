import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

// Compare without JavaScript (docs/decisions/0013-compare-and-cart-web.md, "Compare without scripts"): every tick is an
// ordinary form post to /compare that comes back to the listing, which the server renders from the shopper's list.

test.use({ javaScriptEnabled: false });

/**
 * axe runs as a script, which this context refuses. So the same page (same URL, same shopper cookies) is opened in a
 * context with JavaScript on but every script file blocked: the server's HTML, never hydrated, as a no-script
 * browser shows it.
 */
async function expectAxeClean(page: Page, browser: Browser) {
  // Explicitly on: contexts made in a test take the file's options (javaScriptEnabled: false) as defaults.
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    await context.addCookies(await page.context().cookies());
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    const copy = await context.newPage();
    await copy.goto(page.url());
    expect(await axeViolations(copy)).toEqual([]);
  } finally {
    await context.close();
  }
}

test('without scripts: tick two products, see them ticked and counted, compare them; a fourth shows the limit', async ({
  page,
  browser,
}, info) => {
  // Every step is a full page load, and axe needs a second browser context.
  test.slow();
  const mobile = info.project.name === 'mobile';
  await page.goto('/products?sort=price-asc');
  const boxes = page.getByRole('checkbox', { name: /^Add to Compare/ });
  const tray = page.getByRole('region', { name: 'Compare products' });
  await expect(tray).toHaveCount(0);

  for (let i = 0; i < 2; i++) {
    await boxes.nth(i).click();
    // Back on the same listing (query kept), at the toggle, with the box ticked from the server's list.
    await expect(page).toHaveURL(/\/products\?sort=price-asc#compare-/);
    await expect(boxes.nth(i)).toBeChecked();
  }
  await expect(boxes.nth(2)).not.toBeChecked();
  const count = mobile
    ? tray.getByText('Compare (2 of 3)')
    : tray.getByText(/^Compare\s*2 products selected$/);
  await expect(count).toBeVisible();

  // A third, then a fourth: nothing is added and the page says why, in the dialog's words.
  await boxes.nth(2).click();
  await expect(boxes.nth(2)).toBeChecked();
  await boxes.nth(3).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Too many products' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.",
  );
  await expect(page).toHaveURL(/[?&]compare=limit/);
  await expect(boxes.nth(3)).not.toBeChecked();
  // Ticked and unticked toggles, the tray and the notice, all as the server drew them.
  await expectAxeClean(page, browser);
  await notice.getByRole('link', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).not.toHaveURL(/compare=limit/);

  // Untick the third, then follow the plain Compare Selected link.
  await boxes.nth(2).click();
  await expect(boxes.nth(2)).not.toBeChecked();
  await tray.getByRole('link', { name: 'Compare Selected' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/compare\?sku=[^~]+~[^~]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
  await expect(
    page
      .getByRole('table')
      .getByRole('columnheader')
      .filter({ has: page.getByRole('link') }),
  ).toHaveCount(2);

  // Remove works too: the page comes back without the product.
  await page
    .getByRole('button', { name: /^Remove .+ from compare$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/compare\?sku=[^~]+$/);
  await expect(
    page
      .getByRole('table')
      .getByRole('columnheader')
      .filter({ has: page.getByRole('link') }),
  ).toHaveCount(1);
});

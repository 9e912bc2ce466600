import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { waitForHydration } from './hydration.ts';
import { E2E_PORT } from './ports.ts';

// One running shop serves every brand by host name (docs/decisions/0038): browsers send *.localhost to this machine,
// so each brand of the journeys' shop answers at http://<theme>.localhost:<port>/.

const at = (theme: string | null, path: string) =>
  `http://${theme ? `${theme}.` : ''}localhost:${E2E_PORT}${path}`;

async function aProductSlug(page: Page): Promise<string> {
  const response = await page.request.get(at(null, '/api/v2/product/featured?limit=4'));
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: { slug: string; price: number }[] };
  const product = products.find((p) => p.price > 0) ?? products[0];
  expect(product).toBeTruthy();
  return product!.slug;
}

/** The brand colour the page's theme tokens resolve to. */
const brandColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());

test('the same product on two brands shows two palettes, logos and company names', async ({ page }) => {
  const slug = await aProductSlug(page);

  await page.goto(at(null, `/p/${slug}`));
  await expect(page).toHaveTitle(/\| Appliance Central$/);
  await expect(page.getByRole('banner').getByRole('img', { name: 'Appliance Central' })).toBeVisible();
  const central = await brandColour(page);

  await page.goto(at('wa', `/p/${slug}`));
  await expect(page).toHaveTitle(/\| Premier Appliances$/);
  await expect(page.getByRole('banner').getByRole('img', { name: 'Premier Appliances' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/theme-wa/);
  const premier = await brandColour(page);

  expect(central).not.toBe('');
  expect(premier).not.toBe(central);
  // The canonical link names the brand's own host.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://wa.localhost:${E2E_PORT}/p/${slug}`,
  );
  await expectAxeClean(page);
});

test('the New Zealand site prices in NZD and suggests New Zealand suburbs', async ({ page }) => {
  const slug = await aProductSlug(page);
  await page.goto(at('aol-nz', `/p/${slug}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
  const offer = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((scripts) => scripts.join('\n'));
  expect(offer).toContain('"priceCurrency":"NZD"');
  await expect(page.getByRole('main').getByText('incl. GST').first()).toBeVisible();

  await page.goto(at('aol-nz', '/stores'));
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Find stores near a postcode' }).pressSequentially('1010');
  await expect(page.getByRole('option', { name: /auckland central 1010/i }).first()).toBeVisible();
  await expectAxeClean(page);
});

test('a visitor from New Zealand on the Australian site is offered its New Zealand site once', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-country': 'NZ' } });
  const page = await context.newPage();
  await page.goto(at(null, '/'));
  const dialog = page.getByRole('dialog', { name: 'We noticed you are from New Zealand' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Visit .+ New Zealand$/ })).toHaveAttribute(
    'href',
    `http://aol-nz.localhost:${E2E_PORT}/`,
  );
  await dialog.getByRole('button', { name: /^Stay on .+ Australia$/ }).click();
  await expect(dialog).toBeHidden();
  await page.goto(at(null, '/stores'));
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('the development switch shows another brand on the same host until it is cleared', async ({ page }) => {
  await page.goto(at(null, '/?theme=hc'));
  await expect(page).toHaveURL(at(null, '/'));
  await expect(page).toHaveTitle(/Hardware Central/);
  await page.goto(at(null, '/?theme='));
  await expect(page).toHaveTitle(/Appliance Central/);
});

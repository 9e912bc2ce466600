import { expect, test, type Page } from '@playwright/test';
import { THEME_IDS, THEMES, type ThemeId } from '../../packages/domain/src/themes.ts';
import { visit, visitFirst } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { shot, stockedProduct } from './checkout-page.ts';
import { E2E_PORT } from './ports.ts';

// Every brand from the one shop, by host name (docs/decisions/0038: `<theme>.localhost` on any port): each brand's
// home, a category, a product and checkout with an item in the cart wear the brand's palette, logo and favicon, and
// pass axe, contrast included, in that palette.

const hostOf = (theme: ThemeId) => `http://${theme}.localhost:${E2E_PORT}`;

/** The page is the brand's: its theme class, its favicon and its company's logo in the header. */
async function expectBrand(page: Page, theme: ThemeId): Promise<void> {
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)theme-${theme}(\\s|$)`));
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', `/favicon-${theme}.svg`);
  await expect(page.getByRole('img', { name: THEMES[theme].companyName }).first()).toBeAttached();
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const theme of THEME_IDS) {
  test(`${theme}: home, a category, a product and checkout pass axe in the brand's palette`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const shop = hostOf(theme);

    // The catalogue is shared by every brand; it is read on the default host (prices are hidden from visitors on the
    // commercial brands). Only the browser resolves `*.localhost`, so whatever needs the brand's host goes through the
    // page.
    const product = await stockedProduct(page.request, { min: 200, max: 1500 });
    const featured = await page.request.get('/api/v2/product/featured?limit=1');
    expect(featured.ok()).toBe(true);
    const [shown] = ((await featured.json()) as { products: { slug: string; title: string }[] }).products;
    expect(shown).toBeDefined();
    const navbar = await page.request.get('/api/navbar/');
    expect(navbar.ok()).toBe(true);
    const [category] = ((await navbar.json()) as { mainNav: { uri: string; title: string }[] }).mainNav;
    expect(category).toBeDefined();

    await visitFirst(page, `${shop}/`);
    await expectBrand(page, theme);
    const icon = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get('content-type') ?? '' };
    }, `/favicon-${theme}.svg`);
    expect(icon.status).toBe(200);
    expect(icon.type).toMatch(/^image\/svg\+xml/);
    await expectAxeClean(page, `${theme} home`);
    await shot(page, info, `brand-${theme}-home`);

    await visit(page, `${shop}${category!.uri}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectBrand(page, theme);
    await expectAxeClean(page, `${theme} category ${category!.uri}`);

    await visit(page, `${shop}/p/${shown!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: shown!.title })).toBeVisible();
    await expectBrand(page, theme);
    await expectAxeClean(page, `${theme} product ${shown!.slug}`);
    await shot(page, info, `brand-${theme}-product`);

    // The cart cookie belongs to the brand's host, so the item goes in through that host.
    const added = await page.evaluate(async (code) => {
      const response = await fetch('/api/cart/product/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, quantity: 1 }),
      });
      return { ok: response.ok, text: await response.text() };
    }, product.code);
    expect(added.ok, added.text).toBe(true);
    await visit(page, `${shop}/customer/checkout`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectBrand(page, theme);
    await expectAxeClean(page, `${theme} checkout`);
  });
}

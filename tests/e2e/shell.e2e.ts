import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { shellSettled, waitForHydration } from './hydration.ts';
import { movedSoFar, watchLayoutShifts } from './layout-shifts.ts';

// The shared shell (spec 000 §2, §4): navigation, banners, back-to-top, checkout header, location popup.

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 975;

test.describe('navigation', () => {
  test('the mega menu opens on hover and reaches a sub-category', async ({ page }) => {
    test.skip(isMobile(page), 'desktop navigation');
    await page.goto('/');
    // Hover handlers exist once the page has hydrated.
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const firstTop = nav.locator('> ul > li').first();
    await firstTop.getByRole('link').first().hover();
    const panel = firstTop.locator('[id$="-panel-0"]');
    await expect(panel).toBeVisible();
    const sub = panel.getByRole('link').first();
    const href = await sub.getAttribute('href');
    expect(href).toMatch(/^\/c\//);
    await sub.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(panel).toBeHidden();
  });

  test('the mega menu works from the keyboard', async ({ page }) => {
    test.skip(isMobile(page), 'desktop navigation');
    await page.goto('/');
    // Enter on the toggle opens the panel once the page has hydrated.
    await waitForHydration(page);
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the mobile menu opens with the page locked and reaches a category', async ({ page }) => {
    test.skip(!isMobile(page), 'mobile navigation');
    await page.goto('/');
    // The menu button works once the page has hydrated; until then a tap does nothing.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await axeViolations(page)).toEqual([]);

    const category = nav.getByRole('button').first();
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    const shopAll = nav.getByRole('link', { name: /^Shop all / }).first();
    const href = await shopAll.getAttribute('href');
    await shopAll.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The address changes before React renders the new page, which is what closes the menu and unlocks the page.
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('back to top', () => {
  test('appears once scrolled down and returns to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('button', { name: 'Back to top' });
    if (isMobile(page)) {
      // Hidden at mobile widths (000 §2).
      await expect(button).toBeHidden();
      return;
    }
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('alert banner', () => {
  test('the API answers a banner or nothing', async ({ request }) => {
    const response = await request.get('/api/alertBanner/');
    expect([200, 204]).toContain(response.status());
  });

  test('it is in the page as served, and once closed it stays closed across reloads before the first paint', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/alertBanner/') asked.push(r.url());
    });
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Site notice' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Free metro delivery');
    await waitForHydration(page);
    await banner.getByRole('button', { name: 'Close alert banner' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('alertCacheData'))).toBeNull();

    // Without its scripts the page shows what the pre-paint script and the stylesheet decide alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-alert-closed', '');
    await expect(page.getByRole('complementary', { name: 'Site notice' })).toBeHidden();

    await page.unroute('**/assets/*.js');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Site notice' })).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-alert-closed', '');
    // The server's answer was the fetch: the browser never asked the API itself.
    expect(asked).toEqual([]);
  });

  test('a browser without scripts sees the banner, with no close button it could not use', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Site notice' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('a browser that already has a banner cached shows it from the first paint: the page below never moves', async ({
    page,
  }) => {
    // Layout shifts that move the page's main content or the banner (the header's own tools settle on their own after
    // hydration and are not the banner's doing).
    await watchLayoutShifts(page, '#main-content, [aria-label="Site notice"]');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Site notice' })).toBeVisible();
    expect(await movedSoFar(page)).toEqual([]);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Site notice' })).toBeVisible();
    expect(await movedSoFar(page)).toEqual([]);
  });
});

test("the header tools keep their places when the shopper's store and sign-in state arrive after load", async ({
  page,
}) => {
  // The tools list: the store and account tools change their words after load (docs/decisions/0048).
  await watchLayoutShifts(page, 'header ul:has([data-testid="header-cart"])');
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Your Store: / })).toBeVisible();
  expect(await movedSoFar(page)).toEqual([]);
});

test.describe('sale banner', () => {
  test('shows the site-wide header banner when a sale is on', async ({ page, request }) => {
    const response = await request.get('/api/promotion/sale/');
    expect(response.ok()).toBe(true);
    const sale = (await response.json()) as {
      isSaleOn: boolean;
      name: string;
      images: Record<string, unknown>;
    };
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: sale.name || 'Sale' });
    const hasPlacement = 'siteWideHeaderBanner1' in sale.images || 'siteWideHeaderBanner2' in sale.images;
    if (sale.isSaleOn && hasPlacement) await expect(banner.getByRole('link')).toBeVisible();
    else await expect(banner).toHaveCount(0);
  });
});

test.describe('shell details', () => {
  test('the home page has no axe violations', async ({ page }) => {
    const settled = shellSettled(page);
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await settled();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the checkout header is the simplified one', async ({ page }) => {
    await page.goto('/customer/checkout');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(49);
    const back = header.getByRole('link', { name: isMobile(page) ? 'Back' : 'Continue Shopping' });
    await expect(back).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: /24\/7/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('region_id leaves the address after 500 ms', async ({ page }) => {
    await page.goto('/?region_id=2000&keep=1');
    await expect(page).toHaveURL(/\/\?keep=1$/);
  });

  test('the location popup offers the other country once', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-country': 'NZ' } });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'We noticed you are from New Zealand' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Visit .+ New Zealand$/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Stay on .+ Australia$/ }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    // The popup decides in an effect, which has run once the page is hydrated.
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('the page as served (ADR 0070)', () => {
  test('comes whole: the footer and the page data are in their places, nothing moved in by a script after it paints', async ({
    request,
  }) => {
    for (const path of ['/', '/c/kitchen/dishwashers']) {
      const html = await (
        await request.get(path, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } })
      ).text();
      // React writes a part that is not ready as a placeholder (<template id="B:n">) and the part itself later, in a
      // hidden <div id="S:n"> that a script ($RC) moves in after the first paint.
      expect(html, path).not.toMatch(/<template id="B:\d+">/);
      expect(html, path).not.toMatch(/<div hidden id="S:\d+">/);
      expect(html, path).not.toContain('data-testid="footer-shimmer"');
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      expect(footer, path).toMatch(/<a [^>]*href="[^"]+"/);
    }
  });
});

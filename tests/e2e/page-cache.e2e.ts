import { expect, test, type Page } from '@playwright/test';
import { accountMenu, addToCart, signInHere, stockedProducts, visit } from './accounts.ts';
import { shellSettled, waitForHydration } from './hydration.ts';
import { COMMERCIAL_PORT } from './ports.ts';

// Catalogue pages shared between shoppers (docs/decisions/0042): the kept HTML holds nothing of the shopper whose
// visit caused it, and each shopper's own parts (compare ticks, cart badge, name) still show for them.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const compareBox = (page: Page, title: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^Add to Compare\\s*: ${escape(title)}$`) }).first();
const cartButton = (page: Page) => page.getByTestId('header-cart');

test("a shared page carries no shopper's cart, compare list or name to another", async ({
  browser,
  request,
}, info) => {
  test.slow();
  const [product] = await stockedProducts(request, 1, info.project.name === 'mobile' ? 4 : 2);
  const path = `/p/${product!.slug}`;

  // Shopper A: a cart line and a compare tick, with scripts running.
  const contextA = await browser.newContext();
  const a = await contextA.newPage();
  await addToCart(a, product!);
  await compareBox(a, product!.title).click();
  await expect(compareBox(a, product!.title)).toBeChecked();
  const cookiesA = await contextA.cookies();
  const secretsA = cookiesA
    .filter((c) => c.name === 'shop_cart' || c.name === 'shop_compare')
    .map((c) => c.value);
  expect(secretsA).toHaveLength(2);
  expect(cookiesA.some((c) => c.name === 'shop_js' && c.value === '1')).toBe(true);

  // A's next view of the page is the shared one; their tick and cart still show once it has loaded.
  const sharedForA = await a.goto(path);
  expect(sharedForA!.headers()['x-page-cache']).toMatch(/^(hit|stale|miss)$/);
  expect(sharedForA!.headers()['cache-control']).toContain('public');
  const htmlForA = await sharedForA!.text();
  for (const secret of secretsA) expect(htmlForA).not.toContain(secret);
  await waitForHydration(a);
  await expect(compareBox(a, product!.title)).toBeChecked();
  await expect(cartButton(a)).toHaveAttribute('aria-label', /^Cart, [1-9]\d* items?$/);

  // Signed in, a customer gets the shared page too (docs/decisions/0048): their name is not in its HTML but is drawn
  // after load, with their tick and cart; a page that is never shared is still rendered for them and names them.
  await visit(a, `/account/login?returnUrl=${encodeURIComponent(path)}`);
  await signInHere(a, 'shopper@example.com', 'demo-shopper-pass');
  await expect(accountMenu(a)).toHaveText(/^Hi, \S+/);
  const greeting = (await accountMenu(a).textContent())!.trim();
  const sharedSignedIn = await a.goto(path);
  expect(sharedSignedIn!.headers()['x-page-cache']).toMatch(/^(hit|stale|miss)$/);
  expect(sharedSignedIn!.headers()['cache-control']).toContain('public');
  const sharedHtml = await sharedSignedIn!.text();
  expect(sharedHtml).not.toContain(greeting);
  await waitForHydration(a);
  await expect(accountMenu(a)).toHaveText(greeting);
  await expect(compareBox(a, product!.title)).toBeChecked();
  await expect(cartButton(a)).toHaveAttribute('aria-label', /^Cart, [1-9]\d* items?$/);
  const ownForA = await a.goto('/stores');
  expect(ownForA!.headers()['x-page-cache']).toBeUndefined();
  expect(ownForA!.headers()['cache-control']).toBe('private, no-cache');
  expect(await ownForA!.text()).toContain(greeting);
  const tokenA = (await contextA.cookies()).find((c) => c.name === 'shop_access_token')?.value;
  expect(tokenA).toBeTruthy();

  // Shopper B, a new browser, gets the shared page: nothing of A's in it, nor on screen once it has loaded.
  const contextB = await browser.newContext();
  const b = await contextB.newPage();
  const forB = await b.goto(path);
  expect(forB!.headers()['x-page-cache']).toMatch(/^(hit|stale|miss)$/);
  const htmlForB = await forB!.text();
  for (const secret of [...secretsA, tokenA!, greeting]) expect(htmlForB).not.toContain(secret);
  await waitForHydration(b);
  await expect(b.getByRole('banner').getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(accountMenu(b)).toHaveCount(0);
  await expect(compareBox(b, product!.title)).not.toBeChecked();
  await expect(cartButton(b)).not.toHaveAttribute('aria-label', /^Cart, [1-9]/);
  expect((await contextB.cookies()).map((c) => c.name).sort()).not.toContain('shop_cart');

  await contextA.close();
  await contextB.close();
});

test("an ad click's tracking tags stay in the address bar but not in the shared page, which hydrates cleanly", async ({
  browser,
  request,
}, info) => {
  const [product] = await stockedProducts(request, 1, info.project.name === 'mobile' ? 8 : 7);
  const tags = `utm_source=newsletter&utm_campaign=eofy&gclid=ad-click-${info.project.name}`;
  for (const visit of ['first', 'second', 'third']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const settled = shellSettled(page);
    const answer = await page.goto(`/p/${product!.slug}?${tags}`);
    expect(answer!.headers()['x-page-cache'], visit).toMatch(/^(hit|stale|miss)$/);
    expect(await answer!.text()).not.toMatch(/utm_source|gclid|ad-click/);
    await settled();
    // The analytics scripts read the campaign from the address, as before.
    expect(new URL(page.url()).search).toBe(`?${tags}`);
    await expect(compareBox(page, product!.title)).toBeVisible();
    expect(problems, visit).toEqual([]);
    await context.close();
  }
});

test('a scriptless shopper with a compare list gets their ticks from the server, never a shared page', async ({
  browser,
  request,
}, info) => {
  const [product] = await stockedProducts(request, 1, info.project.name === 'mobile' ? 5 : 3);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const path = `/p/${product!.slug}`;
  await page.goto(path);
  await compareBox(page, product!.title).click();
  await expect(page).toHaveURL(new RegExp(`${path}#compare-`));
  await expect(compareBox(page, product!.title)).toBeChecked();
  const again = await page.goto(path);
  expect(again!.headers()['x-page-cache']).toBeUndefined();
  await expect(compareBox(page, product!.title)).toBeChecked();
  await context.close();
});

test('staff keep their toolbar: their pages are rendered for them, never shared', async ({
  browser,
  request,
}) => {
  const [product] = await stockedProducts(request, 1, 6);
  const path = `/p/${product!.slug}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await visit(page, `/account/login?returnUrl=${encodeURIComponent(path)}`);
  await signInHere(page, 'staff@example.com', 'demo-staff-pass');
  const own = await page.goto(path);
  expect(own!.headers()['x-page-cache']).toBeUndefined();
  expect(own!.headers()['cache-control']).toBe('private, no-cache');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Staff toolbar' })).toBeVisible();
  await context.close();
});

test.describe('on a commercial theme', () => {
  test.use({ baseURL: `http://localhost:${COMMERCIAL_PORT}` });

  test('a signed-in customer still sees prices: their catalogue pages are rendered for them', async ({
    page,
  }) => {
    const featured = await page.request.get('/api/v2/product/featured?limit=1');
    const [product] = ((await featured.json()) as { products: { slug: string }[] }).products;
    const path = `/p/${product!.slug}`;
    const forVisitor = await page.goto(path);
    expect(forVisitor!.headers()['x-page-cache']).toMatch(/^(hit|stale|miss)$/);
    await visit(page, `/account/login?returnUrl=${encodeURIComponent(path)}`);
    await signInHere(page, 'shopper@example.com', 'demo-shopper-pass');
    const own = await page.goto(path);
    expect(own!.headers()['x-page-cache']).toBeUndefined();
    await expect(page.getByRole('main').getByText(/\$\d/).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'LOG IN FOR PRICE' })).toHaveCount(0);
  });
});

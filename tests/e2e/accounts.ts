import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { shellSettled, waitForHydration } from './hydration.ts';

// Steps the account journeys share: the shop's pages driven as a shopper would, and the identity service's
// development outbox read as a developer would, in the browser.

/** The first page load of a fresh browser, judged once the shell has settled (hydration.ts). */
export async function visitFirst(page: Page, path: string): Promise<void> {
  const settled = shellSettled(page);
  await page.goto(path);
  await settled();
}

/**
 * A later page load: the shell may answer from what it already has (a closed banner, a known location), so only
 * hydration is a state every load reaches.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * An address nobody has used: desktop and mobile run the same journeys against one shop, and a run may follow another
 * on the same data directory when a developer keeps it.
 */
export function uniqueEmail(info: TestInfo, journey: string): string {
  return `${journey}-${info.project.name}-${Date.now()}-${info.workerIndex}@example.com`;
}

/** The identity service runs on the storefront's port + 1 (playwright.config.ts). */
export function identityUrl(baseURL: string | undefined, path: string): string {
  const storefront = new URL(baseURL ?? 'http://localhost:3100');
  storefront.port = String(Number(storefront.port) + 1);
  return new URL(path, storefront).toString();
}

/** The header's account menu (a <details> summary) that greets the signed-in shopper by first name. */
export const accountMenu = (page: Page) => page.locator('header[data-shell-header] details > summary');

export const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log in' });

/**
 * Opens the newest mail to `email` with `subject` in the development outbox (newest first) and follows its link, which
 * leads back to the storefront.
 */
export async function followOutboxLink(
  page: Page,
  baseURL: string | undefined,
  mail: { email: string; subject: string; action: string },
): Promise<void> {
  await page.goto(identityUrl(baseURL, '/dev/outbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Development outbox' })).toBeVisible();
  const newest = page
    .getByRole('listitem')
    .filter({ hasText: `To: ${mail.email}` })
    .filter({ has: page.getByRole('heading', { name: mail.subject }) })
    .first();
  const link = newest.getByRole('link', { name: mail.action });
  await expect(link).toHaveAttribute('href', /^http:\/\/localhost:\d+\/account\//);
  await link.click();
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** In a fresh browser, fills and sends the registration form; the page then asks the shopper to check their e-mail. */
export async function register(page: Page, account: NewAccount): Promise<void> {
  await visitFirst(page, '/account/register');
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
}

/** Signs in on the sign-in page the browser is on; the identity service sends it back through the callback. */
export async function signInHere(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the header's menu and follows one of its links (it is a plain <details>, usable once hydrated or not). */
export async function useAccountMenu(page: Page, item: 'My account' | 'Log out'): Promise<void> {
  await waitForHydration(page);
  await accountMenu(page).click();
  await page.getByRole('banner').getByRole('link', { name: item }).click();
}

export interface StockedProduct {
  slug: string;
  title: string;
}

/** Priced products with stock to spare, from the featured list, so a journey can put them in a cart. */
export async function stockedProducts(
  request: APIRequestContext,
  count: number,
  skip = 0,
): Promise<StockedProduct[]> {
  const response = await request.get('/api/v2/product/featured?limit=24');
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as {
    products: { productId: number; slug: string; title: string; price: number; stockStatus: string }[];
  };
  const out: StockedProduct[] = [];
  for (const p of products.filter((x) => x.price > 0 && x.stockStatus === 'inStock').slice(skip)) {
    const extended = await request.get(`/api/v2/product/extended/id/${p.productId}`);
    if (extended.ok() && ((await extended.json()) as { stockQuantity: number }).stockQuantity >= 2) {
      out.push({ slug: p.slug, title: p.title });
    }
    if (out.length === count) break;
  }
  expect(out.length).toBe(count);
  return out;
}

/** Adds a product from its page through the cart drawer, and closes the drawer. */
export async function addToCart(page: Page, product: StockedProduct): Promise<void> {
  await visit(page, `/p/${product.slug}`);
  await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await expect(drawer.getByRole('link', { name: product.title })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
}

/**
 * Back to the top of the page before judging it with axe: further down, the sticky header overlaps whichever fields
 * sit under it at that moment, and axe counts their tap targets as too small. The page is judged as it first shows.
 */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

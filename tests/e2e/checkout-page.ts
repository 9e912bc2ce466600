import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

// Steps the checkout journeys share: a cart filled through the API (as the product page's button would), the
// checkout page driven as a shopper would, and screenshots kept for a person to look at.

export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  refused: '4000 0000 0000 0002',
  challenge: '4000 0027 6000 3184',
} as const;

/** 001 §8's 401 wording up to the support number, which comes from the shop's configuration. */
export const PAYMENT_REFUSED =
  /^Sorry there has been a problem with your payment\. Please check your details or try a different payment method\. If the problem persists, kindly contact a member of our team on .+\.$/;

const SHOTS = '/tmp/shots';

/** Keeps a screenshot as /tmp/shots/<name>-<width>.png, the width being the project's viewport. */
export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // From the top, so the sticky header and order summary sit where a shopper first sees them, not mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  info.annotations.push({ type: 'screenshot', description: `${SHOTS}/${name}-${width}.png` });
}

export interface StockedProduct {
  productId: number;
  code: string;
  title: string;
  price: number;
}

/**
 * An in-stock product in the price band with at least `minStock` left, of `brand` or else leaving out the restricted
 * brand (its checkout asks for the brand warning), supplier-delivered brands and pro-forma brands. `skip` picks a later one, so journeys that run
 * one after another on the same shop do not all empty the same product.
 */
export async function stockedProduct(
  request: APIRequestContext,
  band: { min: number; max: number; skip?: number; minStock?: number; brand?: string },
): Promise<StockedProduct> {
  const response = await request.get(
    `/api/v2/products?price=${band.min}-${band.max}&availability=inStock&sort=price-asc&pageSize=96${
      band.brand ? `&brand=${encodeURIComponent(band.brand.toLowerCase())}` : ''
    }`,
  );
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as {
    products: { productId: number; sku: string; title: string; price: number; brand: string }[];
  };
  // Pro-forma brands have no calendar (001 §4), so a journey that picks a date leaves them out too.
  const settings = (await (await request.get('/api/settings')).json()) as {
    items: { name: string; value: string }[];
  };
  const proforma = (settings.items.find((i) => i.name === 'proformaShippingBrands')?.value ?? '')
    .split(',')
    .map((b) => b.trim().toLowerCase())
    .filter(Boolean);
  const avoided = ['miele', 'weber', 'harbour & oak', ...proforma];
  let skip = band.skip ?? 0;
  for (const p of products) {
    const brandFits = band.brand ? p.brand === band.brand : !avoided.includes(p.brand.trim().toLowerCase());
    if (!brandFits || !(p.price >= band.min && p.price <= band.max)) continue;
    const ext = await request.get(`/api/v2/product/extended/id/${p.productId}`);
    const stock = ext.ok() ? ((await ext.json()) as { stockQuantity: number }).stockQuantity : 0;
    if (stock < (band.minStock ?? 3)) continue;
    if (skip-- > 0) continue;
    return { productId: p.productId, code: p.sku, title: p.title, price: p.price };
  }
  throw new Error(`no stocked product between $${band.min} and $${band.max}`);
}

/** Puts the product in this browser's cart (the page's request context shares its cookies). */
export async function addToCart(page: Page, product: StockedProduct, quantity = 1): Promise<void> {
  const response = await page.request.post('/api/cart/product/', { data: { code: product.code, quantity } });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function applyCode(page: Page, code: string): Promise<void> {
  const response = await page.request.post('/api/cart/coupon/', { data: { code, userEmail: '' } });
  expect(response.ok(), await response.text()).toBe(true);
}

export interface Shopper {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  /** Typed into the suburb search; the option whose text is `pick` is chosen. */
  search: string;
  pick: RegExp;
}

export function shopper(info: TestInfo, journey: string): Shopper {
  return {
    email: `${journey}-${info.project.name}-${Date.now()}@example.com`,
    phone: '0412 345 678',
    firstName: 'Jo',
    lastName: 'Citizen',
    address: '1 George Street',
    search: '2000',
    pick: /^2000 SYDNEY, NSW$/,
  };
}

/** The checkout page and its parts, found by role and label as a screen reader would. */
export class Checkout {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/customer/checkout');
    // Before hydration the form's fields do nothing; the journeys are about the scripted page.
    await waitForHydration(this.page);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  get contact(): Locator {
    return this.section('Contact details');
  }

  get delivery(): Locator {
    return this.section('Delivery address');
  }

  get payment(): Locator {
    return this.section('Payment');
  }

  get calendar(): Locator {
    return this.section('Delivery date');
  }

  get placeOrder(): Locator {
    return this.page.getByRole('button', { name: 'Place order' });
  }

  /**
   * The message a field shows, found through the field's aria-describedby as assistive technology finds it; of the
   * descriptions only the error's (id '…-error'), not a hint's such as the deposit's minimum.
   */
  async fieldError(field: Locator): Promise<string> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const described = (await field.getAttribute('aria-describedby')) ?? '';
    const ids = described.split(/\s+/).filter((id) => id.endsWith('-error'));
    const texts = await Promise.all(ids.map((id) => this.page.locator(`[id="${id}"]`).textContent()));
    return texts.filter((t): t is string => Boolean(t)).join(' ');
  }

  async pickSuburb(scope: Locator, search: string, pick: RegExp): Promise<void> {
    const suburb = scope.getByRole('combobox', { name: 'Suburb or postcode' });
    await suburb.fill(search);
    await scope.getByRole('option', { name: pick }).click();
    await expect(scope.getByLabel('Postcode', { exact: true })).not.toHaveValue('');
  }

  async fillContactAndDelivery(who: Shopper): Promise<void> {
    await this.contact.getByLabel('Email').fill(who.email);
    await this.contact.getByLabel('Phone number').fill(who.phone);
    await this.delivery.getByLabel('First name').fill(who.firstName);
    await this.delivery.getByLabel('Last name').fill(who.lastName);
    await this.delivery.getByLabel('Street address').fill(who.address);
    await this.pickSuburb(this.delivery, who.search, who.pick);
  }

  /** The calendar has loaded and a date is chosen (001 §4: the first available one unless the shopper picks). */
  async dateChosen(): Promise<void> {
    await expect(this.calendar.locator('button[aria-pressed="true"]')).toHaveCount(1);
  }

  /**
   * Picks a day well past the two working days that close the change window: the next month's third week or later.
   * Its first row can hold days of the month before (shown as buttons too), which from the 28th on are only days away.
   */
  async chooseDayWeeksAhead(): Promise<void> {
    const month = this.calendar.getByRole('heading', { level: 3 });
    const shown = (await month.textContent()) ?? '';
    await this.calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(month).not.toHaveText(shown);
    const day = this.calendar
      .locator('tbody tr:nth-child(n+3) td button:not([disabled]):not([aria-pressed="true"])')
      .first();
    const name = (await day.getAttribute('aria-label')) ?? '';
    await day.click();
    await expect(this.calendar.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  /** Chooses a payment method by its radio's label ('PayPal', 'Afterpay', 'Zip', 'Pay with Zip App', …). */
  async choosePayment(label: string): Promise<void> {
    const radio = this.payment.getByRole('radio', { name: label, exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
  }

  async fillCard(number: string, opts: { name?: string; expiry?: string; cvv?: string } = {}): Promise<void> {
    await this.payment.getByLabel('Name on card').fill(opts.name ?? 'Jo Citizen');
    await this.payment.getByLabel('Card number').fill(number);
    await this.payment
      .getByLabel('Expiry (MM / YYYY)')
      .fill(opts.expiry ?? `12 / ${new Date().getFullYear() + 3}`);
    await this.payment.getByLabel('CVV').fill(opts.cvv ?? '123');
  }

  /** The order number the confirmation page shows, once the browser has arrived there. */
  async confirmed(): Promise<string> {
    await expect(this.page).toHaveURL(/\/customer\/confirmation\?id=/);
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    const number = (await this.page.getByTestId('order-number').textContent()) ?? '';
    expect(number).toMatch(/\S/);
    return number;
  }

  /** The error banner the page shows after a refused submit (001 §8: a persistent banner). */
  get banner(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /\S/ }).first();
  }
}

/** The sandbox's 3-D Secure page (apps/payments): the shopper presses 'Complete' or 'Fail'. */
export async function answerChallenge(page: Page, answer: 'Complete' | 'Fail'): Promise<void> {
  const button = page.getByRole('button', { name: answer });
  await expect(button).toBeVisible();
  await button.click();
}

/** The payments sandbox runs on the storefront's port + 2 (playwright.config.ts): its Zip app page, say. */
export function paymentsUrl(baseURL: string | undefined, path: string): string {
  const storefront = new URL(baseURL ?? 'http://localhost:3100');
  storefront.port = String(Number(storefront.port) + 2);
  return new URL(path, storefront).toString();
}

/** A provider's hosted page in the sandbox (ADR 0029): its name as the heading, then 'Approve' and 'Cancel'. */
export async function onProviderPage(page: Page, provider: string, name: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/pay/${provider}/[^/?]+$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts';
import { extendedFixture, renderRoute, runLoader, statusOf } from '../test/catalogue.tsx';
import { productFixture } from '../test/fixtures.ts';
import * as productRoute from './product.tsx';
import { resetGeoStore } from '../lib/geo-store.ts';
import { paymentOptionsCache } from '../lib/payment-options.server.ts';

// The dialog's code loads on first open; loaded up front, a busy machine cannot push that past a query's timeout.
beforeAll(async () => {
  await import('../components/modal/ModalDialog.tsx');
});

// The buy box's location widget is not under test here: it starts settled, so it fetches nothing.
beforeEach(() => {
  resetGeoStore(null, { status: 'failed', geo: null });
  paymentOptionsCache.clear();
});

/** GET /api/checkout/paymentconfiguration as the API answers it with the pay-later providers on. */
const PAYMENT_CONFIGURATION = {
  paymentOptions: {
    CreditCard: { isEnabled: true, details: { minimumAmount: 0, maximumAmount: 100_000 } },
    AfterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
    Zip: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 30_000, repaymentPeriodMonths: 24 } },
    PayPal: { isEnabled: true, details: { minimumAmount: 30, maximumAmount: 2000 } },
    Klarna: { isEnabled: true, details: { minimumAmount: 35, maximumAmount: 2000 } },
    Humm: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
  },
};

afterEach(cleanup);

const SLUG = 'front-load-washer-8kg';

function answersFor(product: Product, extra: Record<string, unknown> = {}) {
  return {
    [`/api/v2/product/slug/${product.slug}`]: product,
    [`/api/v2/product/extended/id/${product.productId}`]: extendedFixture(product, {
      specifications: [
        {
          title: 'Key specifications',
          attributes: [
            { name: 'Overview', kind: 'Html', value: '<p>Made for <strong>big</strong> families</p>' },
            { name: 'Colour', kind: 'String', value: 'White' },
            { name: 'Steam wash', kind: 'Boolean', value: true },
            { name: 'Child lock', kind: 'Boolean', value: false },
            { name: 'Energy rating', kind: 'Rating', value: 4 },
            {
              name: 'Manuals',
              kind: 'Downloads',
              value: [{ title: 'User manual', url: '/files/manual.pdf' }],
            },
          ],
        },
      ],
      features: [{ title: 'Quiet motor', body: 'Runs at 48 dB.', image: null }],
    }),
    [`/api/pricehistory/get-price-history/${product.sku}`]: {
      sku: product.sku,
      points: [
        { date: '2025-01-01', price: 1399 },
        { date: '2025-03-01', price: 1299 },
      ],
      lowest: 1299,
      highest: 1399,
    },
    [`/api/v2/product/upselloptions/sku/${product.sku}`]: {
      sku: product.sku,
      warranties: [{ id: 1, name: 'Care plan', years: 3, price: 149 }],
      installs: [{ id: 2, name: 'Standard install', description: 'Connect to existing taps', price: 99 }],
    },
    '/api/checkout/paymentconfiguration': PAYMENT_CONFIGURATION,
    ...extra,
  };
}

function renderProduct(product: Product, site = {}) {
  return renderRoute(productRoute, {
    path: '/p/:productUri',
    url: `/p/${product.slug}`,
    answers: answersFor(product),
    site,
  });
}

describe('product page', () => {
  it('shows title, brand, SKU, price, the RRP saving with its tooltip and buy-now-pay-later lines', async () => {
    renderProduct(productFixture({ manufacturer: { name: 'Acme', thumbnail: '/img/acme.png' } }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Front Load Washer 8kg' })).toBeTruthy();
    expect(screen.getByText('SKU: WM-1001')).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('$1,299');
    expect(screen.getByText('RRP: $1,499')).toBeTruthy();
    expect(screen.getByText('Save $200')).toBeTruthy();
    const tip = screen.getByRole('button', { name: 'What is RRP?' });
    expect(tip.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(tip.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Manufacturer's recommended retail price",
    );
    // Streamed after the first paint, from the configured providers' ranges.
    const bnpl = await screen.findByRole('list', { name: 'Buy now, pay later' });
    expect(
      within(bnpl)
        .getByRole('link', { name: 'Own it from $12.50 weekly for 24 months' })
        .getAttribute('href'),
    ).toBe('/zipmoney');
    expect(within(bnpl).getByText('or 4 payments of $325 with Afterpay')).toBeTruthy();
    expect(
      within(bnpl)
        .getByRole('link', { name: 'or 4 interest-free payments of $325 with Klarna' })
        .getAttribute('href'),
    ).toBe('/klarna');
    expect(
      within(bnpl).getByRole('link', { name: '10 fortnightly payments of $129.90' }).getAttribute('href'),
    ).toBe('/humm');
    expect(
      within(bnpl).getByText('or pay later in 4 interest-free payments of $325 with PayPal'),
    ).toBeTruthy();
    // Wired to the cart by issue 6 (ADR 0013).
    expect(
      screen.getByRole('button', { name: 'Add to cart: Front Load Washer 8kg' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it("shows 'Request Price' for a zero price, without a compare line or instalments", async () => {
    renderProduct(productFixture({ price: 0 }));
    expect((await screen.findByTestId('product-price')).textContent).toBe('Request Price');
    expect(screen.queryByText(/RRP:/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Buy now, pay later' })).toBeNull();
  });

  it('has the pay-later lines in the page data, and none when the configuration cannot be read', async () => {
    const product = productFixture();
    const { result } = await runLoader(productRoute.loader, {
      url: `/p/${SLUG}`,
      params: { productUri: SLUG },
      answers: { ...answersFor(product), '/api/checkout/paymentconfiguration': undefined },
    });
    const data = result as { price: { display: { text: string } }; bnpl: unknown[] };
    expect(data.price.display.text).toBe('$1,299');
    expect(data.bnpl).toEqual([]);
  });

  it("shows 'LOG IN FOR PRICE' to visitors on the commercial theme and never sends them the amount", async () => {
    const product = productFixture();
    const { result } = await runLoader(productRoute.loader, {
      url: `/p/${SLUG}`,
      params: { productUri: SLUG },
      answers: answersFor(product),
      site: { theme: 'aoc' },
    });
    const json = JSON.stringify({ ...(result as object), priceHistory: null, upsells: null });
    expect(json).not.toContain('1299');
    expect(json).not.toContain('1,299');

    renderProduct(product, { theme: 'aoc' });
    const login = await screen.findByRole('link', { name: 'LOG IN FOR PRICE' });
    // Back to this product once signed in.
    expect(login.getAttribute('href')).toBe(`/account/login?returnUrl=${encodeURIComponent(`/p/${SLUG}`)}`);
  });

  it('shows the price on the commercial theme to a signed-in customer', async () => {
    const { result } = await runLoader(productRoute.loader, {
      url: `/p/${SLUG}`,
      params: { productUri: SLUG },
      answers: answersFor(productFixture()),
      site: { theme: 'aoc' },
      cookie: 'loggedin=true; shop_access_token=a.b.c; shop_id_token=d.e.f',
    });
    expect((result as { price: { display: { text: string } } }).price.display.text).toBe('$1,299');
  });

  it('hides a discount under 5% and under $200, and shows one at 5% or at $200', async () => {
    renderProduct(productFixture({ price: 960, rrp: 1000 }));
    await screen.findByTestId('product-price');
    expect(screen.queryByText(/RRP:/)).toBeNull();
    cleanup();

    renderProduct(productFixture({ price: 950, rrp: 1000 }));
    expect(await screen.findByText('RRP: $1,000')).toBeTruthy();
    cleanup();

    renderProduct(productFixture({ price: 4800, rrp: 5000 }));
    expect(await screen.findByText('RRP: $5,000')).toBeTruthy();
  });

  it('carries a JSON-LD Product with name, sku, brand, image and an offer', async () => {
    const { view } = renderProduct(productFixture({ stockStatus: 'backOrder' }));
    await screen.findByTestId('product-price');
    const scripts = [...view.container.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    );
    const product = scripts.find((s) => s['@type'] === 'Product');
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Front Load Washer 8kg',
      sku: 'WM-1001',
      brand: { '@type': 'Brand', name: 'Acme' },
      image: ['https://www.example.com.au/img/washer.jpg'],
      description: 'A quiet, efficient washer.',
      offers: {
        '@type': 'Offer',
        price: '1299.00',
        priceCurrency: 'AUD',
        availability: 'https://schema.org/BackOrder',
        url: `https://www.example.com.au/p/${SLUG}`,
      },
    });
    expect(scripts.some((s) => s['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('renders the five attribute kinds, features, upsells and price history', async () => {
    renderProduct(productFixture());
    const specs = await screen.findByRole('region', { name: 'Key specifications' });
    expect(within(specs).getByText('big').tagName).toBe('STRONG');
    expect(within(specs).getByText('White')).toBeTruthy();
    expect(within(specs).getByText('Yes')).toBeTruthy();
    expect(within(specs).getByText('No')).toBeTruthy();
    expect(within(specs).getByRole('img', { name: '4 out of 10 stars' })).toBeTruthy();
    expect(within(specs).getByRole('link', { name: 'User manual' }).getAttribute('href')).toBe(
      '/files/manual.pdf',
    );
    expect(screen.getByRole('heading', { name: 'Quiet motor' })).toBeTruthy();
    expect(await screen.findByText('Care plan (3 years)')).toBeTruthy();
    expect(await screen.findByText('01/03/2025')).toBeTruthy();
  });

  it('shows the condition badge and the missing parts note', async () => {
    renderProduct(productFixture({ conditionType: 'Cosmetic Imperfection', missingParts: 'Shelf bracket' }));
    expect(await screen.findByText('Cosmetic Imperfection')).toBeTruthy();
    expect(screen.getByText('Missing parts:').parentElement?.textContent).toBe(
      'Missing parts: Shelf bracket',
    );
    expect(screen.getByText('In stock')).toBeTruthy();
  });

  it('opens the value promise, and the price match guarantee on the NZ appliance theme only', async () => {
    renderProduct(productFixture(), { theme: 'aol-nz', country: 'NZ' });
    fireEvent.click(await screen.findByRole('button', { name: 'Price Match Guarantee' }));
    expect(await screen.findByRole('dialog', { name: 'Price Match Guarantee' })).toBeTruthy();
    cleanup();

    renderProduct(productFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Our Value Promise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our Value Promise' });
    expect(within(dialog).getByText(/Free next-day delivery/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Price Match Guarantee' })).toBeNull();
  });

  it('answers 404 for an unknown product', async () => {
    const { thrown } = await runLoader(productRoute.loader, {
      url: '/p/nope',
      params: { productUri: 'nope' },
      answers: {},
    });
    expect(statusOf(thrown)).toBe(404);
  });

  it('answers 400, not 500, when the API refuses the address (a product path too long to be one)', async () => {
    const slug = 'a'.repeat(250);
    const refused = Response.json(
      { status: 400, code: 'validation_failed', message: 'slug: too long', errors: ['slug: too long'] },
      { status: 400 },
    );
    const { thrown } = await runLoader(productRoute.loader, {
      url: `/p/${slug}`,
      params: { productUri: slug },
      answers: { [`/api/v2/product/slug/${slug}`]: refused },
    });
    expect(statusOf(thrown)).toBe(400);
  });
});

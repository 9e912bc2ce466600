import '../components/testing/polyfills.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Navbar, Product } from '@shop/contracts';
import { THEME_IDS, THEMES, type Country, type ThemeId } from '@shop/domain';
import { ShellProvider } from '../components/shell/ShellProvider.tsx';
import { SiteHeader } from '../components/shell/SiteHeader.tsx';
import { createRequestContext } from '../lib/context.server.ts';
import { resetGeoStore } from '../lib/geo-store.ts';
import { paymentOptionsCache } from '../lib/payment-options.server.ts';
import { FALLBACK_SHELL, type ShellData, toRootData } from '../lib/shell.ts';
import { shellNav } from '../lib/nav-tree.ts';
import { extendedFixture, SITE } from '../test/catalogue.tsx';
import { fakeApiFetch, productFixture } from '../test/fixtures.ts';
import { createApiClient } from '@shop/contracts';
import { setBrowserApi } from '../lib/browser-api.ts';
import { resetCartStore } from '../lib/cart-store.ts';
import { cartFixture, methodFetch } from '../test/cart-fixtures.ts';
import * as cartRoute from './cart.tsx';
import * as productRoute from './product.tsx';

// Each theme flag (packages/domain/src/themes.ts) seen on a page: the same data rendered under two themes differs.
// The search dropdown's counts and chevron are shown per theme in components/search/SearchBox.test.tsx, the staff
// reminders menu in components/staff/StaffTools.test.tsx.

beforeAll(async () => {
  await import('../components/modal/ModalDialog.tsx');
});

beforeEach(() => {
  resetGeoStore(null, { status: 'failed', geo: null });
  paymentOptionsCache.clear();
});

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
});

const NAVBAR: Navbar = {
  mainNav: [
    { title: 'Kitchen', uri: '/c/kitchen', subCategories: [], brands: [] },
    { title: 'Laundry', uri: '/c/laundry', subCategories: [], brands: [] },
  ],
  topNav: {
    displayCartIcon: true,
    displayProjectIcon: false,
    displaySearchIcon: true,
    displayContactUsIcon: true,
  },
};

function shellFor(theme: ThemeId, country: Country = THEMES[theme].country): ShellData {
  return {
    ...FALLBACK_SHELL,
    theme,
    country,
    currency: country === 'NZ' ? 'NZD' : 'AUD',
    companyName: THEMES[theme].companyName,
    loginRoute: '/account/login',
    navbar: shellNav(NAVBAR),
  };
}

describe('main navigation (hidden on the {product} and hardware themes, 000 §2)', () => {
  function renderHeader(theme: ThemeId) {
    const shell = shellFor(theme);
    const Header = () => (
      <ShellProvider>
        <SiteHeader shell={shell} />
      </ShellProvider>
    );
    const Stub = createRoutesStub([{ id: 'root', path: '*', Component: Header }]);
    return render(
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: toRootData(shell) } }} />,
    );
  }

  it.each(THEME_IDS)('%s', async (theme) => {
    renderHeader(theme);
    await screen.findByRole('link', { name: `${THEMES[theme].companyName} home` });
    const hidden = THEMES[theme].hidesMainNavigation;
    expect(hidden).toBe(theme === 'hc' || theme === 'home');
    expect(screen.queryByRole('navigation', { name: 'Main' }) === null).toBe(hidden);
    expect(screen.queryByRole('button', { name: 'Open menu' }) === null).toBe(hidden);
    expect(screen.queryByRole('link', { name: 'Kitchen' }) === null).toBe(hidden);
  });
});

const PAYMENT_CONFIGURATION = {
  paymentOptions: {
    CreditCard: { isEnabled: true, details: { minimumAmount: 0, maximumAmount: 100_000 } },
    AfterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
    Zip: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 30_000, repaymentPeriodMonths: 24 } },
  },
};

/** The product page under a root route whose data is the theme's shell, with the request's site to match. */
function renderProductPage(
  product: Product,
  theme: ThemeId,
  country: Country = THEMES[theme].country,
  flags: Partial<ShellData['flags']> = {},
) {
  const api = fakeApiFetch({
    [`/api/pricehistory/get-price-history/${product.sku}`]: {
      sku: product.sku,
      points: [{ date: '2025-03-01', price: 1000 }],
      lowest: 1000,
      highest: 1000,
    },
    [`/api/v2/product/slug/${product.slug}`]: product,
    [`/api/v2/product/extended/id/${product.productId}`]: extendedFixture(product),
    '/api/checkout/paymentconfiguration': PAYMENT_CONFIGURATION,
  });
  const context = createRequestContext({
    site: { ...SITE, theme, country, companyName: THEMES[theme].companyName },
    nonce: 'n0nce',
    apiFetch: api.fetch,
  });
  const shell = { ...shellFor(theme, country), flags: { ...FALLBACK_SHELL.flags, ...flags } };
  const Stub = createRoutesStub(
    [
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        loader: () => toRootData(shell),
        HydrateFallback: () => null,
        children: [
          {
            path: 'p/:productUri',
            Component: productRoute.default as ComponentType,
            loader: productRoute.loader as never,
          },
        ],
      },
    ],
    context,
  );
  return render(<Stub initialEntries={[`/p/${product.slug}`]} />);
}

describe('line discounts (ignored on the hardware theme, 000 §5)', () => {
  const discounted = productFixture({ price: 1000, rrp: 1000, lineDiscount: 100, quantity: 1 });

  it("shows the discounted price and the 'was' price on the appliance theme", async () => {
    renderProductPage(discounted, 'aol');
    expect((await screen.findByTestId('product-price')).textContent).toBe('$900');
    expect(screen.getByText('was $1,000')).toBeTruthy();
  });

  it('shows the undiscounted price, with no was price, on the hardware theme', async () => {
    renderProductPage(discounted, 'hc');
    expect((await screen.findByTestId('product-price')).textContent).toBe('$1,000');
    expect(screen.queryByText(/^was /)).toBeNull();
  });
});

describe('commercial prices (behind sign-in, 000 §5, §6)', () => {
  it("reads 'LOG IN FOR PRICE' where the API hid a visitor's price, with no pay-later lines", async () => {
    renderProductPage(productFixture({ price: null, rrp: null }), 'aoc');
    const login = await screen.findByRole('link', { name: 'LOG IN FOR PRICE' });
    expect(login.getAttribute('href')).toContain('/account/login?returnUrl=');
    expect(screen.queryByTestId('product-price')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Buy now, pay later' })).toBeNull();
  });

  it('shows the price on the retail appliance theme', async () => {
    renderProductPage(productFixture(), 'aol');
    expect((await screen.findByTestId('product-price')).textContent).toBe('$1,299');
    expect(screen.queryByRole('link', { name: 'LOG IN FOR PRICE' })).toBeNull();
  });
});

describe('the NZ appliance theme', () => {
  it('offers the price match guarantee, Zip NZ instalments and says the price includes GST', async () => {
    renderProductPage(productFixture(), 'aol-nz', 'NZ');
    expect((await screen.findByTestId('product-price')).textContent).toBe('$1,299');
    expect(screen.getByText('incl. GST')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Price Match Guarantee' })).toBeTruthy();
    const bnpl = await screen.findByRole('list', { name: 'Buy now, pay later' });
    expect(
      within(bnpl)
        .getByRole('link', { name: 'or 4 interest-free payments of $325 with Zip' })
        .getAttribute('href'),
    ).toBe('/zip');
  });

  it('differs from the AU appliance theme in each of those', async () => {
    renderProductPage(productFixture(), 'aol', 'AU');
    await screen.findByTestId('product-price');
    expect(screen.queryByText('incl. GST')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Price Match Guarantee' })).toBeNull();
    const bnpl = await screen.findByRole('list', { name: 'Buy now, pay later' });
    expect(
      within(bnpl)
        .getByRole('link', { name: 'Own it from $12.50 weekly for 24 months' })
        .getAttribute('href'),
    ).toBe('/zipmoney');
  });
});

describe('the cart on the NZ site', () => {
  function renderCart(theme: ThemeId, country: Country) {
    const api = methodFetch({
      'GET /api/checkout/paymentconfiguration': PAYMENT_CONFIGURATION,
      'GET /api/cart/': cartFixture(),
    });
    setBrowserApi(createApiClient({ baseUrl: '', fetch: api.fetch }));
    const context = createRequestContext({
      site: { ...SITE, theme, country, companyName: THEMES[theme].companyName },
      nonce: 'n0nce',
      apiFetch: api.fetch,
    });
    const shell = shellFor(theme, country);
    const Stub = createRoutesStub(
      [
        {
          id: 'root',
          path: '/',
          Component: Outlet,
          loader: () => toRootData(shell),
          HydrateFallback: () => null,
          children: [
            {
              path: 'cart',
              Component: cartRoute.default as unknown as ComponentType,
              loader: cartRoute.loader as never,
            },
          ],
        },
      ],
      context,
    );
    return render(<Stub initialEntries={['/cart']} />);
  }

  it('offers Zip NZ four payments and says the total includes GST', async () => {
    renderCart('aol-nz', 'NZ');
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const list = await within(summary).findByRole('list', { name: 'Buy now, pay later' });
    expect(
      within(list)
        .getByRole('link', { name: 'or 4 interest-free payments of $250 with Zip' })
        .getAttribute('href'),
    ).toBe('/zip');
    expect(within(summary).getByText('incl. GST')).toBeTruthy();
  });

  it("keeps Zip's AU copy and no GST note on the AU site", async () => {
    renderCart('aol', 'AU');
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const list = await within(summary).findByRole('list', { name: 'Buy now, pay later' });
    expect(within(list).getByRole('link', { name: 'Own it from $10 per week*' })).toBeTruthy();
    expect(within(summary).queryByText('incl. GST')).toBeNull();
  });
});

describe('feature flags on the product page (000 §7)', () => {
  const product = productFixture({ price: 1000, rrp: 1000 });

  it('shows the price history while the priceHistory flag is on, and none when a brand turns it off', async () => {
    const on = renderProductPage(product, 'aol');
    expect(await screen.findByText('01/03/2025')).toBeTruthy();
    on.unmount();
    renderProductPage(product, 'aol', 'AU', { priceHistory: false });
    await screen.findByTestId('product-price');
    expect(screen.queryByText('01/03/2025')).toBeNull();
    expect(screen.queryByText(/Price history/)).toBeNull();
  });

  it('offers the NZ price match guarantee only while the priceMatch flag is on', async () => {
    const on = renderProductPage(product, 'aol-nz');
    expect(await screen.findByRole('button', { name: 'Price Match Guarantee' })).toBeTruthy();
    on.unmount();
    renderProductPage(product, 'aol-nz', 'NZ', { priceMatch: false });
    await screen.findByTestId('product-price');
    expect(screen.queryByRole('button', { name: 'Price Match Guarantee' })).toBeNull();
  });
});

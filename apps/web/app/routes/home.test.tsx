import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestContext } from '../lib/context.server.ts';
import { fakeApiFetch, productFixture, productListFixture } from '../test/fixtures.ts';
import Home, { FEATURED_LIMIT, loader } from './home.tsx';

afterEach(cleanup);

const site = {
  theme: 'aol',
  country: 'AU',
  companyName: 'Appliance Central',
  locale: 'en_AU',
  customerSupportNumber: '1300 000 000',
  hostname: 'localhost:3000',
  loginRoute: '/account/login',
};

function renderHome(answer: unknown, cookieHeader?: string) {
  const api = fakeApiFetch({ [`/api/v2/product/featured?limit=${FEATURED_LIMIT}`]: answer });
  const context = createRequestContext({ site, nonce: 'n0nce', cookieHeader, apiFetch: api.fetch });
  const Stub = createRoutesStub(
    [{ path: '/', Component: Home, HydrateFallback: () => null, loader }],
    context,
  );
  render(<Stub initialEntries={['/']} />);
  return api;
}

describe('home route', () => {
  it('lists the featured products from the API as tiles', async () => {
    renderHome(
      productListFixture([
        productFixture({ productId: 1, title: 'Front Load Washer 8kg', slug: 'washer', price: 899 }),
        productFixture({
          productId: 2,
          title: 'Heat Pump Dryer',
          slug: 'dryer',
          brand: 'Dryco',
          price: 1149.95,
        }),
      ]),
    );

    const list = await screen.findByRole('list', { name: 'Featured products' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!)
        .getByRole('link', { name: /Front Load Washer 8kg/ })
        .getAttribute('href'),
    ).toBe('/p/washer');
    expect(within(items[1]!).getByText('Dryco')).toBeTruthy();
    expect(within(items[1]!).getByText('$1,149.95')).toBeTruthy();
  });

  it('says so when nothing is featured', async () => {
    renderHome(productListFixture([]));

    expect(await screen.findByText('There are no featured products right now.')).toBeTruthy();
  });

  it("forwards the shopper's cookies to the API", async () => {
    const api = renderHome(productListFixture([]), 'session=abc');

    await screen.findByText('There are no featured products right now.');
    expect(new Headers(api.calls[0]?.init?.headers).get('cookie')).toBe('session=abc');
  });
});

describe('home banners', () => {
  it("shows the sale's banners and the 'Hot Offers' tile while a sale is on", async () => {
    const api = fakeApiFetch({
      [`/api/v2/product/featured?limit=${FEATURED_LIMIT}`]: productListFixture([]),
      '/api/promotion/sale/': {
        isSaleOn: true,
        name: 'Mega Sale',
        baseImagePath: '/images/demo/sale',
        url: '',
        colour: '',
        time: null,
        images: { homePageBanner: { src: 'wide.svg', attributes: { alt: 'Mega Sale: up to 40% off' } } },
      },
      '/api/v2/categories': {
        categories: [{ title: 'Laundry', uri: 'laundry', productCount: 5, children: [] }],
      },
    });
    const context = createRequestContext({ site, nonce: 'n', apiFetch: api.fetch });
    const Stub = createRoutesStub(
      [{ path: '/', Component: Home, HydrateFallback: () => null, loader }],
      context,
    );
    render(<Stub initialEntries={['/']} />);

    const offers = await screen.findByRole('link', { name: /Hot Offers/ });
    expect(offers.textContent).toContain('Check out our daily hot deals');
    expect(offers.getAttribute('href')).toBe('/sale');
    expect(screen.getByRole('img', { name: 'Mega Sale: up to 40% off' }).getAttribute('src')).toBe(
      '/images/demo/sale/wide.svg',
    );
    expect(screen.getByRole('link', { name: /Laundry/ }).getAttribute('href')).toBe('/c/laundry');
  });
});

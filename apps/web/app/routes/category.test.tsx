import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { categoryFixture, listingFixture, renderRoute, runLoader, statusOf } from '../test/catalogue.tsx';
import { productFixture } from '../test/fixtures.ts';
import * as category from './category.tsx';

// The dialog's code loads on first open; loaded up front, a busy machine cannot push that past a query's timeout.
beforeAll(async () => {
  await import('../components/modal/ModalDialog.tsx');
});

afterEach(cleanup);

const facets = [
  {
    key: 'brand',
    title: 'Brand',
    options: [
      { value: 'polar', label: 'Polar', count: 10, selected: true },
      { value: 'frosty', label: 'Frosty', count: 4, selected: false },
    ],
  },
  {
    key: 'price',
    title: 'Price',
    options: [{ value: '0-1000', label: 'Under $1,000', count: 6, selected: false }],
  },
];

const products = Array.from({ length: 24 }, (_, i) =>
  productFixture({ productId: i + 1, slug: `fridge-${i + 1}`, title: `Fridge ${i + 1}` }),
);

const PAGE_2 = '/api/v2/category/kitchen/fridges?pageSize=24&page=2&sort=price-asc&brand=polar';

describe('category page', () => {
  it('asks the API for the filters, sort and page in the address', async () => {
    const { api } = await runLoader(category.loader, {
      url: '/c/kitchen/fridges?brand=polar&sort=price-asc&page=2',
      params: { '*': 'kitchen/fridges' },
      answers: { [PAGE_2]: categoryFixture() },
    });
    expect(api.calls.map((c) => c.input)).toContain(PAGE_2);
  });

  it('renders title, breadcrumbs, sub-categories, facets, sort, count and paging links that keep the query', async () => {
    renderRoute(category, {
      path: '/c/*',
      url: '/c/kitchen/fridges?brand=polar&sort=price-asc&page=2',
      answers: {
        [PAGE_2]: categoryFixture({
          listing: listingFixture(products, {
            totalCount: 60,
            page: 2,
            pageCount: 3,
            sort: 'price-asc',
            facets,
          }),
        }),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Fridges' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/c/kitchen');
    expect(screen.getByRole('link', { name: /French Door Fridges/ }).getAttribute('href')).toBe(
      '/c/kitchen/fridges/french-door',
    );

    const filters = screen.getAllByRole('form', { name: 'Filter products' })[0]!;
    const polar = within(filters).getByRole('checkbox', { name: /Polar/ }) as HTMLInputElement;
    expect(polar.checked).toBe(true);
    expect(polar.name).toBe('brand');
    expect((within(filters).getByRole('checkbox', { name: /Frosty/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((within(filters).getByRole('radio', { name: 'Any' }) as HTMLInputElement).checked).toBe(true);
    expect(filters.getAttribute('method')).toBe('get');

    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('price-asc');

    expect(screen.getByRole('status').textContent).toBe('Showing 25–48 of 60 products');
    const paging = screen.getByRole('navigation', { name: 'Fridges products pages' });
    expect(within(paging).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/c/kitchen/fridges?brand=polar&sort=price-asc&page=3',
    );
    expect(within(paging).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/c/kitchen/fridges?brand=polar&sort=price-asc',
    );

    // At mobile widths the filters open in a Refine dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Refine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refine' });
    expect(within(dialog).getByRole('checkbox', { name: /Polar/ })).toBeTruthy();
  });

  it('builds title, canonical (page kept, filters dropped) and product.group Open Graph', async () => {
    const { result } = await runLoader(category.loader, {
      url: '/c/kitchen/fridges?brand=polar&sort=price-asc&page=2',
      params: { '*': 'kitchen/fridges' },
      answers: { [PAGE_2]: categoryFixture({ listing: listingFixture([], { page: 2 }) }) },
    });
    const tags = category.meta({ loaderData: result } as never);
    expect(tags).toContainEqual({ title: 'Fridges | Appliance Central' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.com.au/c/kitchen/fridges?page=2',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product.group' });
  });

  it('shows the sale category badge while a sale is on', async () => {
    renderRoute(category, {
      path: '/c/*',
      url: '/c/kitchen/fridges',
      answers: {
        '/api/v2/category/kitchen/fridges?pageSize=24': categoryFixture(),
        '/api/promotion/sale/': {
          isSaleOn: true,
          name: 'Mega Sale',
          baseImagePath: '/images/demo/sale',
          url: '/sale',
          colour: '#c4102b',
          time: null,
          images: { categoryBadge: { src: 'badge.svg', attributes: { alt: 'Mega Sale' } } },
        },
      },
    });
    const badge = await screen.findByRole('img', { name: 'Mega Sale' });
    expect(badge.getAttribute('src')).toBe('/images/demo/sale/badge.svg');
  });

  it('answers 404 for a category that does not exist (after the redirect lookup finds nothing)', async () => {
    const { thrown, api } = await runLoader(category.loader, {
      url: '/c/nope',
      params: { '*': 'nope' },
      answers: {
        '/api/redirect/getdestination?fromUri=%2Fc%2Fnope': { doRedirect: false, destinationUri: null },
      },
    });
    expect(statusOf(thrown)).toBe(404);
    expect(api.calls.map((c) => c.input)).toContain('/api/redirect/getdestination?fromUri=%2Fc%2Fnope');
  });

  it('follows a redirect row for a category that moved', async () => {
    const { thrown } = await runLoader(category.loader, {
      url: '/c/old',
      params: { '*': 'old' },
      answers: {
        '/api/redirect/getdestination?fromUri=%2Fc%2Fold': { doRedirect: true, destinationUri: '/c/new' },
      },
    });
    expect(statusOf(thrown)).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/c/new');
  });

  it("answers a moved category with the redirect row's status", async () => {
    const { thrown } = await runLoader(category.loader, {
      url: '/c/winter',
      params: { '*': 'winter' },
      answers: {
        '/api/redirect/getdestination?fromUri=%2Fc%2Fwinter': {
          doRedirect: true,
          destinationUri: '/sale',
          statusCode: 302,
        },
      },
    });
    expect(statusOf(thrown)).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/sale');
  });
});

describe('category description', () => {
  const DESCRIPTION =
    'Top mount, bottom mount, side by side and French door fridges. Check the cavity size before you buy.';
  const withDescription = (description: string | null) => ({
    '/api/v2/category/kitchen/fridges?pageSize=24': categoryFixture({
      category: { title: 'Fridges', uri: 'kitchen/fridges', description },
    }),
  });

  it('is shown under the heading and is the meta description (cut to 84 characters)', async () => {
    renderRoute(category, { path: '/c/*', url: '/c/kitchen/fridges', answers: withDescription(DESCRIPTION) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fridges' });
    const paragraph = screen.getByText(DESCRIPTION);
    expect(paragraph.tagName).toBe('P');
    expect(heading.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const { result } = await runLoader(category.loader, {
      url: '/c/kitchen/fridges',
      params: { '*': 'kitchen/fridges' },
      answers: withDescription(DESCRIPTION),
    });
    const tags = category.meta({ loaderData: result } as never);
    expect(tags).toContainEqual({
      name: 'description',
      content: 'Top mount, bottom mount, side by side and French door fridges. Check the cavity size...',
    });
    expect(tags).toContainEqual({ property: 'og:description', content: expect.stringMatching(/^Top mount/) });
  });

  it('is shown as text, never as markup', async () => {
    renderRoute(category, {
      path: '/c/*',
      url: '/c/kitchen/fridges',
      answers: withDescription('Cold <b>and</b> quiet'),
    });
    expect(await screen.findByText('Cold <b>and</b> quiet')).toBeTruthy();
  });

  it('falls back to the generic description when the category has none', async () => {
    renderRoute(category, { path: '/c/*', url: '/c/kitchen/fridges', answers: withDescription(null) });
    await screen.findByRole('heading', { level: 1, name: 'Fridges' });
    expect(document.querySelector('p[class*="description"]')).toBeNull();
    const { result } = await runLoader(category.loader, {
      url: '/c/kitchen/fridges',
      params: { '*': 'kitchen/fridges' },
      answers: withDescription(null),
    });
    const tags = category.meta({ loaderData: result } as never);
    expect(tags).toContainEqual({
      name: 'description',
      content: expect.stringMatching(/^Fridges at Appliance Central/),
    });
  });
});

import '../testing/polyfills.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, useLoaderData } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing, ListingQueryInput } from '@shop/contracts';
import { fromJsonText } from '../../lib/json-text.ts';
import { productFixture } from '../../test/fixtures.ts';
import { toProductTile } from '../ProductTile.tsx';
import { ListingView, toListingData, type ListingData } from './ListingView.tsx';

afterEach(cleanup);

const listing: ListingData = {
  products: [],
  totalCount: 0,
  page: 1,
  pageSize: 24,
  pageCount: 1,
  sort: 'popular',
  facets: [
    {
      key: 'brand',
      title: 'Brand',
      options: [
        { value: 'polar', label: 'Polar', count: 10, selected: false },
        { value: 'frosty', label: 'Frosty', count: 4, selected: false },
      ],
    },
  ],
};

/** A listing whose first load answers at once and whose next one waits until the test lets it through. */
function renderListing() {
  let loads = 0;
  let arrive = () => {};
  const next = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  // The DOM RouterProvider, as in the browser (it honours the forms' flushSync; the browser journeys on a slowed CPU
  // are what show the held state wins the race against the next tap).
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        HydrateFallback: () => null,
        async loader({ request }) {
          loads += 1;
          if (loads > 1) await next;
          const sort = new URL(request.url).searchParams.get('sort');
          return { query: (sort ? { sort } : {}) as ListingQueryInput };
        },
        Component() {
          const { query } = useLoaderData<{ query: ListingQueryInput }>();
          return (
            <ListingView
              listing={{ ...listing, sort: query.sort ?? listing.sort }}
              query={query}
              pathname="/list"
              loginHref="/account/login"
              label="Fridges"
            />
          );
        },
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return { arrive };
}

describe('ListingView while the next page loads', () => {
  it('holds the filters, the sort and the Refine button until it has arrived, so no tap is undone', async () => {
    const { arrive } = renderListing();
    const refine = await screen.findByRole('button', { name: 'Refine' });
    const results = screen.getByRole('region', { name: 'Fridges' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(refine).toHaveProperty('disabled', false);
    expect(sort).toHaveProperty('disabled', false);
    expect(results.getAttribute('aria-busy')).toBeNull();

    fireEvent.change(sort, { target: { value: 'price-asc' } });
    expect(refine).toHaveProperty('disabled', true);
    expect(sort).toHaveProperty('disabled', true);
    const filters = screen.getByRole('form', { name: 'Filter products' });
    for (const box of within(filters).getAllByRole('checkbox')) expect(box).toHaveProperty('disabled', true);
    expect(results.getAttribute('aria-busy')).toBe('true');

    arrive();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refine' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('disabled', false);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price-asc');
    for (const box of within(screen.getByRole('form', { name: 'Filter products' })).getAllByRole(
      'checkbox',
    )) {
      expect(box).toHaveProperty('disabled', false);
    }
    expect(screen.getByRole('region', { name: 'Fridges' }).getAttribute('aria-busy')).toBeNull();
  });
});

describe('a listing as loader data', () => {
  const answer: Listing = {
    products: [productFixture({ sku: 'A1', price: 999 }), productFixture({ sku: 'B2', price: 1499 })],
    totalCount: 2,
    page: 1,
    pageSize: 24,
    pageCount: 1,
    sort: 'popular',
    facets: [],
  };

  it('is made once per answer and price context, and reads back as the tiles of that context', () => {
    const visitor = { themeId: 'aol', isAuthenticated: false } as const;
    const signedIn = { themeId: 'aol', isAuthenticated: true } as const;
    const text = toListingData(answer, visitor);
    const tiles = fromJsonText(text);
    expect(toListingData(answer, { ...visitor })).toBe(text);
    // Made again, the value kept for the text would be the new one.
    expect(fromJsonText(text)).toBe(tiles);
    expect(tiles.products.map((p) => p.sku)).toEqual(['A1', 'B2']);
    expect(fromJsonText(text)).toEqual(JSON.parse(text));
    expect(fromJsonText(toListingData(answer, signedIn))).toEqual({
      ...answer,
      products: answer.products.map((p) => toProductTile(p, signedIn)),
    });
    // Another answer (the kept one renewed) is made afresh, though it says the same.
    expect(toListingData({ ...answer }, visitor)).toBe(text);
    expect(fromJsonText(text)).not.toBe(tiles);
    expect(fromJsonText(text)).toEqual(tiles);
  });
});

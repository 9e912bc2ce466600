import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompareProducts } from '@shop/contracts';
import { compareDetailFixture } from '../test/cart-fixtures.ts';
import { renderRoute, runLoader, statusOf, type RouteModule } from '../test/catalogue.tsx';
import * as compare from './compare.tsx';
import * as redirectRoute from './comparison-redirect.ts';

afterEach(cleanup);

const answer: CompareProducts = {
  products: [
    compareDetailFixture('A', { title: 'Fridge A', price: 1499 }),
    compareDetailFixture('B/2', { title: 'Fridge B', price: 0 }),
  ],
  attributes: [
    { group: 'Dimensions', name: 'Height', kind: 'String', values: ['1800 mm', '1800 mm'], differs: false },
    { group: 'Dimensions', name: 'Width', kind: 'String', values: ['600 mm', null], differs: true },
    { group: 'Features', name: 'Ice maker', kind: 'Boolean', values: [true, false], differs: true },
  ],
};

function renderCompare() {
  return renderRoute(compare as unknown as RouteModule, {
    path: '/compare',
    url: '/compare?sku=A~B%2F2',
    answers: { '/api/compare/products?SkuList=A~B%2F2': answer },
  });
}

describe('compare page', () => {
  it('lines every specification row up across the products', async () => {
    renderCompare();
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare products' })).toBeTruthy();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('scope') === 'col');
    expect(headers.map((h) => within(h).getByRole('link').textContent)).toEqual(['Fridge A', 'Fridge B']);
    expect(within(headers[0]!).getByText('$1,499')).toBeTruthy();
    expect(within(headers[1]!).getByText('Request Price')).toBeTruthy();
    for (const name of ['Height', 'Width', 'Ice maker']) {
      const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
      expect(within(row).getAllByRole('cell')).toHaveLength(2);
    }
    const width = within(table).getByRole('rowheader', { name: 'Width' }).closest('tr')!;
    expect(within(width).getAllByRole('cell').map((c) => c.textContent)).toEqual(['600 mm', '—']);
    const ice = within(table).getByRole('rowheader', { name: 'Ice maker' }).closest('tr')!;
    expect(within(ice).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Yes', 'No']);
    expect(within(headers[0]!).getByRole('button', { name: 'Add to cart: Fridge A' })).toBeTruthy();
    expect(within(headers[1]!).getByRole('button', { name: 'Remove Fridge B from compare' })).toBeTruthy();
  });

  it("'Highlight differences' marks and announces the rows that differ", async () => {
    renderCompare();
    const toggle = await screen.findByRole('switch', { name: 'Highlight differences' });
    expect(screen.queryByRole('rowheader', { name: /differs/ })).toBeNull();
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const marked = screen.getAllByRole('rowheader', { name: /\(differs\)$/ });
    expect(marked.map((h) => h.textContent)).toEqual(['Width (differs)', 'Ice maker (differs)']);
    expect(screen.getByRole('status').textContent).toBe('2 rows differ and are highlighted');
    expect(screen.getByRole('rowheader', { name: 'Height' }).closest('tr')!.className).toBe('');
  });

  it('reads the tilde-joined sku list (at most three, no repeats)', () => {
    expect(compare.parseSkuParam('a~b~~a~c~d')).toEqual(['a', 'b', 'c']);
    expect(compare.parseSkuParam(null)).toEqual([]);
  });

  it('with no skus shows an empty state', async () => {
    renderRoute(compare as unknown as RouteModule, { path: '/compare', url: '/compare', answers: {} });
    expect(await screen.findByText(/There are no products to compare/)).toBeTruthy();
  });
});

describe('/comparison/{sku}/{sku}/', () => {
  it('redirects to /compare with the skus joined by a tilde, a slash encoded', async () => {
    const { result } = await runLoader(redirectRoute.loader as never, {
      url: '/comparison/A/B%2F2/',
      params: { a: 'A', b: 'B/2' },
      answers: {},
    });
    expect(statusOf(result)).toBe(301);
    expect((result as Response).headers.get('location')).toBe('/compare?sku=A~B%2F2');
  });
});

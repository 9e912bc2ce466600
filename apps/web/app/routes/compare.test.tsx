import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompareProducts } from '@shop/contracts';
import { createRequestContext } from '../lib/context.server.ts';
import { compareDetailFixture, methodFetch } from '../test/cart-fixtures.ts';
import { renderRoute, runLoader, SITE, statusOf, type RouteModule } from '../test/catalogue.tsx';
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
    const remove = within(headers[1]!).getByRole('button', { name: 'Remove Fridge B from compare' });
    // Without scripts Remove posts to the action and comes back to the page without it.
    expect(Object.fromEntries(new FormData(remove.closest('form')!))).toEqual({
      intent: 'remove',
      sku: 'B/2',
      returnTo: '/compare?sku=A',
    });
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

describe('compare posts without scripts (the action)', () => {
  /** Posts the form as a browser without scripts would, the shopper holding `held`; answers the redirect. */
  async function post(fields: Record<string, string>, held: string[] = []) {
    let list = [...held];
    const api = methodFetch({
      'POST /api/compare/product/': (body: unknown) => {
        const sku = (body as { sku: string }).sku;
        if (list.includes(sku)) return { body: { result: 'existing', sku, skus: list } };
        if (list.length >= 3) return { body: { result: 'limit', sku: null, skus: list } };
        if (sku === 'GONE')
          return { status: 404, body: { status: 404, code: 'product_not_found', message: 'Not found', errors: [] } };
        list = [...list, sku];
        return { body: { result: 'add', sku, skus: list } };
      },
      'DELETE /api/compare/product/B%2F2': () => {
        list = list.filter((s) => s !== 'B/2');
        return { body: { skus: list } };
      },
    });
    const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
    const request = new Request('http://localhost/compare', {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    let thrown: unknown;
    try {
      await compare.action({ request, params: {}, context } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    return { location: response.headers.get('location'), calls: api.calls, list: () => list };
  }

  it('adds for the shopper and goes back to their page, at the toggle', async () => {
    const { location, calls } = await post({
      intent: 'add',
      sku: 'A',
      returnTo: '/c/fridges?brand=Polar,Frosty&page=2',
    });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/compare/product/', { sku: 'A' }],
    ]);
    expect(location).toBe('/c/fridges?brand=Polar,Frosty&page=2#compare-A');
  });

  it('removes', async () => {
    const result = await post({ intent: 'remove', sku: 'B/2', returnTo: '/p/fridge-b' }, ['A', 'B/2']);
    expect(result.list()).toEqual(['A']);
    expect(result.location).toBe('/p/fridge-b#compare-B%2F2');
  });

  it('Remove on the compare page comes back to the page without the product', async () => {
    const result = await post({ intent: 'remove', sku: 'B/2', returnTo: '/compare?sku=A' }, ['A', 'B/2']);
    expect(result.list()).toEqual(['A']);
    expect(result.location).toBe('/compare?sku=A');
  });

  it("a fourth product adds nothing and comes back flagged for 'Too many products'", async () => {
    const result = await post({ intent: 'add', sku: 'D', returnTo: '/products' }, ['A', 'B', 'C']);
    expect(result.list()).toEqual(['A', 'B', 'C']);
    expect(result.location).toBe('/products?compare=limit#compare-D');
  });

  it('drops an old flag, and flags a failure', async () => {
    expect(
      (await post({ intent: 'add', sku: 'A', returnTo: '/products?compare=limit&sort=price' })).location,
    ).toBe('/products?sort=price#compare-A');
    expect((await post({ intent: 'add', sku: 'GONE', returnTo: '/products' })).location).toBe(
      '/products?compare=error#compare-GONE',
    );
    const bad = await post({ intent: 'explode', sku: 'A', returnTo: '/products' });
    expect(bad.calls).toEqual([]);
    expect(bad.location).toBe('/products?compare=error');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '',
  ])('never redirects off the site (returnTo %j)', async (returnTo) => {
    const { location } = await post({ intent: 'add', sku: 'A', returnTo });
    expect(location).toBe('/#compare-A');
  });
});

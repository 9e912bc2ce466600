import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shop/contracts';
import { COMPARE_COPY, STORAGE_KEYS } from '@shop/domain';
import { chatBlockers } from '../../lib/chat-blockers.ts';
import { createCompareStore, resetCompareStore } from '../../lib/compare-store.ts';
import { createProductCache } from '../../lib/product-cache.ts';
import { setStickyCartVisible } from '../../lib/sticky-cart.ts';
import { clientAction } from '../../routes/compare.tsx';
import { compareDetailFixture, methodFetch } from '../../test/cart-fixtures.ts';
import { CompareToggle } from './CompareToggle.tsx';
import { CompareTray } from './CompareTray.tsx';

const LONG = 'An extraordinarily long refrigerator name that goes on and on past fifty characters';

function setup(initial: string[]) {
  let held = [...initial];
  const api = methodFetch({
    'GET /api/compare/': () => ({ body: { skus: held } }),
    'POST /api/compare/product/': (body: unknown) => {
      const sku = (body as { sku: string }).sku;
      if (held.length >= 3) return { body: { result: 'limit', sku: null, skus: held } };
      held = [...held, sku];
      return { body: { result: 'add', sku, skus: held } };
    },
  });
  for (const sku of ['A', 'B', 'C', 'D']) {
    api.answers(`DELETE /api/compare/product/${sku}`, () => {
      held = held.filter((s) => s !== sku);
      return { body: { skus: held } };
    });
  }
  const client = createApiClient({ baseUrl: '', fetch: api.fetch });
  const cache = createProductCache({
    debounceMs: 0,
    fetchProducts: async (skus) =>
      skus.map((s) => compareDetailFixture(s, s === 'A' ? { title: LONG, price: 0 } : {})),
  });
  resetCompareStore(createCompareStore({ api: () => client, cache: () => cache }));
  return api;
}

function renderTray(path = '/c/fridges', hasContentHomePage = true) {
  const Stub = createRoutesStub([
    {
      // The toggles post to /compare: its clientAction, as in the app with scripts.
      path: '*',
      action: clientAction as never,
      Component: () => (
        <>
          {['A', 'B', 'C', 'D'].map((sku) => (
            <CompareToggle key={sku} sku={sku} title={`Product ${sku}`} />
          ))}
          <CompareTray hasContentHomePage={hasContentHomePage} />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const tray = () => screen.findByRole('region', { name: 'Compare products' });
const isChecked = (el: HTMLElement) => el.getAttribute('aria-checked') === 'true';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetCompareStore();
});

describe('compare tray', () => {
  it('starts minimised with a count, and expands when a product is added', async () => {
    setup(['A']);
    renderTray();
    const region = await tray();
    const show = await within(region).findAllByRole('button', { name: /Compare/ });
    expect(show[0]?.textContent).toContain('1');
    expect(within(region).queryByRole('button', { name: COMPARE_COPY.hide })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Add to Compare: Product B' }));
    expect(await within(region).findByRole('button', { name: COMPARE_COPY.hide })).toBeTruthy();
    expect(within(region).getByRole('heading').textContent).toContain('2 of 3');
  });

  it('shows three slots: name truncated to 50, zero price as Request Price, and placeholders', async () => {
    setup([]);
    renderTray();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Add to Compare: Product A' }));
    const region = await tray();
    await within(region).findByText('Request Price');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(region).getAllByText(COMPARE_COPY.placeholder)).toHaveLength(2);
    expect(within(region).getByRole('link').textContent).toBe(`${LONG.slice(0, 50)}...`);
    // The list is mirrored in the spec's storage shape.
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.compareProducts) ?? '{}') as {
      comparisonProducts: { productSKU: string; productName: string; price: number }[];
    };
    expect(stored.comparisonProducts[0]).toMatchObject({ productSKU: 'A', productName: LONG, price: 0 });
  });

  it('disables Compare Selected below two products', async () => {
    setup([]);
    renderTray();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Add to Compare: Product A' }));
    const region = await tray();
    await within(region).findByRole('button', { name: COMPARE_COPY.hide });
    const compare = within(region).getByRole('button', { name: COMPARE_COPY.compareSelected });
    expect(compare.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add to Compare: Product B' }));
    // From two products it is a link (it works without scripts too).
    const link = await within(region).findByRole('link', { name: COMPARE_COPY.compareSelected });
    expect(link.getAttribute('href')).toBe('/compare?sku=A~B');
  });

  /** The compare events pushed, each as its name and its items' skus, checking the GA4 clearing entry before each. */
  function compareEvents(): { event: string; skus: string[] }[] {
    const layer = (window.dataLayer ?? []) as {
      event?: string;
      ecommerce?: { items: { item_id: string }[] } | null;
    }[];
    return layer.flatMap((entry, i) => {
      if (!entry.event?.startsWith('compare_') || !entry.ecommerce) return [];
      expect(layer[i - 1]).toEqual({ ecommerce: null });
      return [{ event: entry.event, skus: entry.ecommerce.items.map((item) => item.item_id) }];
    });
  }

  it('Compare Selected goes to the compare page and reports the skus', async () => {
    setup(['A', 'B']);
    renderTray();
    const region = await tray();
    window.dataLayer = [];
    const links = await within(region).findAllByRole('link', { name: COMPARE_COPY.compareSelected });
    fireEvent.click(links[0]!);
    await waitFor(() =>
      expect(compareEvents()).toContainEqual({ event: 'compare_navigate', skus: ['A', 'B'] }),
    );
  });

  it('ticks through the browser API without reloading anything, and reports it', async () => {
    const api = setup([]);
    renderTray();
    window.dataLayer = [];
    const box = await screen.findByRole('checkbox', { name: 'Add to Compare: Product C' });
    fireEvent.click(box);
    await waitFor(() => expect(isChecked(box)).toBe(true));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ sku: 'C' }]);
    await waitFor(() => expect(compareEvents()).toContainEqual({ event: 'compare_add', skus: ['C'] }));
    const added = (window.dataLayer as { event?: string; ecommerce?: { items: object[] } }[]).find(
      (e) => e.event === 'compare_add',
    );
    expect(added?.ecommerce?.items[0]).toMatchObject({ item_id: 'C', item_name: 'Product C', index: 0 });
    // The form now asks to remove; unticking removes.
    expect(box.getAttribute('name')).toBe('intent');
    expect(box.getAttribute('value')).toBe('remove');
    // Busy until the change has settled: a click meanwhile is ignored, but focus stays on the box.
    await waitFor(() => expect(box.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(box);
    await waitFor(() => expect(isChecked(box)).toBe(false));
    await waitFor(() => expect(compareEvents()).toContainEqual({ event: 'compare_remove', skus: ['C'] }));
  });

  it('unticking removes; removing the last hides the tray', async () => {
    setup(['A']);
    renderTray();
    const box = await screen.findByRole('checkbox', { name: 'Add to Compare: Product A' });
    await waitFor(() => expect(isChecked(box)).toBe(true));
    fireEvent.click(box);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Compare products' })).toBeNull());
  });

  it("a fourth product opens 'Too many products' and adds nothing (both texts)", async () => {
    const api = setup(['A', 'B', 'C']);
    renderTray();
    await tray();
    const fourth = screen.getByRole('checkbox', { name: 'Add to Compare: Product D' });
    await waitFor(() => expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3));
    fireEvent.click(fourth);
    let dialog = await screen.findByRole('dialog', { name: COMPARE_COPY.tooManyTitle });
    expect(dialog.textContent).toContain(COMPARE_COPY.tooManyDialog);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(isChecked(fourth)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: COMPARE_COPY.gotIt }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // With the tray open, the tray's wording.
    const region = await tray();
    fireEvent.click(within(region).getAllByRole('button', { name: /Compare \(3 of 3\)|Compare 3/ })[0]!);
    fireEvent.click(fourth);
    dialog = await screen.findByRole('dialog', { name: COMPARE_COPY.tooManyTitle });
    expect(dialog.textContent).toContain(COMPARE_COPY.tooManyTray);
  });

  it.each([
    ['/customer/checkout', true],
    ['/compare', true],
    ['/', false],
  ])('is hidden on %s (content home page: %s)', async (path, hasContentHomePage) => {
    setup(['A', 'B']);
    renderTray(path, hasContentHomePage);
    await screen.findAllByRole('checkbox', { checked: true });
    expect(screen.queryByRole('region', { name: 'Compare products' })).toBeNull();
  });

  it('shows on the home path of a theme with a content-built home page; blocks the chat launcher; moves up with the sticky bar', async () => {
    setup(['A']);
    renderTray('/', true);
    const region = await tray();
    expect(chatBlockers()).toContain('compare');
    expect(document.body.classList.contains('compare-tray-visible')).toBe(true);
    act(() => setStickyCartVisible(true));
    expect(region.className).toMatch(/raised/);
    act(() => setStickyCartVisible(false));
    cleanup();
    expect(chatBlockers()).not.toContain('compare');
  });
});

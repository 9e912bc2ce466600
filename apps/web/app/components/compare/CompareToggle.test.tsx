import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@shop/contracts';
import { COMPARE_COPY } from '@shop/domain';
import {
  COMPARE_ERROR,
  compareStore,
  createCompareStore,
  resetCompareStore,
} from '../../lib/compare-store.ts';
import { createProductCache } from '../../lib/product-cache.ts';
import { compareDetailFixture, methodFetch } from '../../test/cart-fixtures.ts';
import { CompareToggle } from './CompareToggle.tsx';
import { CompareTray } from './CompareTray.tsx';
import { FALLBACK_SHELL, toRootData } from '../../lib/shell.ts';

// The page as the server renders it from the root loader's compare list (ADR 0013: the no-script path), and the
// hydration that follows.

function Page() {
  return (
    <>
      {['A', 'B', 'C', 'D'].map((sku) => (
        <CompareToggle key={sku} sku={sku} title={`Product ${sku}`} />
      ))}
      <CompareTray hasContentHomePage />
    </>
  );
}

function stub(held: string[] | null) {
  const Stub = createRoutesStub([{ id: 'root', path: '*', Component: Page }]);
  const rootData = toRootData({
    ...FALLBACK_SHELL,
    theme: 'aol',
    ...(held ? { compare: { skus: held } } : {}),
  });
  return (url: string) => <Stub initialEntries={[url]} hydrationData={{ loaderData: { root: rootData } }} />;
}

/** The HTML the server sends, parsed, for queries. */
function serverRender(held: string[] | null, url = '/c/fridges?brand=Polar') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(stub(held)(url));
  document.body.append(container);
  return container;
}

function fakeClient() {
  const api = methodFetch({ 'GET /api/compare/': { skus: ['A'] } });
  const client = createApiClient({ baseUrl: '', fetch: api.fetch });
  const cache = createProductCache({
    debounceMs: 0,
    fetchProducts: async (skus) => skus.map((s) => compareDetailFixture(s)),
  });
  resetCompareStore(createCompareStore({ api: () => client, cache: () => cache }));
  return api;
}

const isChecked = (el: HTMLElement) => el.getAttribute('aria-checked') === 'true';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  resetCompareStore();
});

describe('Add to Compare without scripts', () => {
  it('is a labelled checkbox-like submit button in a form posting the intent, sku and the page to come back to', () => {
    const page = within(serverRender(['A', 'B']));
    const a = page.getByRole('checkbox', { name: 'Add to Compare: Product A' });
    const c = page.getByRole('checkbox', { name: 'Add to Compare: Product C' });
    expect(isChecked(a)).toBe(true);
    expect(isChecked(c)).toBe(false);
    expect(a.getAttribute('type')).toBe('submit');
    expect(a.hasAttribute('disabled')).toBe(false);
    const form = c.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/compare');
    expect(form.id).toBe('compare-C');
    // The intent is the button's own name and value, sent because the button is what submits the form.
    const fields = Object.fromEntries(new FormData(form, c));
    expect(fields).toEqual({ sku: 'C', returnTo: '/c/fridges?brand=Polar', intent: 'add' });
    expect(Object.fromEntries(new FormData(form))).toEqual({ sku: 'C', returnTo: '/c/fridges?brand=Polar' });
    expect(new FormData(a.closest('form')!, a).get('intent')).toBe('remove');
  });

  it('renders the minimised tray with the count and a plain Compare Selected link from two products', () => {
    const page = within(serverRender(['A', 'B']));
    const tray = page.getByRole('region', { name: 'Compare products' });
    expect(tray.textContent).toContain('Compare (2 of 3)');
    expect(within(tray).getByText('2').className).toMatch(/badge/);
    const links = within(tray).getAllByRole('link', { name: COMPARE_COPY.compareSelected });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/compare?sku=A~B', '/compare?sku=A~B']);
    // No buttons that need scripts to do anything.
    expect(within(tray).queryByRole('button', { expanded: false })).toBeNull();
  });

  it('with one product the tray shows the count and no link; with none, or no list, there is no tray', () => {
    const one = within(serverRender(['A']));
    expect(one.getByRole('region', { name: 'Compare products' }).textContent).toContain('Compare (1 of 3)');
    expect(one.queryByRole('link', { name: COMPARE_COPY.compareSelected })).toBeNull();
    cleanup();
    document.body.innerHTML = '';
    expect(within(serverRender([])).queryByRole('region', { name: 'Compare products' })).toBeNull();
    document.body.innerHTML = '';
    const unknown = within(serverRender(null));
    expect(unknown.queryByRole('region', { name: 'Compare products' })).toBeNull();
    expect(unknown.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it("after a fourth product shows 'Too many products' in the spec's words, with 'Got it' back to the page", () => {
    const page = within(serverRender(['A', 'B', 'C'], '/c/fridges?brand=Polar&compare=limit'));
    const notice = page.getByRole('alert');
    expect(within(notice).getByRole('heading', { name: COMPARE_COPY.tooManyTitle })).toBeTruthy();
    expect(notice.textContent).toContain(COMPARE_COPY.tooManyDialog);
    expect(within(notice).getByRole('link', { name: COMPARE_COPY.gotIt }).getAttribute('href')).toBe(
      '/c/fridges?brand=Polar',
    );
    expect(isChecked(page.getByRole('checkbox', { name: 'Add to Compare: Product D' }))).toBe(false);
  });

  it('after a failed change shows the compare error', () => {
    const page = within(serverRender(['A'], '/c/fridges?compare=error'));
    expect(page.getByRole('alert').textContent).toContain(COMPARE_ERROR);
    expect(page.getByRole('link', { name: COMPARE_COPY.gotIt }).getAttribute('href')).toBe('/c/fridges');
  });
});

describe('hydrating the server-rendered list', () => {
  it('matches the server HTML, seeds the store without asking for the list, then works as before', async () => {
    const api = fakeClient();
    const render = stub(['A', 'B']);
    const container = serverRender(['A', 'B']);
    const errors: unknown[] = [];
    // React reports attribute mismatches on the console only; text mismatches as recoverable errors.
    const consoleError = vi
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, render('/c/fridges?brand=Polar'), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    const tray = screen.getByRole('region', { name: 'Compare products' });
    // Hydrated: the bar expands the tray again; the ticks are the server's.
    expect(within(tray).getAllByRole('button', { expanded: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('checkbox', { checked: true }).map((b) => b.textContent)).toEqual([
      'Add to Compare: Product A',
      'Add to Compare: Product B',
    ]);
    fireEvent.click(within(tray).getAllByRole('button', { expanded: false })[0]!);
    expect(await within(tray).findByText('Product A')).toBeTruthy();
    // The list came with the page: only the tray's product details were fetched, never the list.
    expect(api.calls).toEqual([]);
  });

  it('re-renders only the toggle whose tick changed when the list changes, not every tile of the page', async () => {
    const api = fakeClient();
    api.answers('POST /api/compare/product/', { result: 'add', sku: 'C', skus: ['A', 'B', 'C'] });
    const rendered: string[] = [];
    function CountedPage() {
      return (
        <>
          {['A', 'B', 'C', 'D'].map((sku) => (
            <Profiler key={sku} id={sku} onRender={(id) => rendered.push(id)}>
              <CompareToggle sku={sku} title={`Product ${sku}`} />
            </Profiler>
          ))}
          <CompareTray hasContentHomePage />
        </>
      );
    }
    const Stub = createRoutesStub([{ id: 'root', path: '*', Component: CountedPage }]);
    const page = (
      <Stub
        initialEntries={['/']}
        hydrationData={{
          loaderData: {
            root: toRootData({ ...FALLBACK_SHELL, theme: 'aol', compare: { skus: ['A', 'B'] } }),
          },
        }}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page);
    });
    rendered.length = 0;
    await act(async () => {
      await compareStore().add('C');
    });
    expect(screen.getAllByRole('checkbox', { checked: true }).map((b) => b.textContent)).toEqual([
      'Add to Compare: Product A',
      'Add to Compare: Product B',
      'Add to Compare: Product C',
    ]);
    // C went busy, ticked and back; the tray opened and filled. A, B and D read none of that.
    expect(new Set(rendered)).toEqual(new Set(['C']));
  });
});

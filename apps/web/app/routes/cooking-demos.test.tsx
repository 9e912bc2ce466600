import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shop/contracts';
import { demoFixture, demoListFixture, storeFixture } from '../components/cooking-demos/fixtures.ts';
import { setBrowserApi } from '../lib/browser-api.ts';
import { createRequestContext } from '../lib/context.server.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import { runLoader, SITE } from '../test/catalogue.tsx';
import * as demosRoute from './cooking-demos.tsx';

afterEach(() => {
  cleanup();
  setBrowserApi(null);
});

const LIST = 'GET /api/v2/cookingdemo';
const page1 = 'pageNo=1&recordsPerPage=12';
const STORES = {
  stores: [
    storeFixture({ storeUri: 'richmond', name: 'Richmond' }),
    storeFixture({ storeUri: 'alexandria', name: 'Alexandria' }),
  ],
  totalCount: 2,
};
const NZ_STORES = {
  stores: [storeFixture({ storeUri: 'albany', name: 'Albany', country: 'NZ' })],
  totalCount: 1,
};
const BRANDS = {
  brands: [
    { name: 'Smeg', uri: 'smeg', thumbnail: null, description: null, productCount: 3 },
    { name: 'Miele', uri: 'miele', thumbnail: null, description: null, productCount: 3 },
  ],
};
const fail = () => ({
  status: 500,
  body: { status: 500, code: 'internal', message: 'Server error', errors: [] },
});

const available = demoFixture();
const full = demoFixture({
  id: 8,
  title: 'Miele steam oven brunch',
  seatsAvailable: 0,
  availability: 1,
  brand: { name: 'Miele', uri: 'miele' },
});
const byPhone = demoFixture({ id: 9, title: 'Bosch air fry feast', availability: 2 });

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

/** The page with scripts: the server's answers for the first render, the same fake for the browser's loads. */
function show(url: string, answers: Parameters<typeof methodFetch>[0]) {
  // The shell's stores and brands calls are answered by the request's client (real schema: full stores needed).
  const api = methodFetch({
    'GET /api/store?filters=country%3DAU': STORES,
    'GET /api/store?filters=country%3DNZ': NZ_STORES,
    'GET /api/v2/brands': BRANDS,
    ...answers,
  });
  setBrowserApi(createApiClient({ baseUrl: '', fetch: api.fetch }));
  const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
  const Stub = createRoutesStub(
    [
      {
        path: '/cooking-demos',
        Component: (props: object) => {
          const Page = demosRoute.default as unknown as ComponentType<object>;
          return (
            <>
              <Page {...props} />
              <Where />
            </>
          );
        },
        HydrateFallback: () => null,
        loader: demosRoute.loader as never,
        shouldRevalidate: demosRoute.shouldRevalidate,
      },
    ],
    context,
  );
  render(<Stub initialEntries={[url]} />);
  return api;
}

const listCalls = (api: ReturnType<typeof methodFetch>) =>
  api.calls.filter((c) => c.path.startsWith('/api/v2/cookingdemo')).map((c) => c.path);

describe('cooking demo list', () => {
  it('shows each demo with its time, store, brand, type and what to do about a seat', async () => {
    show('/cooking-demos', {
      [`${LIST}?${page1}`]: demoListFixture([available, full, byPhone], { totalRecords: 3 }),
    });
    const cards = await screen.findByRole('list', { name: 'Cooking demos' });
    const first = within(cards).getByRole('article', { name: 'Smeg pasta night' });
    expect(first.textContent).toContain('Saturday 16 March 2030, 6:30pm to 8:00pm (Sydney time)');
    expect(first.textContent).toContain('Alexandria');
    expect(first.textContent).toContain('Open to everyone · Cooking class');
    expect(within(first).getByText('5 seats left')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Book Smeg pasta night' }).getAttribute('href')).toBe(
      '/cooking-demos/7',
    );
    const second = within(cards).getByRole('article', { name: 'Miele steam oven brunch' });
    expect(
      within(second)
        .getByRole('link', { name: /^Fully booked – join the wait list/ })
        .getAttribute('href'),
    ).toBe('/cooking-demos/8');
    const third = within(cards).getByRole('article', { name: 'Bosch air fry feast' });
    expect(third.textContent).toContain('Call the store on 02 9000 1234');
    expect(within(third).getByRole('link', { name: '02 9000 1234' }).getAttribute('href')).toBe(
      'tel:0290001234',
    );
    expect(screen.getByRole('status').textContent).toBe('3 demos found');
    expect(screen.getByText('From Saturday 16 March 2030 to Sunday 17 March 2030')).toBeTruthy();
  });

  it('an empty result says so, shows the window searched and suggests widening it', async () => {
    show('/cooking-demos?brand=Miele', { [`${LIST}?brand=miele&${page1}`]: demoListFixture([]) });
    expect((await screen.findByRole('status')).textContent).toBe('No cooking demos found.');
    expect(screen.getByText(/Try a later “To” date, or fewer filters/)).toBeTruthy();
    expect(screen.getByText('From Saturday 16 March 2030 to Sunday 17 March 2030')).toBeTruthy();
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('miele');
  });

  it('choosing filters loads in place (Loading, busy), keeps them in the address, and pages with links', async () => {
    const api = show('/cooking-demos', {
      [`${LIST}?${page1}`]: demoListFixture([available]),
      [`${LIST}?storeUri=alexandria&brand=smeg&cookingDemoType=2&startDate=2030-03-16&endDate=2030-04-30&${page1}`]:
        demoListFixture([available], { totalRecords: 13, totalPages: 2, endDate: '2030-04-30T23:59:59' }),
      [`${LIST}?storeUri=alexandria&brand=smeg&cookingDemoType=2&startDate=2030-03-16&endDate=2030-04-30&pageNo=2&recordsPerPage=12`]:
        demoListFixture([full], { pageNo: 2, totalRecords: 13, totalPages: 2 }),
    });
    await screen.findByRole('article', { name: 'Smeg pasta night' });
    fireEvent.change(screen.getByLabelText('Store'), { target: { value: 'alexandria' } });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'smeg' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-03-16' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-04-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show demos' }));
    expect(screen.getByRole('status').textContent).toBe('Loading cooking demos…');
    expect(screen.getByRole('region', { name: 'Cooking demo results' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1–12 of 13 demos'));
    expect(screen.getByTestId('where').textContent).toBe(
      '/cooking-demos?storeUri=alexandria&brand=smeg&cookingDemoType=2&startDate=2030-03-16&endDate=2030-04-30',
    );
    expect(screen.getByText('From Saturday 16 March 2030 to Tuesday 30 April 2030')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Cooking demo pages' })).getByRole('link', {
        name: 'Next',
      }),
    );
    await screen.findByRole('article', { name: 'Miele steam oven brunch' });
    expect(screen.getByRole('status').textContent).toBe('Showing 13–13 of 13 demos');
    // Only the stores, the brands and the one first list came from the loader; the page loaded the rest itself.
    expect(listCalls(api)).toHaveLength(3);
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('2');
  });

  it('the first error loads again once without filters, and says so', async () => {
    const api = show('/cooking-demos', {
      [`${LIST}?${page1}`]: demoListFixture([available]),
      [`${LIST}?brand=miele&${page1}`]: fail,
    });
    await screen.findByRole('article', { name: 'Smeg pasta night' });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'miele' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show demos' }));
    await screen.findByText(/We could not search with the filters you chose/);
    expect(screen.getByRole('status').textContent).toBe('1 demo found');
    expect(listCalls(api).slice(1)).toEqual([
      `/api/v2/cookingdemo?brand=miele&${page1}`,
      `/api/v2/cookingdemo?${page1}`,
    ]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cooking-demos'));
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('');
  });

  it('after that, errors stay in Failure with a message and Try again', async () => {
    const api = show('/cooking-demos?brand=miele', {
      [`${LIST}?brand=miele&${page1}`]: fail,
      [`${LIST}?${page1}`]: fail,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Cooking demos could not be loaded.');
    expect(screen.getByText(/Sorry, we could not load the cooking demos just now/)).toBeTruthy();
    // The server fell back to no filters: the address follows, without loading again.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cooking-demos'));
    expect(listCalls(api)).toHaveLength(2);
    api.answers(`${LIST}?${page1}`, demoListFixture([available]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'Smeg pasta night' });
    expect(screen.queryByText(/We could not search with the filters/)).toBeNull();
  });
});

describe('cooking demo list without scripts', () => {
  it('the loader reads the address, offers the stores and brands by name, and is never cached', async () => {
    const { result } = await runLoader(demosRoute.loader, {
      url: '/cooking-demos?storeUri=alexandria&cookingDemoType=abc&cookingDemoSubEventType=3&pageNo=2',
      answers: {
        '/api/store?filters=country%3DAU': STORES,
        '/api/store?filters=country%3DNZ': NZ_STORES,
        '/api/v2/brands': BRANDS,
        '/api/v2/cookingdemo?storeUri=alexandria&cookingDemoSubEventType=3&pageNo=2&recordsPerPage=12':
          demoListFixture([available], { pageNo: 2, totalRecords: 13, totalPages: 2 }),
      },
    });
    const data = result as Awaited<ReturnType<typeof demosRoute.loader>>;
    expect(data.listing.state).toEqual({
      status: 'Success',
      filters: { storeUri: 'alexandria', cookingDemoSubEventType: 3, pageNo: 2 },
      retried: false,
    });
    expect(data.options.brands.map((b) => b.name)).toEqual(['Miele', 'Smeg']);
    expect(data.options.storeGroups).toEqual([
      {
        label: 'Australia',
        stores: [
          { storeUri: 'alexandria', name: 'Alexandria' },
          { storeUri: 'richmond', name: 'Richmond' },
        ],
      },
    ]);
    expect(demosRoute.headers()).toEqual({ 'cache-control': 'no-store' });
  });

  it('offers the other country’s stores only when the address names one of them (its store page’s link)', async () => {
    const { result } = await runLoader(demosRoute.loader, {
      url: '/cooking-demos?storeUri=albany',
      answers: {
        '/api/store?filters=country%3DAU': STORES,
        '/api/store?filters=country%3DNZ': NZ_STORES,
        '/api/v2/brands': BRANDS,
        '/api/v2/cookingdemo?storeUri=albany&sortDirection=0&pageNo=1&recordsPerPage=12': demoListFixture([
          available,
        ]),
      },
    });
    const data = result as Awaited<ReturnType<typeof demosRoute.loader>>;
    expect(data.options.storeGroups.map((g) => g.label)).toEqual(['Australia', 'New Zealand']);
  });

  it('the filters are a GET form of the address names', async () => {
    show('/cooking-demos', { [`${LIST}?${page1}`]: demoListFixture([]) });
    const form = (await screen.findByRole('search', { name: 'Cooking demos' })) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/cooking-demos');
    const names = Array.from(form.elements)
      .map((e) => (e as HTMLInputElement).name)
      .filter(Boolean);
    expect(names).toEqual([
      'storeUri',
      'brand',
      'cookingDemoType',
      'cookingDemoSubEventType',
      'startDate',
      'endDate',
    ]);
    expect(
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Pre-purchase demo', 'Post-purchase demo', 'Open to everyone']);
  });
});

import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import type { CategoryPage, ExtendedProduct, Listing, Product } from '@shop/contracts';
import { createRequestContext, type SiteInput } from '../lib/context.server.ts';
import { fakeApiFetch, productFixture } from './fixtures.ts';

export const SITE: SiteInput = {
  theme: 'aol',
  country: 'AU',
  companyName: 'Appliance Central',
  locale: 'en_AU',
  customerSupportNumber: '1300 000 000',
  hostname: 'www.Example.com.au',
  loginRoute: '/account/login',
};

export function listingFixture(products: Product[], overrides: Partial<Listing> = {}): Listing {
  return {
    products,
    totalCount: products.length,
    page: 1,
    pageSize: 24,
    pageCount: 1,
    sort: 'popular',
    facets: [],
    ...overrides,
  };
}

export function categoryFixture(overrides: Partial<CategoryPage> = {}): CategoryPage {
  return {
    category: { title: 'Fridges', uri: 'kitchen/fridges', description: 'Keep it cool.' },
    breadcrumbs: [{ title: 'Kitchen', uri: 'kitchen' }],
    subCategories: [{ title: 'French Door Fridges', uri: 'kitchen/fridges/french-door', productCount: 12 }],
    listing: listingFixture([productFixture()]),
    ...overrides,
  };
}

export function extendedFixture(product: Product, overrides: Partial<ExtendedProduct> = {}): ExtendedProduct {
  return {
    ...product,
    description: 'A quiet, efficient washer.',
    stockQuantity: 4,
    breadcrumbs: [{ title: 'Laundry', uri: 'laundry' }],
    specifications: [],
    features: [],
    ...overrides,
  };
}

export interface RouteModule {
  default: ComponentType<never>;
  loader: (args: never) => unknown;
}

interface FakeRequest {
  answers: Record<string, unknown>;
  site?: Partial<SiteInput>;
  cookie?: string;
}

/** The router context of one request whose API is the fake answering from `answers`. */
function fakeRequestContext(opts: FakeRequest) {
  const api = fakeApiFetch(opts.answers);
  const context = createRequestContext({
    site: { ...SITE, ...opts.site },
    nonce: 'n0nce',
    cookieHeader: opts.cookie,
    apiFetch: api.fetch,
  });
  return { api, context };
}

/** Renders one route module at `url` with a fake API answering from `answers`. */
export function renderRoute(
  mod: RouteModule,
  opts: {
    path: string;
    url: string;
    answers: Record<string, unknown>;
    site?: Partial<SiteInput>;
    cookie?: string;
  },
) {
  const { api, context } = fakeRequestContext(opts);
  const Stub = createRoutesStub(
    [
      {
        path: opts.path,
        Component: mod.default as ComponentType,
        HydrateFallback: () => null,
        loader: mod.loader as never,
      },
    ],
    context,
  );
  const view = render(<Stub initialEntries={[opts.url]} />);
  return { api, view };
}

/** Calls a loader directly, as the server would, and returns what it returned or threw. */
export async function runLoader(
  loader: (args: never) => unknown,
  opts: {
    url: string;
    params?: Record<string, string>;
    answers: Record<string, unknown>;
    site?: Partial<SiteInput>;
    cookie?: string;
  },
) {
  const { api, context } = fakeRequestContext(opts);
  const headers: Record<string, string> = opts.cookie ? { cookie: opts.cookie } : {};
  const request = new Request(`http://localhost${opts.url}`, { headers });
  try {
    const result = await (loader as (a: unknown) => unknown)({ request, params: opts.params ?? {}, context });
    return { api, result, thrown: undefined as unknown };
  } catch (thrown) {
    return { api, result: undefined as unknown, thrown };
  }
}

/** The status a loader's thrown or returned value carries (Response or React Router's data()). */
export function statusOf(value: unknown): number | undefined {
  if (value instanceof Response) return value.status;
  if (value && typeof value === 'object' && 'init' in value) {
    const init = (value as { init?: ResponseInit | null }).init;
    return init?.status;
  }
  return undefined;
}

// @vitest-environment node
import type { ReactElement } from 'react';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Facet, Product } from '@shop/contracts';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { FacetForm } from '../components/listing/FacetForm.tsx';
import { toProductTile, type ProductTileData } from '../components/ProductTile.tsx';
import { productFixture, salePlacementsFixture } from '../test/fixtures.ts';
import { FALLBACK_SHELL, type ShellData, toRootData } from './shell.ts';
import { KeptHtmlContext, type KeptHtml, type KeptTileHtml, type MenuHtmlInput } from './kept-html.ts';
import type { CopyOverrides } from '../copy/base.ts';
import { CopyOverridesContext } from '../copy/use-copy.ts';
import { createKeptHtml, escapeAttribute, RETURN_SLOT, unescapeAttribute } from './kept-html.server.tsx';
import { ShellProvider } from '../components/shell/ShellProvider.tsx';
import { SiteHeader } from '../components/shell/SiteHeader.tsx';
import type { NavTop } from './nav-tree.ts';
import type { SaleImage } from './sale.server.ts';

const PRICE_TAG = { src: '/images/demo/sale/priceTag.svg', alt: 'EOFY "Sale" & more', href: '/sale' };

function shellWith(overrides: Partial<ShellData> = {}): ShellData {
  return {
    ...FALLBACK_SHELL,
    salePlacements: salePlacementsFixture(PRICE_TAG),
    compare: { skus: ['SKU-6', 'SKU-9'] },
    ...overrides,
  };
}

/**
 * Tiles of every kind a listing shows: each ribbon, 'Request Price', no price, a compare price, a condition, no picture.
 */
function tiles(): ProductTileData[] {
  const ribbons: Product['ribbon'][] = ['sale', 'win', null, 'save', 'new', 'sale', null, 'cashback'];
  const products = Array.from({ length: 12 }, (_, i) =>
    productFixture({
      productId: i + 1,
      sku: `SKU-${i}`,
      slug: `product-${i}`,
      title: i === 7 ? `Fisher & Paykel "Quad" <Door> Fridge — 610L's` : `Product ${i}`,
      brand: i % 2 ? 'Bosch' : 'Smeg',
      category: 'Ovens',
      price: i === 8 ? null : i === 9 ? 0 : 500 + i * 100,
      rrp: i === 5 ? 2000 : null,
      ribbon: ribbons[i % ribbons.length] ?? null,
      conditionType: i === 10 ? 'Cosmetic Imperfection' : null,
      images:
        i === 11
          ? []
          : [{ url: `/img/${i}.jpg`, thumbUrl: `/img/${i}-t.jpg`, alt: i === 4 ? 'Side view' : '' }],
    }),
  );
  return products.map((product) => toProductTile(product));
}

interface RenderOptions {
  kept?: KeptHtml;
  shell?: ShellData;
  copy?: CopyOverrides;
}

/** The server's render of `node` at `address` in a page of the root layout's making, with or without kept HTML. */
function serverRender(node: ReactElement, address: string, options: RenderOptions): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '*',
      Component: () => (
        // As the root layout provides the theme's words.
        <CopyOverridesContext value={options.copy ?? {}}>
          {options.kept ? <KeptHtmlContext value={options.kept}>{node}</KeptHtmlContext> : node}
        </CopyOverridesContext>
      ),
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[address]}
      hydrationData={{ loaderData: { root: toRootData(options.shell ?? shellWith()) } }}
    />,
  );
}

/**
 * React writes a picture the page draws as `<link rel="preload" as="image" href>` and one the page asks for with
 * `preload()` as `<link rel="preload" href as="image">`: the same request, its attributes in another order.
 */
const IMAGE_PRELOAD_ASKED = /<link rel="preload" href="([^"]*)" as="image"\/>/g;

/** A page's server render of a grid at `address`, with or without kept tiles. */
function page(
  address: string,
  products: ProductTileData[],
  options: RenderOptions & { tileHtml?: KeptHtml; headingLevel?: 2 | 3; loginHref?: string } = {},
): string {
  const grid = (
    <ProductGrid products={products} headingLevel={options.headingLevel} loginHref={options.loginHref} />
  );
  return serverRender(grid, address, { ...options, kept: options.tileHtml }).replace(
    IMAGE_PRELOAD_ASKED,
    '<link rel="preload" as="image" href="$1"/>',
  );
}

const ADDRESSES = [
  '/c/kitchen/ovens',
  '/c/kitchen/ovens?page=2&sort=price-asc',
  `/search?q=%22fridge%22+%26+'freezer'+%3Ctall%3E`,
];

describe('tiles written from kept HTML', () => {
  it('writes a page exactly as the page draws its tiles itself, at every address and the second time too', () => {
    const products = tiles();
    const tileHtml = createKeptHtml();
    for (const address of ADDRESSES) {
      const drawn = page(address, products);
      expect(page(address, products, { tileHtml })).toBe(drawn);
      expect(page(address, products, { tileHtml })).toBe(drawn);
    }
  });

  it("is the same for a grid with h3 titles, a login route, no sale, an empty compare list and a theme's words", () => {
    const products = tiles();
    const tileHtml = createKeptHtml();
    const shell = shellWith({ salePlacements: null, compare: { skus: [] } });
    const copy: CopyOverrides = { cart: { addToCart: 'Buy "now" & save' } };
    expect(page(ADDRESSES[1]!, products, { copy })).toContain('Buy &quot;now&quot; &amp; save</button>');
    for (const options of [
      { headingLevel: 3 as const },
      { loginHref: '/account/login?from=tile' },
      { shell },
      { copy },
      {},
    ]) {
      const drawn = page(ADDRESSES[1]!, products, options);
      expect(page(ADDRESSES[1]!, products, { ...options, tileHtml })).toBe(drawn);
    }
  });

  it("keeps every tile, asks for the first row's pictures in the head, and draws a hidden price itself", () => {
    const products = tiles();
    const hidden = { ...products[6]!, price: { kind: 'login' as const, text: 'LOG IN FOR PRICE' } };
    const withHidden = [...products.slice(0, 6), hidden, ...products.slice(7)];
    const real = createKeptHtml();
    const html = vi.fn((input: Parameters<KeptHtml['tile']>[0]) => real.tile(input));
    const tileHtml: KeptHtml = { tile: html, facet: real.facet, menu: real.menu };
    const drawn = page(ADDRESSES[0]!, withHidden);
    expect(page(ADDRESSES[0]!, withHidden, { tileHtml })).toBe(drawn);
    expect(html).toHaveBeenCalledTimes(12);
    const kept = html.mock.results.map((r) => r.value as KeptTileHtml | null);
    // 'LOG IN FOR PRICE' (the hidden one, and the product the API sent no price for) is drawn by the page.
    const drawnByPage = html.mock.calls
      .filter((_, i) => kept[i] === null)
      .map(([input]) => input.product.sku);
    expect(drawnByPage).toEqual(['SKU-6', 'SKU-8']);
    expect(html.mock.calls.map(([input]) => input.product.sku)).toEqual(withHidden.map((p) => p.sku));
    // The first row's pictures (and the sale's price tag on a sale tile), as React asks for them; none below it.
    expect(kept.map((tile) => tile?.images)).toEqual([
      ['/img/0-t.jpg', PRICE_TAG.src],
      ['/img/1-t.jpg'],
      ['/img/2-t.jpg'],
      ['/img/3-t.jpg'],
      ...withHidden.slice(4).map((p) => (p.sku === 'SKU-6' || p.sku === 'SKU-8' ? undefined : [])),
    ]);
    expect(drawn.indexOf(`<link rel="preload" as="image" href="${PRICE_TAG.src}"/>`)).toBeLessThan(
      drawn.indexOf('<ul'),
    );
  });

  it('renders a tile again when anything it is made from changes', () => {
    const products = tiles();
    const tileHtml = createKeptHtml();
    page(ADDRESSES[0]!, products, { tileHtml });
    const repriced = products.map((p, i) =>
      i === 10 && p.price.kind === 'price' ? { ...p, price: { ...p.price, amount: 1, text: '$1' } } : p,
    );
    const drawn = page(ADDRESSES[0]!, repriced);
    expect(drawn).toContain('$1</p>');
    expect(page(ADDRESSES[0]!, repriced, { tileHtml })).toBe(drawn);
  });

  it('keeps no more tiles than it is given room for, the oldest going first', () => {
    const products = tiles();
    const tileHtml = createKeptHtml({ tiles: 3 });
    const input = (product: ProductTileData) => ({
      product,
      headingLevel: 2 as const,
      eager: false,
      loginHref: undefined,
      compared: false,
      priceTag: null,
      copy: {},
      returnTo: '/c/x',
    });
    const first = tileHtml.tile(input(products[0]!));
    for (const product of products.slice(1, 4)) tileHtml.tile(input(product));
    // Written again (not from a stale copy), and still the same.
    expect(tileHtml.tile(input(products[0]!))).toEqual(first);
  });

  it('writes the way back as React writes an attribute, and the slot never reaches a page', () => {
    const value = `/c?q="a"&b='c'<d>`;
    expect(renderToString(<input type="hidden" value={value} />)).toBe(
      `<input type="hidden" value="${escapeAttribute(value)}"/>`,
    );
    expect(escapeAttribute('/c/kitchen')).toBe('/c/kitchen');
    expect(unescapeAttribute(escapeAttribute(value))).toBe(value);
    // A first-row picture's address is read back from React's request for it as the address itself.
    const src = `/img/tile.jpg?w=300&h="300"&fit='<cover>'`;
    const [first] = tiles();
    const pictured = { ...first!, image: { src, alt: 'Oven' } };
    const kept = createKeptHtml().tile({
      product: pictured,
      headingLevel: 2,
      eager: true,
      loginHref: undefined,
      compared: false,
      priceTag: null,
      copy: {},
      returnTo: '/c/x',
    });
    expect(kept?.images).toEqual([src]);
    expect(page('/c/x', [pictured], { tileHtml: createKeptHtml() })).toBe(page('/c/x', [pictured]));
    const products = tiles();
    const html = page(ADDRESSES[2]!, products, { tileHtml: createKeptHtml() });
    expect(html).not.toContain(RETURN_SLOT);
  });
});

const FACETS: Facet[] = [
  {
    key: 'brand',
    title: 'Brand',
    options: [
      { value: 'fisher-and-paykel', label: 'Fisher & Paykel', count: 15, selected: true },
      { value: 'bosch', label: `Bosch "Série" <8>`, count: 62, selected: false },
      { value: 'lg', label: "L'G", count: 3, selected: true },
    ],
  },
  {
    key: 'price',
    title: 'Price',
    options: [
      { value: '0-250', label: 'Under $250', count: 3, selected: false },
      { value: '250-500', label: '$250 - $500', count: 9, selected: true },
    ],
  },
  {
    key: 'availability',
    title: 'Availability',
    options: [{ value: 'inStock', label: 'In stock', count: 9, selected: false }],
  },
  { key: 'condition', title: 'Condition', options: [] },
];

/** A listing's filter form, rendered by the server at `/c/kitchen/ovens`, with or without kept HTML. */
function facetForm(
  facets: Facet[],
  options: RenderOptions & { disabled?: boolean; idPrefix?: string } = {},
): string {
  const form = (
    <FacetForm
      facets={facets}
      query={{ sort: 'price-asc' }}
      pathname="/c/kitchen/ovens"
      idPrefix={options.idPrefix ?? 'facet'}
      disabled={options.disabled}
    />
  );
  return serverRender(form, '/c/kitchen/ovens?sort=price-asc', options);
}

describe('filters written from kept HTML', () => {
  it('writes the filter form exactly as it draws its options itself, and the second time too', () => {
    const kept = createKeptHtml();
    const copy: CopyOverrides = { listing: { any: 'Any "at all"' } };
    for (const options of [{}, { disabled: true }, { idPrefix: 'drawer' }, { copy }]) {
      const drawn = facetForm(FACETS, options);
      expect(facetForm(FACETS, { ...options, kept })).toBe(drawn);
      expect(facetForm(FACETS, { ...options, kept })).toBe(drawn);
    }
    expect(facetForm(FACETS, { copy })).toContain('Any &quot;at all&quot;</label>');
  });

  it('writes a filter again when its counts or choices change', () => {
    const kept = createKeptHtml();
    facetForm(FACETS, { kept });
    const changed = FACETS.map((facet) =>
      facet.key === 'brand'
        ? {
            ...facet,
            options: facet.options.map((o) => ({ ...o, count: o.count + 1, selected: !o.selected })),
          }
        : facet,
    );
    const drawn = facetForm(changed);
    expect(drawn).toContain('(63)');
    expect(facetForm(changed, { kept })).toBe(drawn);
  });
});

/** A shell with a navigation bar of `categories`, and the sale's link at its end when `navIcon` is given. */
function navShell(categories: NavTop[], navIcon: SaleImage | null): ShellData {
  return shellWith({
    navbar: {
      mainNav: categories,
      topNav: {
        displayCartIcon: true,
        displayProjectIcon: false,
        displaySearchIcon: true,
        displayContactUsIcon: true,
      },
    },
    salePlacements: { ...salePlacementsFixture(null), navIcon },
  });
}

const CATEGORIES: NavTop[] = [
  { title: 'Kitchen', uri: '/c/kitchen', hasMenu: true },
  { title: `Fisher & Paykel's "Best" <Deals>`, uri: '/c/deals?x=1&y="2"', hasMenu: true },
  { title: 'Outdoor', uri: '/c/outdoor', hasMenu: false },
];
const NAV_ICON: SaleImage = { src: '/images/demo/sale/navIcon.svg', alt: 'EOFY "Sale" & more', href: null };

/** The site header as the server draws it at `address`, with or without kept HTML. */
function header(
  shell: ShellData,
  options: RenderOptions = {},
  address = '/c/kitchen/ovens?sort=name',
): string {
  return serverRender(
    <ShellProvider>
      <SiteHeader shell={shell} />
    </ShellProvider>,
    address,
    { ...options, shell },
  );
}

describe('the navigation bar written from kept HTML', () => {
  it('writes the header exactly as it draws the bar itself, at any address and the second time too', () => {
    const kept = createKeptHtml();
    const copy: CopyOverrides = { nav: { label: 'Shop "by" room', categoryMenu: '{category} & more' } };
    for (const shell of [navShell(CATEGORIES, NAV_ICON), navShell(CATEGORIES, null)]) {
      for (const options of [{}, { copy }]) {
        for (const address of ADDRESSES) {
          const drawn = header(shell, options, address);
          expect(drawn).toContain('<nav aria-label=');
          expect(header(shell, { ...options, kept }, address)).toBe(drawn);
          expect(header(shell, { ...options, kept }, address)).toBe(drawn);
        }
      }
    }
    expect(header(navShell(CATEGORIES, NAV_ICON), { copy })).toContain(
      'aria-label="Shop &quot;by&quot; room"',
    );
  });

  it('writes the bar again when its categories, sale link or words change', () => {
    const real = createKeptHtml();
    const menu = vi.fn((input: MenuHtmlInput) => real.menu(input));
    const kept: KeptHtml = { ...real, menu };
    const renamed = CATEGORIES.map((c, i) => (i === 0 ? { ...c, title: 'Kitchen & Laundry' } : c));
    const variants: Array<[ShellData, RenderOptions]> = [
      [navShell(CATEGORIES, NAV_ICON), {}],
      [navShell(renamed, NAV_ICON), {}],
      [navShell(CATEGORIES, { ...NAV_ICON, alt: 'Half-price week' }), {}],
      [navShell(CATEGORIES, NAV_ICON), { copy: { nav: { label: 'Departments' } } }],
    ];
    for (const [shell, options] of variants) {
      const drawn = header(shell, options);
      expect(header(shell, { ...options, kept })).toBe(drawn);
    }
    const written = menu.mock.results.map((r) => r.value as string);
    expect(new Set(written).size).toBe(variants.length);
    expect(written[1]).toContain('Kitchen &amp; Laundry');
    expect(written[2]).toContain('alt="Half-price week"');
    expect(written[3]).toContain('aria-label="Departments"');
  });
});

describe('what a kept part reads', () => {
  const APP = fileURLToPath(new URL('..', import.meta.url));

  /** The app's modules a part's render runs (followed through their relative imports), and the hooks they call. */
  function modulesOf(part: string): { modules: string[]; hooks: string[] } {
    const seen = new Set<string>();
    const todo = [part];
    while (todo.length > 0) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const source = readFileSync(path.join(APP, file), 'utf8');
      for (const [, from] of source.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)) {
        const target = path.normalize(path.join(path.dirname(file), from!));
        if (!target.endsWith('.css') && existsSync(path.join(APP, target))) todo.push(target);
      }
    }
    const hooks = new Set<string>();
    for (const file of seen) {
      for (const [, hook] of readFileSync(path.join(APP, file), 'utf8').matchAll(/\b(use[A-Z]\w*)\(/g))
        hooks.add(hook!);
    }
    return { modules: [...seen].sort(), hooks: [...hooks].sort() };
  }

  it('is known: a new module or hook in a tile must be given to its kept render and named in its key first', () => {
    // When this fails, see that renderTile gives the tile whatever the change reads (a context, root data, the
    // address) and that keyOf names it (docs/decisions/0079), add a case for it above, then bring these lists up to date.
    expect(modulesOf('components/ProductTile.tsx')).toEqual({
      modules: [
        'components/ProductTile.tsx',
        'components/cart/AddToCartForm.tsx',
        'components/compare/CompareToggle.tsx',
        'components/icon/Icon.tsx',
        'components/icon/glyphs.ts',
        'components/price/LoginForPrice.tsx',
        'components/price/hidden-prices.ts',
        'components/product/RibbonBadge.tsx',
        'components/promotions/SalePriceTag.tsx',
        'copy/account.ts',
        'copy/base.ts',
        'copy/layout.ts',
        'copy/use-copy.ts',
        'lib/analytics.ts',
        'lib/browser-api.ts',
        'lib/compare-intents.ts',
        'lib/compare-store.ts',
        'lib/global-message.ts',
        'lib/json-text.ts',
        'lib/link.tsx',
        'lib/plain-form.tsx',
        'lib/product-cache.ts',
        'lib/product-path.ts',
        'lib/shell.ts',
        'lib/shopper.ts',
        'lib/storage.ts',
      ],
      hooks: [
        'useCompare',
        'useCompareSelect',
        'useContext',
        'useCopy',
        'useCopyOverrides',
        'useEffect',
        'useFetcher',
        'useGlobalMessage',
        'useLocation',
        'useMemo',
        'useShell',
        'useShellData',
        'useSyncExternalStore',
      ],
    });
  });

  it('is known for the navigation bar: a new module or hook in it must be given to its kept render first', () => {
    // When this fails, see that renderMenu gives the bar whatever the change reads and that its key names it
    // (docs/decisions/0081), add a case for it above, then bring these lists up to date. `useId` in particular cannot
    // be kept: its ids follow the element's place in the page, which a render on its own does not have. The menus'
    // tree (`useLoaded`) is fetched in the browser only, when the pointer or focus reaches the bar.
    expect(modulesOf('components/nav/MegaMenu.tsx')).toEqual({
      modules: [
        'components/icon/Icon.tsx',
        'components/icon/glyphs.ts',
        'components/nav/MegaMenu.tsx',
        'components/nav/MegaMenuPanel.tsx',
        'copy/account.ts',
        'copy/base.ts',
        'copy/fill.ts',
        'copy/layout.ts',
        'copy/use-copy.ts',
        'lib/browser-api.ts',
        'lib/link.tsx',
        'lib/nav-tree.ts',
        'lib/on-demand.ts',
      ],
      hooks: [
        'useContext',
        'useCopy',
        'useCopyOverrides',
        'useEffect',
        'useLoaded',
        'useMemo',
        'usePart',
        'useState',
      ],
    });
  });

  it("is nothing outside a filter's props: its options call no hook", () => {
    // A hook there would read something its kept render is not given (docs/decisions/0079).
    const source = readFileSync(path.join(APP, 'components/listing/FacetForm.tsx'), 'utf8');
    const body = source.slice(
      source.indexOf('export function FacetOptions('),
      source.indexOf('export function FacetForm('),
    );
    expect(body.length).toBeGreaterThan(100);
    expect(body.match(/\buse[A-Z]\w*\(/g)).toBeNull();
  });
});

// A listing's tiles and filter options written from kept HTML on the server
// (docs/decisions/0079-listing-html-kept-on-the-server.md).
import { renderToString } from 'react-dom/server';
import { MemoryRouter, UNSAFE_DataRouterDataContext as DataRouterDataContext } from 'react-router';
import { ProductTile } from '../components/ProductTile.tsx';
import type { CopyOverrides } from '../copy/base.ts';
import { CopyOverridesContext } from '../copy/use-copy.ts';
import { FacetOptions, type FacetOptionsProps } from '../components/listing/FacetForm.tsx';
import { MegaMenu } from '../components/nav/MegaMenu.tsx';
import type { KeptHtml, MenuHtmlInput, TileHtmlInput } from './kept-html.ts';
import { toJsonText } from './json-text.ts';

/**
 * The page address a tile is rendered at once for every page: the compare toggle writes it as the way back, and each
 * page puts its own address in its place. Only characters React writes unescaped, and none a real address has.
 */
export const RETURN_SLOT = '/~tile-return-slot~';

/**
 * The tile's HTML before and after its way back and the pictures it asks for early, or null: the tile is not one this
 * keeps (the grid draws it).
 */
type KeptTile = { before: string; after: string; images: readonly string[] } | null;

/**
 * The head's request for a picture, as React writes it before the tile when it draws a first-row tile on its own: a
 * plain address, no other attribute (a picture with sources or a priority of its own is not matched, and its tile is
 * drawn by the page).
 */
const IMAGE_PRELOAD = /^<link rel="preload" as="image" href="([^"]*)"\/>/;

/** An attribute's value as React wrote it, read back. */
export function unescapeAttribute(value: string): string {
  return value.includes('&')
    ? value
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : value;
}

/** A value as React writes it inside an attribute's double quotes. */
export function escapeAttribute(value: string): string {
  return /["&'<>]/.test(value)
    ? value
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#x27;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
    : value;
}

/** A theme's overrides are one object for the life of the process: each is spelled out once. */
const copyKeys = new WeakMap<CopyOverrides, string>();

function copyKey(copy: CopyOverrides): string {
  let key = copyKeys.get(copy);
  if (key === undefined) {
    key = JSON.stringify(copy);
    copyKeys.set(copy, key);
  }
  return key;
}

/** A tile's product spelled out once per object: a listing's tiles are the same objects while its answer is kept. */
const productKeys = new WeakMap<object, string>();

function productKey(product: TileHtmlInput['product']): string {
  let key = productKeys.get(product);
  if (key === undefined) {
    key = JSON.stringify(product);
    productKeys.set(product, key);
  }
  return key;
}

function tileKey(input: TileHtmlInput): string {
  return JSON.stringify([
    copyKey(input.copy),
    productKey(input.product),
    input.headingLevel,
    input.eager,
    input.loginHref ?? null,
    input.compared,
    input.priceTag,
  ]);
}

/**
 * The tile rendered on its own, as the page's render would write it: what it reads from the router and the theme's
 * words are given to it here, and nothing else (a tile that came to read more would be written differently, which
 * kept-html.server.test.tsx catches). A first-row tile's pictures load at once, and React writes its requests for them
 * ahead of the tile: they are taken off, for the page to ask for in its own head.
 */
function renderTile(input: TileHtmlInput): KeptTile {
  // The root data as the root loader gives it (lib/shell.ts): the site's part as JSON text, the compare list apart.
  const root = {
    site: toJsonText({ salePlacements: { priceTag: input.priceTag } }),
    compare: { skus: input.compared ? [input.product.sku] : [] },
  };
  const html = renderToString(
    <MemoryRouter initialEntries={[RETURN_SLOT]}>
      <DataRouterDataContext value={{ loaderData: { root }, actionData: null, errors: null }}>
        <CopyOverridesContext value={input.copy}>
          <ProductTile
            product={input.product}
            loginHref={input.loginHref}
            headingLevel={input.headingLevel}
            eager={input.eager}
          />
        </CopyOverridesContext>
      </DataRouterDataContext>
    </MemoryRouter>,
  );
  const images: string[] = [];
  let article = html;
  for (let link = IMAGE_PRELOAD.exec(article); link; link = IMAGE_PRELOAD.exec(article)) {
    images.push(unescapeAttribute(link[1]!));
    article = article.slice(link[0].length);
  }
  const parts = article.split(RETURN_SLOT);
  // One way back, inside the one article: anything else (another resource hint written before the tile, the address
  // written somewhere else as well) is left to the page's own render.
  if (parts.length !== 2 || !article.startsWith('<article') || !article.endsWith('</article>')) return null;
  return { before: parts[0]!, after: parts[1]!, images };
}

/**
 * `render`'s answers kept for the last `size` different keys, the oldest going first: a catalogue's tiles are a few
 * thousand, and a change to a product makes a new key, so the old one ages out.
 */
function keptBy<I, T>(size: number, keyOf: (input: I) => string, render: (input: I) => T): (input: I) => T {
  const kept = new Map<string, T>();
  return (input) => {
    const key = keyOf(input);
    let value = kept.get(key);
    if (value === undefined) {
      value = render(input);
      if (kept.size >= size) kept.delete(kept.keys().next().value!);
      kept.set(key, value);
    }
    return value;
  };
}

/** A filter's legend and options: a plain component of its props alone. */
function renderFacet(input: FacetOptionsProps): string {
  return renderToString(<FacetOptions {...input} />);
}

/**
 * The desktop navigation bar as the server draws it: no menu open, so no panel's contents (the menus' tree is fetched
 * in the browser). Its links go to fixed addresses; nothing of the page's address is in it.
 */
function renderMenu(input: MenuHtmlInput): string | null {
  const html = renderToString(
    <MemoryRouter initialEntries={[RETURN_SLOT]}>
      <CopyOverridesContext value={input.copy}>
        <MegaMenu categories={input.categories} saleIcon={input.saleIcon} />
      </CopyOverridesContext>
    </MemoryRouter>,
  );
  return html.startsWith('<nav') && html.endsWith('</nav>') && !html.includes(RETURN_SLOT) ? html : null;
}

/**
 * Kept HTML for up to `tiles` different tiles (about 2 KB each with their key), `facets` different filters and `menus`
 * different navigation bars (one per theme and version of its navigation, each about 2 KB). A tile
 * whose price is 'LOG IN FOR PRICE' links to sign-in with the page's address encoded in its own way: it is always
 * drawn by the page.
 */
export function createKeptHtml({ tiles = 4000, facets = 2000, menus = 100 } = {}): KeptHtml {
  const tile = keptBy(tiles, tileKey, renderTile);
  const facet = keptBy(facets, (input: FacetOptionsProps) => JSON.stringify(input), renderFacet);
  const menu = keptBy(
    menus,
    (input: MenuHtmlInput) => JSON.stringify([copyKey(input.copy), input.categories, input.saleIcon]),
    renderMenu,
  );
  return {
    tile(input) {
      if (input.product.price.kind === 'login') return null;
      const kept = tile(input);
      return kept
        ? { html: `${kept.before}${escapeAttribute(input.returnTo)}${kept.after}`, images: kept.images }
        : null;
    },
    facet,
    menu,
  };
}

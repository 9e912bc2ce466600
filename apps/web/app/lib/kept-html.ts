// A listing's tiles and filter options written from kept HTML on the server
// (docs/decisions/0079-listing-html-kept-on-the-server.md). Only entry.server provides it; in the browser, and wherever
// no page render provides it (component tests), a listing draws every part itself.
import { createContext, useContext } from 'react';
import type { ProductTileData } from '../components/ProductTile.tsx';
import type { SaleImage } from './sale.server.ts';
import type { CopyOverrides } from '../copy/base.ts';
import type { FacetOptionsProps } from '../components/listing/FacetForm.tsx';
import type { NavTop } from './nav-tree.ts';

/** Everything a tile's HTML is made from, each named: two tiles with the same input are written alike. */
export interface TileHtmlInput {
  product: ProductTileData;
  headingLevel: 2 | 3;
  /** The tile is in the first row: its pictures load at once, and the page asks for them early, in its head. */
  eager: boolean;
  loginHref: string | undefined;
  /** The product is on the shopper's compare list (the toggle is ticked). */
  compared: boolean;
  /** The running sale's price tag (000 §3), as the shell has it. */
  priceTag: SaleImage | null;
  /** The theme's words (the add-to-cart button's), as the root layout provides them. */
  copy: CopyOverrides;
  /** The page the compare toggle comes back to without scripts: the page's path and query. */
  returnTo: string;
}

/** A tile as the page writes it: its HTML and the pictures React asks for in the head when it draws the tile. */
export interface KeptTileHtml {
  /** The tile's `<article>`. */
  html: string;
  /** Each picture's address, in the order React asks for them (none for a tile whose pictures load lazily). */
  images: readonly string[];
}

/** Everything the desktop navigation bar's HTML is made from (docs/decisions/0081). */
export interface MenuHtmlInput {
  /** The top-level categories, as the shell's navigation has them. */
  categories: NavTop[];
  /** The running sale's link at the end of the bar. */
  saleIcon: { src: string; alt: string; href: string } | null;
  /** The theme's words (the bar's label, each category's menu button). */
  copy: CopyOverrides;
}

export interface KeptHtml {
  /** The tile, or null where the grid draws the tile itself. */
  tile(input: TileHtmlInput): KeptTileHtml | null;
  /** What goes inside one filter's `<fieldset>`: its legend and its list of options. */
  facet(input: FacetOptionsProps): string;
  /** The desktop navigation bar (its `<nav>`), as the server draws it before any menu opens; null: the page draws it. */
  menu(input: MenuHtmlInput): string | null;
}

export const KeptHtmlContext = createContext<KeptHtml | null>(null);

export function useKeptHtml(): KeptHtml | null {
  return useContext(KeptHtmlContext);
}

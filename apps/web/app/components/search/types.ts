import type { RibbonType } from '@shop/domain';

/** One product of the dropdown, mapped from whatever the suggestion call answers. */
export interface SuggestedProduct {
  /** For analytics; null when the source gives none. */
  sku: string | null;
  title: string;
  /** Site path of the product, e.g. '/p/front-load-washer'. */
  url: string;
  imageUrl: string | null;
  /** Already formatted ('$1,299'), 'LOG IN FOR PRICE' when hidden from a visitor, or null when not shown. */
  price: string | null;
  ribbon: RibbonType | null;
}

export interface SearchSubmitEvent {
  keyword: string;
  url: string;
  products: SuggestedProduct[];
}

/** What the search box needs from the outside world; the browser implementation lives in searchServices.ts. */
export interface SearchServices {
  suggest: (keyword: string, signal: AbortSignal) => Promise<SuggestedProduct[]>;
  /** The address a submitted keyword goes to (the search-url call); falls back to /search/{keyword}. */
  resolveUrl: (keyword: string) => Promise<string>;
  /** Search-engine analytics after a submit (only called on the themes that use it). */
  trackSubmit?: (event: SearchSubmitEvent) => Promise<void>;
}

import type { SearchProduct } from '@shop/contracts';
import type { BrowserApi } from '@shop/contracts/web';
import { SEARCH_ANALYTICS_EVENT_TYPES, type ThemeId } from '@shop/domain';
import { browserApi } from '../../lib/browser-api.ts';
import { hiddenAwareDisplay } from '../price/hidden-prices.ts';
import type { SearchServices, SuggestedProduct } from './types.ts';

export function toSuggestedProduct(
  product: SearchProduct,
  ctx: { themeId: ThemeId; isAuthenticated: boolean },
): SuggestedProduct {
  const price = hiddenAwareDisplay(product.price, ctx);
  return {
    sku: product.sku,
    title: product.title,
    url: product.uri,
    imageUrl: product.image,
    // An option of the listbox may not hold a link: 'LOG IN FOR PRICE' is its text, the product page has the link.
    price: price.kind === 'request' ? null : price.text,
    ribbon: product.ribbon,
  };
}

/**
 * The search box's calls: the v3 typeahead for suggestions (it carries ribbons and images), the search-url call for
 * where a submit goes, and the search-engine analytics event after a submit.
 */
export function searchServices(opts: {
  themeId: ThemeId;
  /** Asked when suggestions arrive, so the page need not read the sign-in flag before anyone searches. */
  isAuthenticated: () => boolean;
  limit: number;
  isRepeatUser: () => boolean;
  api?: BrowserApi;
}): SearchServices {
  const api = opts.api ?? browserApi();
  return {
    suggest: async (keyword) => {
      const result = await api.typeahead(keyword, { limit: opts.limit });
      const ctx = { themeId: opts.themeId, isAuthenticated: opts.isAuthenticated() };
      return result.products.map((p) => toSuggestedProduct(p, ctx));
    },
    resolveUrl: async (keyword) => (await api.searchUrl(keyword)).url,
    trackSubmit: async ({ keyword, url, products }) => {
      await api.searchAnalytics({
        analyticsEventType: SEARCH_ANALYTICS_EVENT_TYPES.search,
        query: keyword,
        productList: products.flatMap((p) => (p.sku ? [p.sku] : [])),
        url,
        isRepeatUser: opts.isRepeatUser(),
      });
    },
  };
}

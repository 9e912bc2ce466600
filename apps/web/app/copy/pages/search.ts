// /products and /search/{keyword}.

export const PRODUCTS_COPY = {
  title: 'All products',
} as const;

export const SEARCH_RESULTS_COPY = {
  title: 'Search results for {term}',
  search: 'Search',
  heading: 'Results for “{term}”',
  corrected: 'No exact matches for “{term}”; showing results for “{corrected}”.',
  fallback: 'No product matched every word, so these match some of them.',
} as const;

// The product listing's filters, sort, result count and paging label, on every page that lists products (category,
// brand, sale, search, all products); ListingView's chunk carries them, not the shell.

export const LISTING_COPY = {
  refine: 'Refine',
  filters: 'Filter products',
  any: 'Any',
  apply: 'Apply filters',
  clear: 'Clear all filters',
  sortBy: 'Sort by',
  sort: 'Sort',
  noneFound: 'No products found',
  noneMatch: 'No products match these filters. Try removing a filter.',
  product: 'product',
  products: 'products',
  count: '{count} {noun}',
  range: 'Showing {first}–{last} of {count} {noun}',
  pages: '{label} pages',
} as const;

// /compare; the table's own words come from the compare components.

export const COMPARE_PAGE_COPY = {
  title: 'Compare products',
  none: 'There are no products to compare. Tick ‘Add to Compare’ on up to three products.',
  continueShopping: 'Continue shopping',
} as const;

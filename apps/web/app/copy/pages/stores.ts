// /stores (the store finder) and /stores/{storeUri}. The store cards' own words are the base `stores` section, which
// the header's store panel shares.

export const STORE_FINDER_COPY = {
  title: 'Change store',
  find: 'Find a store',
  nearLabel: 'Find stores near a postcode',
  nearPlaceholder: 'Enter a postcode or suburb',
  findButton: 'Find stores',
  invalidNear: 'Please enter a 4-digit postcode.',
  changed: 'Your store is now {store}.',
  failed: 'We couldn’t change your store. Please try again.',
  countNear: '{count} stores, nearest to {postcode} first',
  count: '{count} stores',
  distance: '{km} km away',
} as const;

export const STORE_PAGE_COPY = {
  stores: 'Stores',
  description: '{store}: {address}. Opening hours, phone and directions.',
  cookingDemos: 'Cooking demos at this store',
} as const;

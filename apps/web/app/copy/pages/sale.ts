// /sale: the running sale's own name comes from the promotion call; these are the words around it.

export const SALE_COPY = {
  title: 'Sale',
  noSale: 'There is no sale on right now. Our everyday prices are still sharp.',
  browse: 'Browse all products',
  products: '{sale} products',
  failed: 'The sale products could not be loaded. Please try again in a moment.',
} as const;

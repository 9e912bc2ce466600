// /brands and /brands/{uri}.

export const BRANDS_COPY = {
  title: 'Brands',
  heading: 'Shop by brand',
  byLetter: 'Brands by letter',
  product: 'product',
  products: 'products',
} as const;

export const BRAND_COPY = {
  brands: 'Brands',
  products: '{brand} products',
} as const;

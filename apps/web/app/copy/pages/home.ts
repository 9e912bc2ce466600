// The home page, the /landing page and their top-categories strip.

export const HOME_COPY = {
  title: 'Home',
  featured: 'Featured products',
  noFeatured: 'There are no featured products right now.',
  offers: 'Offers',
} as const;

export const LANDING_COPY = {
  welcome: 'Welcome to {company}',
  intro: 'Big brands, sharp prices and people who know their products. Find what suits your home.',
  shopAll: 'Shop all products',
  seeSale: 'See the sale',
  popular: 'Popular right now',
} as const;

export const TOP_CATEGORIES_COPY = {
  heading: 'Shop by category',
  product: 'product',
  products: 'products',
} as const;

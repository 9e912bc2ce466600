// /sitemap, the page for shoppers (sitemap.xml is for search engines and has no words).

export const SITEMAP_COPY = {
  title: 'Site map',
  categories: 'Categories',
  brands: 'Brands',
  information: 'Information',
} as const;

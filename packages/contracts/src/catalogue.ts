import { z } from 'zod';
import { PricesHidden } from './prices.ts';
import { Product } from './products.ts';
import { SORT_OPTIONS } from './constants.ts';

export const Breadcrumb = z.object({ title: z.string(), uri: z.string() });
export type Breadcrumb = z.infer<typeof Breadcrumb>;

export const FacetOption = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export const Facet = z.object({
  key: z.string(),
  title: z.string(),
  options: z.array(FacetOption),
});
export type Facet = z.infer<typeof Facet>;

export const SortOption = z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof SortOption>;

/** Longest facet selection (a comma list) a listing query takes; the storefront's pages refuse longer query values. */
export const LISTING_FILTER_MAX_LENGTH = 500;

const csv = z
  .string()
  .max(LISTING_FILTER_MAX_LENGTH)
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .optional();

/**
 * Query of a product listing (category, brand, all products). Facet selections are comma lists;
 * unknown values select nothing rather than failing, so an old bookmarked address still opens.
 */
export const ListingQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(24),
  sort: SortOption.default('popular'),
  brand: csv,
  category: csv,
  price: z
    .string()
    .regex(/^\d*-\d*$/, 'price must look like 100-500')
    .optional(),
  availability: z.enum(['inStock']).optional(),
  condition: csv,
  ribbon: csv,
});
export type ListingQuery = z.infer<typeof ListingQuery>;

export const Listing = z.object({
  products: z.array(Product),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  sort: SortOption,
  facets: z.array(Facet),
  pricesHidden: PricesHidden,
});
export type Listing = z.infer<typeof Listing>;

export const CategorySummary = z.object({
  title: z.string(),
  uri: z.string(),
  productCount: z.number().int(),
});

/** GET /api/v2/category/{uri}?… : a category page (uri like 'kitchen/cooking/ovens'). */
export const CategoryPage = z.object({
  category: z.object({
    title: z.string(),
    uri: z.string(),
    /** Plain text (not HTML): shown under the heading and used as the page's meta description. */
    description: z.string().nullable(),
  }),
  breadcrumbs: z.array(Breadcrumb),
  subCategories: z.array(CategorySummary),
  listing: Listing,
  pricesHidden: PricesHidden,
});
export type CategoryPage = z.infer<typeof CategoryPage>;

export const Brand = z.object({
  name: z.string(),
  uri: z.string(),
  thumbnail: z.string().nullable(),
  description: z.string().nullable(),
  productCount: z.number().int(),
});
export type Brand = z.infer<typeof Brand>;

/** GET /api/v2/brands */
export const BrandList = z.object({ brands: z.array(Brand) });
/** GET /api/v2/brands/{uri}?… */
export const BrandPage = z.object({ brand: Brand, listing: Listing, pricesHidden: PricesHidden });
export type BrandPage = z.infer<typeof BrandPage>;

/** GET /api/v2/categories: the whole tree, for the site map. */
export interface CategoryNode {
  title: string;
  uri: string;
  productCount: number;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ title: z.string(), uri: z.string(), productCount: z.number().int(), children: z.array(CategoryNode) }),
);
export const CategoryTree = z.object({ categories: z.array(CategoryNode) });

// GET /api/v2/products?… answers a Listing over every product (the /products page).

/** GET /api/v2/sitemap/products?page= : product addresses for /sitemap.xml, oldest first, 5,000 a page. */
export const SitemapProducts = z.object({
  items: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type SitemapProducts = z.infer<typeof SitemapProducts>;
export const SitemapQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

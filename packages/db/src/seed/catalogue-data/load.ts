import { z } from 'zod';
import categoriesFile from './categories.json' with { type: 'json' };
import finishesFile from './finishes.json' with { type: 'json' };
import productKindsFile from './product-kinds.json' with { type: 'json' };
import rangeNamesFile from './range-names.json' with { type: 'json' };

/**
 * The kinds of product the demo catalogue knows how to describe and draw. They stay in code, not in the data files,
 * because each one needs a title builder, a drawing and feature copy written in TypeScript.
 */
export const IMAGE_KINDS = [
  'fridge',
  'freezer',
  'washer',
  'dryer',
  'dishwasher',
  'oven',
  'cooktop',
  'rangehood',
  'microwave',
  'tv',
  'soundbar',
  'vacuum',
  'coffee',
  'aircon',
  'sofa',
  'bed',
  'mattress',
  'table',
  'chair',
  'outdoor',
  'bbq',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface CategoryDef {
  title: string;
  slug: string;
  icon?: string;
  /** Plain text under the page heading, also the page's meta description. */
  description?: string;
  children?: CategoryDef[];
}

const Slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case slug (letters, digits, single hyphens)');

const Category: z.ZodType<CategoryDef> = z.lazy(() =>
  z.strictObject({
    title: z.string().min(1),
    slug: Slug,
    description: z.string().min(1).optional(),
    icon: z.string().min(1).optional(),
    children: z.array(Category).min(1).optional(),
  }),
);

const Finish = z.strictObject({
  label: z.string().min(1),
  colour: z.string().regex(/^#[0-9a-f]{6}$/, 'a colour like #a1b2c3'),
});

const ProductKind = z.strictObject({
  kind: z.enum(IMAGE_KINDS),
  /** Leaf category uri. */
  category: z.string().min(1),
  /** Relative share of the catalogue. */
  weight: z.number().positive(),
  brands: z.array(z.string().min(1)).min(1),
  /** Dollars, cheapest and dearest. */
  price: z.tuple([z.number().int().nonnegative(), z.number().int().positive()]),
  /** Keys of finishes.json. */
  variants: z.array(Slug).min(1),
  appliance: z.boolean(),
  warrantyYears: z.array(z.number().int().positive()).min(1),
});
export type ProductKindData = z.infer<typeof ProductKind>;

export interface CatalogueData {
  /** The category tree; a category's uri is the slugs of its path joined by '/', e.g. 'kitchen/cooking/ovens'. */
  categories: CategoryDef[];
  /** Finishes: the image variant in the path, the label shown as the colour attribute. */
  finishes: Record<string, z.infer<typeof Finish>>;
  /** One entry per kind of product, in the order the generator draws them. */
  productKinds: ProductKindData[];
  /** Range names that furniture titles are built from. */
  rangeNames: string[];
}

export type CatalogueFiles = Record<keyof CatalogueData, unknown>;

const FILES: Record<keyof CatalogueData, { file: string; schema: z.ZodType }> = {
  categories: { file: 'categories.json', schema: z.array(Category).min(1) },
  finishes: { file: 'finishes.json', schema: z.record(Slug, Finish) },
  productKinds: { file: 'product-kinds.json', schema: z.array(ProductKind).min(1) },
  rangeNames: { file: 'range-names.json', schema: z.array(z.string().min(1)).min(1) },
};

class CatalogueDataError extends Error {
  constructor(file: string, detail: string) {
    super(`Demo catalogue file packages/db/src/seed/catalogue-data/${file} is invalid:\n${detail}`);
    this.name = 'CatalogueDataError';
  }
}

function parseFile<K extends keyof CatalogueData>(key: K, raw: unknown): CatalogueData[K] {
  const { file, schema } = FILES[key];
  const result = schema.safeParse(raw);
  if (!result.success) throw new CatalogueDataError(file, z.prettifyError(result.error));
  return result.data as CatalogueData[K];
}

function leafUris(defs: readonly CategoryDef[], prefix = ''): string[] {
  return defs.flatMap((d) => {
    const uri = prefix ? `${prefix}/${d.slug}` : d.slug;
    return d.children ? leafUris(d.children, uri) : [uri];
  });
}

/** What a schema cannot see: the files must agree with each other and cover every kind the code can draw. */
function crossCheck(data: CatalogueData): void {
  const problems: string[] = [];
  const leaves = new Set(leafUris(data.categories));
  const seen = new Set<string>();
  data.productKinds.forEach((k, i) => {
    const at = `[${i}] (${k.kind})`;
    if (seen.has(k.kind)) problems.push(`${at}: kind listed twice`);
    seen.add(k.kind);
    if (!leaves.has(k.category))
      problems.push(`${at}: category '${k.category}' is not a leaf of categories.json`);
    for (const v of k.variants)
      if (!data.finishes[v]) problems.push(`${at}: variant '${v}' is not a key of finishes.json`);
    if (k.price[0] > k.price[1]) problems.push(`${at}: price range [${k.price.join(', ')}] runs backwards`);
  });
  for (const kind of IMAGE_KINDS) if (!seen.has(kind)) problems.push(`kind '${kind}' is missing`);
  if (problems.length > 0) throw new CatalogueDataError('product-kinds.json', problems.join('\n'));
}

/** Validates the demo catalogue's data files; a bad file fails with its name and what is wrong where. */
export function parseCatalogueData(files: CatalogueFiles): CatalogueData {
  const data: CatalogueData = {
    categories: parseFile('categories', files.categories),
    finishes: parseFile('finishes', files.finishes),
    productKinds: parseFile('productKinds', files.productKinds),
    rangeNames: parseFile('rangeNames', files.rangeNames),
  };
  crossCheck(data);
  return data;
}

export const CATALOGUE_DATA: CatalogueData = parseCatalogueData({
  categories: categoriesFile,
  finishes: finishesFile,
  productKinds: productKindsFile,
  rangeNames: rangeNamesFile,
});

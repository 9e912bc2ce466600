import type { AttributeKind } from '../schema/enums.ts';
import { CATALOGUE_DATA, type CategoryDef, type ImageKind } from './catalogue-data/load.ts';
import { BUILDERS, type BuildProduct } from './kind-builders.ts';

export { IMAGE_KINDS, type CategoryDef, type ImageKind } from './catalogue-data/load.ts';

/** The demo category tree (catalogue-data/categories.json); a category's uri is its slugs joined by '/'. */
export const CATEGORY_TREE: readonly CategoryDef[] = CATALOGUE_DATA.categories;

/** Finishes (catalogue-data/finishes.json): the image variant in the path, the label shown as the colour attribute. */
export const VARIANTS: Record<string, { label: string; colour: string }> = CATALOGUE_DATA.finishes;

export interface SpecDef {
  group: string;
  name: string;
  kind: AttributeKind;
  value: unknown;
}

export interface BuiltProduct {
  title: string;
  specs: SpecDef[];
  /** 0..1 position in the kind's price range (bigger, better → dearer). */
  size: number;
  dimensions: string;
}

export interface KindDef {
  kind: ImageKind;
  /** Leaf category uri. */
  category: string;
  /** Relative share of the catalogue. */
  weight: number;
  brands: readonly string[];
  /** Dollars. */
  price: readonly [number, number];
  variants: readonly string[];
  appliance: boolean;
  warrantyYears: readonly number[];
  build: BuildProduct;
}

/** The kinds of product (catalogue-data/product-kinds.json), each with the code that builds its titles and specs. */
export const KINDS: readonly KindDef[] = CATALOGUE_DATA.productKinds.map((k) => ({
  ...k,
  build: BUILDERS[k.kind],
}));

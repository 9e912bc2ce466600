import { describe, expect, it } from 'vitest';
import { BRAND_DEFS } from '../brands.ts';
import categories from './categories.json' with { type: 'json' };
import finishes from './finishes.json' with { type: 'json' };
import productKinds from './product-kinds.json' with { type: 'json' };
import rangeNames from './range-names.json' with { type: 'json' };
import { CATALOGUE_DATA, IMAGE_KINDS, type CatalogueFiles, parseCatalogueData } from './load.ts';

const files = (): CatalogueFiles => structuredClone({ categories, finishes, productKinds, rangeNames });

describe('demo catalogue data files', () => {
  it('load with one entry per product kind, in the order of IMAGE_KINDS', () => {
    expect(CATALOGUE_DATA.productKinds.map((k) => k.kind)).toEqual([...IMAGE_KINDS]);
    expect(CATALOGUE_DATA.categories.map((c) => c.slug)).toContain('kitchen');
    expect(CATALOGUE_DATA.finishes.stainless).toEqual({ label: 'Stainless Steel', colour: '#c9ced3' });
  });

  it('name only brands the seed knows', () => {
    const known = new Set(BRAND_DEFS.map((b) => b.name));
    const named = CATALOGUE_DATA.productKinds.flatMap((k) => k.brands);
    expect(named.filter((b) => !known.has(b))).toEqual([]);
  });

  it('reject a file of the wrong shape, naming the file and the path', () => {
    const bad = files();
    (bad.productKinds as { weight: unknown }[])[2]!.weight = 'heavy';
    expect(() => parseCatalogueData(bad)).toThrow(/product-kinds\.json is invalid:[\s\S]*at \[2\]\.weight/);
  });

  it('reject an unknown key, so a typo does not pass silently', () => {
    const bad = files();
    (bad.categories as Record<string, unknown>[])[0]!.descripton = 'typo';
    expect(() => parseCatalogueData(bad)).toThrow(/categories\.json is invalid:[\s\S]*descripton/);
  });

  it('reject files that disagree with each other', () => {
    const bad = files();
    const kinds = bad.productKinds as { category: string; variants: string[] }[];
    kinds[0]!.category = 'kitchen/refrigeration';
    kinds[1]!.variants = ['white', 'plaid'];
    expect(() => parseCatalogueData(bad)).toThrow(
      /\[0\] \(fridge\): category 'kitchen\/refrigeration' is not a leaf[\s\S]*\[1\] \(freezer\): variant 'plaid'/,
    );
  });

  it('reject a catalogue that leaves out a kind the code can draw', () => {
    const bad = files();
    (bad.productKinds as unknown[]).pop();
    expect(() => parseCatalogueData(bad)).toThrow(/kind 'bbq' is missing/);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CategoryTree,
  Facet,
  HideablePrice,
  Listing,
  PricesHidden,
  Suggestion,
  TypeaheadResult,
} from '@shop/contracts';
import { carriesPrices, withoutPriceSelections, withoutPrices } from './hidden-prices.ts';

describe('carriesPrices', () => {
  it('finds amounts however deep the contract holds them', () => {
    expect(carriesPrices(Listing)).toBe(true);
    expect(carriesPrices(TypeaheadResult)).toBe(true);
    expect(carriesPrices(z.object({ a: z.array(z.object({ b: HideablePrice.optional() })) }))).toBe(true);
  });

  it('says no for answers without amounts, recursive ones included', () => {
    expect(carriesPrices(CategoryTree)).toBe(false);
    expect(carriesPrices(z.object({ price: z.number() }))).toBe(false);
  });
});

describe('withoutPrices', () => {
  const Answer = z.object({
    title: z.string(),
    price: HideablePrice,
    rows: z.array(z.object({ price: HideablePrice, label: z.string() })),
    byName: z.record(z.string(), z.object({ price: HideablePrice })),
    maybe: z.object({ price: HideablePrice }).nullable(),
    facets: z.array(Facet),
    suggestions: z.array(Suggestion),
    pricesHidden: PricesHidden,
  });
  const answer = Object.freeze({
    title: 'Oven',
    price: 999,
    rows: [{ price: 10, label: 'a' }],
    byName: { x: { price: 5 } },
    maybe: null,
    facets: [
      { key: 'brand', title: 'Brand', options: [] },
      {
        key: 'price',
        title: 'Price',
        options: [{ value: '0-500', label: '$0 - $500', count: 3, selected: false }],
      },
    ],
    suggestions: [
      { type: 'term', text: 'oven', url: '/search/oven' },
      { type: 'product', text: 'Oven', imageUrl: null, price: 999, url: '/p/oven' },
    ],
  });

  it('nulls every amount, marks the answer and drops the price facet', () => {
    const hidden = withoutPrices(Answer, answer);
    expect(hidden).toEqual({
      title: 'Oven',
      price: null,
      rows: [{ price: null, label: 'a' }],
      byName: { x: { price: null } },
      maybe: null,
      facets: [{ key: 'brand', title: 'Brand', options: [] }],
      suggestions: [
        { type: 'term', text: 'oven', url: '/search/oven' },
        { type: 'product', text: 'Oven', imageUrl: null, price: null, url: '/p/oven' },
      ],
      pricesHidden: true,
    });
    // What it returns still meets the contract the serializer checks.
    expect(Answer.safeParse(hidden).success).toBe(true);
  });

  it('leaves the (frozen, cached) answer it was given untouched', () => {
    withoutPrices(Answer, answer);
    expect(answer.price).toBe(999);
    expect(answer.rows[0]?.price).toBe(10);
    expect(answer.facets).toHaveLength(2);
  });

  it('returns answers without amounts as they are', () => {
    const plain = { categories: [] };
    expect(withoutPrices(CategoryTree, plain)).toBe(plain);
  });
});

describe('withoutPriceSelections', () => {
  it('drops the price filter and turns price sorts into the default order', () => {
    const query: Record<string, unknown> = { price: '100-200', sort: 'price-asc', brand: ['bosch'] };
    withoutPriceSelections(query);
    expect(query).toEqual({ sort: 'popular', brand: ['bosch'] });
    const other: Record<string, unknown> = { sort: 'name' };
    withoutPriceSelections(other);
    expect(other).toEqual({ sort: 'name' });
  });
});

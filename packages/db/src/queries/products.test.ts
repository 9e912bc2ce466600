import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { createTestDatabase } from '../testing.ts';
import { getProductById, getProductBySku, getProductBySlug, listFeaturedProducts } from './products.ts';

describe('product queries', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: { products: 120 } });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('lists featured products: in stock, priced, most popular first, with brand and category', async () => {
    const rows = await listFeaturedProducts(handle.db, { limit: 12 });
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      expect(r.product.stockStatus).toBe('inStock');
      expect(r.product.priceCents).toBeGreaterThan(0);
      expect(r.brand.name).toBe(r.product.brandName);
      expect(r.category.id).toBe(r.product.categoryId);
      expect(r.product).not.toHaveProperty('searchVector');
    }
    const pops = rows.map((r) => r.product.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    expect(await listFeaturedProducts(handle.db, { limit: 0 })).toEqual([]);
  });

  it('finds one product by slug, uri, sku (any case) and public id', async () => {
    const [first] = await listFeaturedProducts(handle.db, { limit: 1 });
    if (!first) throw new Error('no product');
    const p = first.product;
    expect((await getProductBySlug(handle.db, p.slug))?.product.sku).toBe(p.sku);
    expect((await getProductBySlug(handle.db, `/${p.uri}`))?.product.sku).toBe(p.sku);
    expect((await getProductBySku(handle.db, p.sku.toLowerCase()))?.product.id).toBe(p.id);
    const byId = await getProductById(handle.db, p.productId);
    expect(byId?.product.sku).toBe(p.sku);
    expect(byId?.brand.uri).toBeTruthy();
    expect(byId?.category.uri).toMatch(/\//);
  });

  it('returns null for missing rows', async () => {
    expect(await getProductBySlug(handle.db, 'no-such-product')).toBeNull();
    expect(await getProductBySlug(handle.db, '')).toBeNull();
    expect(await getProductBySku(handle.db, 'NOPE-123')).toBeNull();
    expect(await getProductById(handle.db, 1)).toBeNull();
    expect(await getProductById(handle.db, -5)).toBeNull();
    expect(await getProductById(handle.db, 1.5)).toBeNull();
  });
});

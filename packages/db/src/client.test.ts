import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { migrateDatabase, queryRows } from './client.ts';
import { createTestDatabase } from './testing.ts';

const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('createTestDatabase (migrated, empty)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it(`uses ${expectedKind} as TEST_DATABASE_URL decides`, () => {
    expect(handle.kind).toBe(expectedKind);
  });

  it('has every table of the schema and pg_trgm', async () => {
    const tables = await queryRows<{ table_name: string }>(
      handle.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const names = tables.map((r) => r.table_name);
    for (const t of [
      'products',
      'brands',
      'categories',
      'product_attributes',
      'localities',
      'stores',
      'sale_placements',
      'navigation_items',
      'settings',
      'redirects',
    ]) {
      expect(names).toContain(t);
    }
    const ext = await queryRows<{ extname: string }>(
      handle.db,
      sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    expect(ext).toHaveLength(1);
  });

  it('has the search indexes on products', async () => {
    const idx = await queryRows<{ indexname: string; indexdef: string }>(
      handle.db,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'products'`,
    );
    const byName = new Map(idx.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get('products_title_trgm_idx')).toMatch(/gin .*gin_trgm_ops/i);
    expect(byName.get('products_search_vector_idx')).toMatch(/gin/i);
  });

  it('re-running the migrations is a no-op', async () => {
    await expect(migrateDatabase(handle)).resolves.toBeUndefined();
  });

  it('weights the search vector title A, brand B, category C, sku D', async () => {
    await handle.db.execute(sql`INSERT INTO brands (id, name, uri) VALUES (1, 'Acme', 'acme')`);
    await handle.db.execute(
      sql`INSERT INTO categories (id, uri, slug, title) VALUES (1, 'kitchen', 'kitchen', 'Kitchen')`,
    );
    await handle.db.execute(
      sql`INSERT INTO products (product_id, sku, uri, slug, title, brand_id, category_id, brand_name, category_name, price_cents)
          VALUES (1, 'ZX100', 'product/acme-toaster/', 'acme-toaster', 'Acme Toaster', 1, 1, 'Acme', 'Kitchen', 4900)`,
    );
    const res = await queryRows<{ v: string; hit: boolean; fuzzy: boolean }>(
      handle.db,
      sql`SELECT search_vector::text AS v, search_vector @@ to_tsquery('english', 'toaster') AS hit, similarity(title, 'Acme Toastr') > 0.3 AS fuzzy FROM products`,
    );
    const row = res[0];
    expect(row?.v).toContain("'toaster':2A");
    expect(row?.v).toContain("'kitchen':");
    // Weight D is the default and prints without a letter.
    expect(row?.v).toMatch(/'zx100':\d+($|\s)/);
    expect(row?.hit).toBe(true);
    expect(row?.fuzzy).toBe(true);
  });

  it('rejects values outside the enumerations and upper-case redirect sources', async () => {
    await expect(
      handle.db.execute(sql`INSERT INTO redirects (from_uri, destination_uri) VALUES ('/Old', '/new')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql`INSERT INTO products (product_id, sku, uri, slug, title, brand_id, category_id, price_cents, stock_status) VALUES (2, 'B', 'product/b/', 'b', 'B', 1, 1, 100, 'soldOut')`,
      ),
    ).rejects.toThrow();
  });
});

describe('createTestDatabase isolation', () => {
  it('gives each call its own database', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      await a.db.execute(sql`INSERT INTO settings (name, value) VALUES ('only-in-a', 'x')`);
      const inB = await queryRows<{ n: number | string }>(b.db, sql`SELECT count(*) AS n FROM settings`);
      expect(Number(inB[0]?.n)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

import { asc, eq, sql } from 'drizzle-orm';
import { localities, stores, warehouses, type Db, type Store as StoreRow } from '@shop/db';

export type { StoreRow };

/** Every store (a few dozen): filtering and distances are done in code. */
export async function listStores(db: Db): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.name));
}

export async function getStoreByStoreId(db: Db, params: { storeId: number }): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.storeId, params.storeId)).limit(1);
  return row ?? null;
}

export async function getStoreByUri(db: Db, params: { storeUri: string }): Promise<StoreRow | null> {
  const [row] = await db
    .select()
    .from(stores)
    .where(eq(sql`lower(${stores.storeUri})`, params.storeUri.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function listWarehouses(db: Db) {
  return db.select().from(warehouses);
}

/** Coordinates of a postcode (its first locality), for the `near` filter. */
export async function getPostcodePoint(db: Db, params: { postcode: string }) {
  const [row] = await db
    .select({ latitude: localities.latitude, longitude: localities.longitude, country: localities.country })
    .from(localities)
    .where(eq(localities.postcode, params.postcode))
    .orderBy(asc(localities.id))
    .limit(1);
  return row ?? null;
}

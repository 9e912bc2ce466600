import { and, asc, eq } from 'drizzle-orm';
import { carts, projects, salespeople, stores, type Db } from '@shop/db';
import type { Country } from '@shop/domain';

// The stores and salespeople of staff-assisted checkout (docs/decisions/0034). A store's subdivision is its
// `store_uri`: stable, unique and readable.

export interface CheckoutStoreRow {
  subdivision: string;
  name: string;
  phone: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
}

export interface CheckoutSalespersonRow {
  code: string;
  name: string;
  subdivision: string;
}

const storeColumns = {
  subdivision: stores.storeUri,
  name: stores.name,
  phone: stores.phone,
  address: stores.address,
  suburb: stores.suburb,
  postcode: stores.postcode,
  state: stores.state,
};

/**
 * The active salespeople of the shop's country with their stores, by store name then salesperson name: the stores a
 * staff order can be placed for are the ones with someone to record it under.
 */
export async function listCheckoutSalespeople(
  db: Db,
  country: Country,
): Promise<(CheckoutSalespersonRow & { store: CheckoutStoreRow })[]> {
  const rows = await db
    .select({ code: salespeople.code, personName: salespeople.name, ...storeColumns })
    .from(salespeople)
    .innerJoin(stores, eq(stores.id, salespeople.storeId))
    .where(and(eq(salespeople.active, true), eq(stores.country, country)))
    .orderBy(asc(stores.name), asc(salespeople.name), asc(salespeople.code));
  return rows.map(({ code, personName, ...store }) => ({
    code,
    name: personName,
    subdivision: store.subdivision,
    store,
  }));
}

/** A store of the shop's country by its subdivision, or null. */
export async function findCheckoutStore(
  db: Db,
  country: Country,
  subdivision: string,
): Promise<CheckoutStoreRow | null> {
  const [row] = await db
    .select(storeColumns)
    .from(stores)
    .where(and(eq(stores.storeUri, subdivision), eq(stores.country, country)))
    .limit(1);
  return row ?? null;
}

/** A salesperson by code with their store's subdivision and whether they are active, or null. */
export async function findSalesperson(
  db: Db,
  code: string,
): Promise<{ code: string; subdivision: string; active: boolean } | null> {
  const [row] = await db
    .select({ code: salespeople.code, subdivision: stores.storeUri, active: salespeople.active })
    .from(salespeople)
    .innerJoin(stores, eq(stores.id, salespeople.storeId))
    .where(eq(salespeople.code, code))
    .limit(1);
  return row ?? null;
}

/** The customer of the project a staff member's cart was built from (their own project only), or null. */
export async function findCartProjectCustomer(
  db: Db,
  cartId: string,
  accountId: string,
): Promise<{ name: string; email: string; phone: string } | null> {
  const [row] = await db
    .select({ name: projects.customerName, email: projects.customerEmail, phone: projects.customerPhone })
    .from(carts)
    .innerJoin(projects, eq(projects.id, carts.projectId))
    .where(and(eq(carts.id, cartId), eq(projects.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

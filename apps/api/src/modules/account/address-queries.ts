import { and, desc, eq } from 'drizzle-orm';
import { savedAddresses, type Db, type SavedAddressRow } from '@shop/db';

// Every query names the account: a row of another account is never read, changed or deleted, whatever id is given.

export type AddressValues = Omit<SavedAddressRow, 'id' | 'accountId' | 'createdAt' | 'updatedAt'>;

export async function listSavedAddresses(db: Db, accountId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.accountId, accountId))
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id));
}

export async function countSavedAddresses(db: Db, accountId: string): Promise<number> {
  return db.$count(savedAddresses, eq(savedAddresses.accountId, accountId));
}

export async function insertSavedAddress(
  db: Db,
  accountId: string,
  values: AddressValues,
): Promise<SavedAddressRow> {
  const [row] = await db
    .insert(savedAddresses)
    .values({ ...values, accountId })
    .returning();
  if (!row) throw new Error('saved address insert returned no row');
  return row;
}

/** The changed row, or null when the account holds no address with this id. */
export async function updateSavedAddress(
  db: Db,
  accountId: string,
  id: string,
  values: AddressValues,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .update(savedAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.accountId, accountId)))
    .returning();
  return row ?? null;
}

/** Whether the account held an address with this id (and now does not). */
export async function deleteSavedAddress(db: Db, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.accountId, accountId)))
    .returning({ id: savedAddresses.id });
  return rows.length > 0;
}

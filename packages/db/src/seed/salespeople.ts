import type { Db } from '../client.ts';
import { salespeople, type Store } from '../schema/index.ts';

/**
 * Demo salespeople for staff-assisted checkout (docs/decisions/0034): two or three for a handful of stores in both
 * countries, one of them inactive (left the company: never offered, never accepted). `SP001` is the demo staff
 * account's own code (apps/identity/src/demo.ts), at Richmond. Stores are named by their `store_uri`, the stable code
 * the checkout calls the store's subdivision.
 */
export const DEMO_SALESPEOPLE: readonly { code: string; name: string; storeUri: string; active: boolean }[] =
  [
    { code: 'SP001', name: 'Alex Staff', storeUri: 'richmond', active: true },
    { code: 'SP004', name: 'Priya Natarajan', storeUri: 'richmond', active: true },
    { code: 'SP005', name: 'Tom Whitfield', storeUri: 'richmond', active: false },
    { code: 'SP002', name: 'Jordan Lee', storeUri: 'alexandria', active: true },
    { code: 'SP003', name: 'Maria Costa', storeUri: 'alexandria', active: true },
    { code: 'SP006', name: 'Ben Carter', storeUri: 'fortitude-valley', active: true },
    { code: 'SP007', name: 'Chloe Nguyen', storeUri: 'fortitude-valley', active: true },
    { code: 'SP008', name: 'Liam Murphy', storeUri: 'osborne-park', active: true },
    { code: 'SP009', name: 'Grace Kim', storeUri: 'osborne-park', active: true },
    { code: 'SP010', name: 'Oliver Brown', storeUri: 'mile-end', active: true },
    { code: 'SP011', name: 'Ella Wilson', storeUri: 'mile-end', active: true },
    { code: 'SP012', name: 'Aroha Ngata', storeUri: 'mt-wellington', active: true },
    { code: 'SP013', name: 'James Taylor', storeUri: 'mt-wellington', active: true },
  ];

/** Writes the demo salespeople at their stores; a store the seed does not have is skipped. */
export async function seedSalespeople(
  db: Db,
  storeRows: readonly Pick<Store, 'id' | 'storeUri'>[],
): Promise<number> {
  const ids = new Map(storeRows.map((s) => [s.storeUri, s.id]));
  const rows = DEMO_SALESPEOPLE.flatMap((p) => {
    const storeId = ids.get(p.storeUri);
    return storeId === undefined ? [] : [{ code: p.code, name: p.name, storeId, active: p.active }];
  });
  if (rows.length > 0) await db.insert(salespeople).values(rows);
  return rows.length;
}

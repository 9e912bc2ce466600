import type { Db } from '@shop/db';
import { countAccounts, insertAccount } from './accounts.ts';
import { hashPassword } from './passwords.ts';

/** The demo accounts of the README ('Demo accounts'); never created in production. */
export const DEMO_ACCOUNTS = [
  {
    email: 'shopper@example.com',
    password: 'demo-shopper-pass',
    firstName: 'Sam',
    lastName: 'Shopper',
    phone: '0412345678',
  },
  {
    email: 'staff@example.com',
    password: 'demo-staff-pass',
    firstName: 'Alex',
    lastName: 'Staff',
    winningUserId: 'W10001',
    salespersonCode: 'SP001',
    // The storefront's own staff pages, on whatever origin it runs (docs/decisions/0030).
    winningCmsUrl: '/staff',
  },
] as const;

/** Creates the demo accounts when the service has none yet; answers how many it made. */
export async function seedDemoAccounts(db: Db, now = new Date()): Promise<number> {
  if ((await countAccounts(db)) > 0) return 0;
  let made = 0;
  for (const demo of DEMO_ACCOUNTS) {
    const { password, ...fields } = demo;
    const row = await insertAccount(db, {
      ...fields,
      passwordHash: await hashPassword(password),
      emailConfirmedAt: now,
    });
    if (row) made += 1;
  }
  return made;
}

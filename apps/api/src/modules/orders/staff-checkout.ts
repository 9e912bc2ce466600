import type { CheckoutView, IdentityProfile } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { Country } from '@shop/domain';
import { isStaff } from '../staff/access.ts';
import { findCartProjectCustomer, listCheckoutSalespeople } from './staff-checkout-queries.ts';

// The checkout's submit checks the chosen store and salesperson with the same queries.
export {
  findCartProjectCustomer,
  findCheckoutStore,
  findSalesperson,
  type CheckoutStoreRow,
} from './staff-checkout-queries.ts';

// The staff section of the checkout view (docs/decisions/0034): stores, salespeople, the default store and, for a
// cart built from a project, the project's customer.

/** A viewer the identity service says is staff (access.ts's role check on the profile, never a client claim). */
export interface StaffViewer {
  accountId: string;
  salespersonCode: string | null;
}

/** The staff viewer of a profile read with the account's own token, or null for anyone who is not staff. */
export function staffViewerOf(profile: IdentityProfile, accountId: string): StaffViewer | null {
  if (!isStaff(profile) || profile.userId !== accountId) return null;
  return { accountId, salespersonCode: profile.salespersonCode?.trim() || null };
}

type StaffSection = Pick<CheckoutView, 'stores' | 'salesPeople' | 'store'>;

/**
 * 001 §3/§4 staff mode: every store of the shop's country with an active salesperson (by name), each with its
 * salespeople. The default store is the staff member's own salesperson's store, else the first; in each store the
 * selected salesperson is the staff member when they work there, else the store's first.
 */
export async function staffSection(db: Db, country: Country, viewer: StaffViewer): Promise<StaffSection> {
  const rows = await listCheckoutSalespeople(db, country);
  const own = rows.find((r) => r.code === viewer.salespersonCode);
  const defaultStore = own?.store ?? rows[0]?.store ?? null;
  const firstOf = new Map<string, string>();
  for (const r of rows) if (!firstOf.has(r.subdivision)) firstOf.set(r.subdivision, r.code);
  if (own) firstOf.set(own.subdivision, own.code);
  const stores = new Map<string, StaffSection['stores'][number]>();
  for (const { store } of rows) {
    if (stores.has(store.subdivision)) continue;
    const { subdivision, name, ...location } = store;
    stores.set(subdivision, {
      subdivision,
      name,
      selected: subdivision === defaultStore?.subdivision,
      location,
    });
  }
  return {
    stores: [...stores.values()],
    salesPeople: rows.map((r) => ({
      code: r.code,
      name: r.name,
      subdivision: r.subdivision,
      selected: firstOf.get(r.subdivision) === r.code,
    })),
    store: defaultStore
      ? {
          phone: defaultStore.phone,
          address: defaultStore.address,
          suburb: defaultStore.suburb,
          postcode: defaultStore.postcode,
          state: defaultStore.state,
        }
      : null,
  };
}

/**
 * The customer of a staff member's cart built from a project whose customer has an e-mail (docs/decisions/0032): that
 * e-mail, phone and name, locked (001 §4). Null otherwise. What the project leaves empty stays editable on the page.
 */
export async function projectCustomer(
  db: Db,
  viewer: StaffViewer,
  cartId: string,
  country: Country,
): Promise<CheckoutView['customer'] | null> {
  const found = await findCartProjectCustomer(db, cartId, viewer.accountId);
  if (!found || found.email.trim() === '') return null;
  const [firstName = '', ...rest] = found.name.trim().split(/\s+/);
  const address = {
    firstName,
    lastName: rest.join(' '),
    companyName: '',
    address: '',
    suburb: '',
    state: '',
    postcode: '',
    country,
  };
  return {
    email: found.email.trim(),
    phone: found.phone.trim(),
    locked: true,
    shippingAddress: address,
    billingAddress: address,
  };
}

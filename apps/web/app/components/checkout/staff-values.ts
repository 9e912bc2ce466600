import type { CheckoutView, StoreLocation } from '@shop/contracts';
import type { AddressValues } from './checkout-values.ts';

// Staff-assisted checkout on the page (001 §4 'Staff mode', 'Cash and carry', 'Locked customers'; docs/decisions/0034):
// the store and salesperson defaults and which fields a locked customer cannot edit, which every checkout reads. What
// the staff section changes (another store, cash and carry) is in staff-changes.ts, fetched with the section. Pure, so
// the page and its tests share them.

export const STAFF_COPY = {
  heading: 'Staff-assisted order',
  store: 'Store',
  salesperson: 'Salesperson',
  winningDelivery: 'Assign order for Winning Services delivery',
  cashAndCarry: 'Cash and carry',
  cashAndCarryHint: 'The customer takes the order from the store today: no delivery date or delivery fee.',
  collectedFrom: 'Cash and carry: collected today from {store}, {address}.',
  otherPaymentNext: 'Take the payment in store. The order is placed without a card payment.',
  creditAccountNext: "The order is charged to the customer's credit account.",
} as const;

/** The staff part of the form values (001 §3 checkout form: subdivision, salespersonCode, cashAndCarry, override). */
export interface StaffValues {
  subdivision: string;
  salespersonCode: string;
  cashAndCarry: boolean;
  winningDeliveryServiceOverride: boolean;
  /** The delivery address the customer had before cash and carry filled in the store's: unticking restores it. */
  beforeCashAndCarry: { address: AddressValues; deliveryInstructions: string; picked: boolean } | null;
}

/** Whether the view carries the staff section (001 §6: stores and salespeople, staff only). */
export function hasStaffSection(view: CheckoutView): boolean {
  return view.stores.length > 0 && view.salesPeople.length > 0;
}

export function salespeopleOf(view: CheckoutView, subdivision: string): CheckoutView['salesPeople'] {
  return view.salesPeople.filter((p) => p.subdivision === subdivision);
}

/** A store's default salesperson: the one the view selects there, else its first. */
export function defaultSalesperson(view: CheckoutView, subdivision: string): string {
  const people = salespeopleOf(view, subdivision);
  return (people.find((p) => p.selected) ?? people[0])?.code ?? '';
}

/** 001 §4 staff mode: the default store selected and its salesperson. Nothing for a shopper's view. */
export function initialStaffValues(view: CheckoutView): StaffValues {
  const store = hasStaffSection(view) ? (view.stores.find((s) => s.selected) ?? view.stores[0]) : undefined;
  return {
    subdivision: store?.subdivision ?? '',
    salespersonCode: store ? defaultSalesperson(view, store.subdivision) : '',
    cashAndCarry: false,
    winningDeliveryServiceOverride: false,
    beforeCashAndCarry: null,
  };
}

/** The store's phone and address: its own entry's, or for the default store the view's `store`. */
export function storeLocation(view: CheckoutView, subdivision: string): StoreLocation | null {
  const store = view.stores.find((s) => s.subdivision === subdivision);
  if (!store) return null;
  return store.location ?? (store.selected ? view.store : null);
}

/** The delivery fields cash and carry takes over (the store's address); the names stay editable. */
export const CASH_AND_CARRY_FIELDS: readonly (keyof AddressValues)[] = [
  'address',
  'suburb',
  'state',
  'postcode',
];

const BILLING_LOCKABLE: readonly (keyof AddressValues)[] = [
  'companyName',
  'address',
  'suburb',
  'state',
  'postcode',
];

export interface LockedFields {
  email: boolean;
  phone: boolean;
  billing: readonly (keyof AddressValues)[];
}

/**
 * 001 §4 locked customers: email, phone and the billing company, address, suburb, state and postcode are read-only,
 * and sent as they are. A field the view leaves empty (a project without the customer's phone, say) stays editable:
 * nothing is known to lock it to (docs/decisions/0034).
 */
export function lockedFieldsOf(view: CheckoutView): LockedFields {
  const { customer } = view;
  if (!customer.locked) return { email: false, phone: false, billing: [] };
  return {
    email: customer.email.trim() !== '',
    phone: customer.phone.trim() !== '',
    billing: BILLING_LOCKABLE.filter((f) => (customer.billingAddress?.[f] ?? '').trim() !== ''),
  };
}

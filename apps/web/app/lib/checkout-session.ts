import { makeStoredEntry, readStoredEntry, STORAGE_EXPIRY_MINUTES, STORAGE_KEYS } from '@shop/domain';
import { readJson, removeItem, writeItem } from './storage.ts';

// 001 §3 and §4 saved session: the chosen date, the delivery services and the related choices survive a reload (for
// example the way back from a payment provider), under `checkout-session`, expiring three hours after the last save.

// What is read back from storage is checked field by field here rather than with zod, which would be a quarter of the
// checkout page's script for these two shapes (docs/decisions/0046-js-budget.md). Each reader answers the value with
// only its known fields, or null when anything is missing, of the wrong type or too long.

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
export const isInt = (v: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
/** True when the object has no fields but the named ones (a strict shape). */
export const onlyKeys = (v: Json, keys: readonly string[]) => Object.keys(v).every((k) => keys.includes(k));

export interface CheckoutSession {
  cartId: string;
  selectedDate: [number, number, number] | null;
  deliveryServices: string[];
  requestedDeliveryContact: boolean;
  requestedInstallationContact: boolean;
  earlyNotification: boolean;
  uniqueRequirements: boolean;
  /** Supplier name to its chosen date (yyyy-mm-dd); sessions saved before suppliers had a choice have none. */
  supplierDates: Record<string, string>;
}

const SESSION_FLAGS = [
  'requestedDeliveryContact',
  'requestedInstallationContact',
  'earlyNotification',
  'uniqueRequirements',
] as const;

function dateTuple(v: unknown): [number, number, number] | null | undefined {
  if (v === null) return null;
  if (!Array.isArray(v) || v.length !== 3) return undefined;
  const [y, m, d] = v as unknown[];
  return isInt(y) && isInt(m, 1, 12) && isInt(d, 1, 31) ? [y, m, d] : undefined;
}

/** A saved session as stored, or null when it is not one; fields it does not know are dropped. */
export function parseCheckoutSession(v: unknown): CheckoutSession | null {
  if (!isObject(v) || !isText(v['cartId'], 64)) return null;
  const selectedDate = dateTuple(v['selectedDate']);
  if (selectedDate === undefined) return null;
  const services = v['deliveryServices'];
  if (!Array.isArray(services) || services.length > 50 || !services.every((s) => isText(s, 64))) return null;
  if (!SESSION_FLAGS.every((k) => typeof v[k] === 'boolean')) return null;
  const dates = v['supplierDates'] === undefined ? {} : v['supplierDates'];
  if (!isObject(dates)) return null;
  const entries = Object.entries(dates);
  if (entries.length > 20) return null;
  if (!entries.every(([k, d]) => k.length <= 100 && typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))) {
    return null;
  }
  return {
    cartId: v['cartId'],
    selectedDate,
    deliveryServices: [...(services as string[])],
    requestedDeliveryContact: v['requestedDeliveryContact'] as boolean,
    requestedInstallationContact: v['requestedInstallationContact'] as boolean,
    earlyNotification: v['earlyNotification'] as boolean,
    uniqueRequirements: v['uniqueRequirements'] as boolean,
    supplierDates: Object.fromEntries(entries) as Record<string, string>,
  };
}

/** The saved choices for this cart, or null when none, expired, unreadable or for another cart. */
export function readCheckoutSession(cartId: string, nowMs = Date.now()): CheckoutSession | null {
  const session = parseCheckoutSession(readStoredEntry(readJson(STORAGE_KEYS.checkoutSession), nowMs));
  return session?.cartId === cartId ? session : null;
}

export function saveCheckoutSession(session: CheckoutSession, nowMs = Date.now()): void {
  writeItem(
    STORAGE_KEYS.checkoutSession,
    JSON.stringify(makeStoredEntry(session, STORAGE_EXPIRY_MINUTES.checkoutSession, nowMs)),
  );
}

/** After the order is placed (001 §4 clear-session); the form left for a provider goes with it. */
export function clearCheckoutSession(): void {
  removeItem(STORAGE_KEYS.checkoutSession);
  clearReturnForm();
}

// The form left for a payment provider is read and written by checkout-return-form.ts, fetched only on the way to a
// provider and back; removing a copy that is no longer wanted is done here, on every visit to checkout.

export const CHECKOUT_RETURN_FORM_KEY = 'checkout-return-form';

/** This tab's storage, or null where there is none or it is denied. */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function clearReturnForm(): void {
  try {
    tabStorage()?.removeItem(CHECKOUT_RETURN_FORM_KEY);
  } catch {
    // Storage denied: nothing was kept there to remove.
  }
}

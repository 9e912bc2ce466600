import { makeStoredEntry, readStoredEntry, STORAGE_EXPIRY_MINUTES, STORAGE_KEYS } from '@shop/domain';
import { readJson, removeItem, writeItem } from './storage.ts';

// 001 §3 and §4 saved session: the chosen date, the delivery services and the related choices survive a reload (for
// example the way back from a payment provider), under `checkout-session`, expiring three hours after the last save.

// What is read back from storage is checked field by field here rather than with zod, which would be a quarter of the
// checkout page's script for these two shapes (docs/decisions/0046-js-budget.md). Each reader answers the value with
// only its known fields, or null when anything is missing, of the wrong type or too long.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isInt = (v: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
/** True when the object has no fields but the named ones (a strict shape). */
const onlyKeys = (v: Json, keys: readonly string[]) => Object.keys(v).every((k) => keys.includes(k));

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

// The form as the shopper left it for a payment provider (PayPal, Afterpay, Zip, Klarna, Humm): contact, addresses,
// instructions, PO number, newsletter, deposit and the chosen method, so a cancelled payment or a failed confirmation
// does not make them type it all again. Kept in this tab only (sessionStorage), for one cart, for an hour, and taken
// (read once, then removed) on the way back. Never the card, its CVV, encrypted values or the Zip in store code.

export const CHECKOUT_RETURN_FORM_KEY = 'checkout-return-form';
export const CHECKOUT_RETURN_FORM_MINUTES = 60;

const TEXT_MAX = 500;
const INSTRUCTIONS_MAX = 2000;
const ADDRESS_FIELDS = ['firstName', 'lastName', 'companyName', 'address', 'suburb', 'state', 'postcode'] as const;

export type ReturnAddress = Record<(typeof ADDRESS_FIELDS)[number], string>;

export interface CheckoutReturnForm {
  cartId: string;
  email: string;
  phoneNumber: string;
  newsletter: boolean;
  delivery: ReturnAddress & { deliveryInstructions: string };
  deliveryPicked: boolean;
  poNumber: string;
  billingSame: boolean;
  billing: ReturnAddress;
  billingPicked: boolean;
  depositEnabled: boolean;
  partialPayment: string;
  selectedPaymentOption: number;
  /**
   * A staff-assisted order's choices (docs/decisions/0034): store, salesperson, cash and carry with the customer's
   * own delivery address it replaced, and the delivery override. Absent from a shopper's form.
   */
  staff?: {
    subdivision: string;
    salespersonCode: string;
    cashAndCarry: boolean;
    winningDeliveryServiceOverride: boolean;
    beforeCashAndCarry: { address: ReturnAddress; deliveryInstructions: string; picked: boolean } | null;
  };
}

function returnAddress(v: unknown, extra: readonly string[] = []): v is ReturnAddress {
  return (
    isObject(v) &&
    onlyKeys(v, [...ADDRESS_FIELDS, ...extra]) &&
    ADDRESS_FIELDS.every((k) => isText(v[k], TEXT_MAX))
  );
}

const FORM_TEXT = ['email', 'phoneNumber', 'poNumber', 'partialPayment'] as const;
const FORM_FLAGS = ['newsletter', 'deliveryPicked', 'billingSame', 'billingPicked', 'depositEnabled'] as const;
const FORM_KEYS = ['cartId', 'delivery', 'billing', 'selectedPaymentOption', 'staff', ...FORM_TEXT, ...FORM_FLAGS];
const STAFF_KEYS = ['subdivision', 'salespersonCode', 'cashAndCarry', 'winningDeliveryServiceOverride', 'beforeCashAndCarry'];

function staffChoices(v: unknown): v is NonNullable<CheckoutReturnForm['staff']> {
  if (!isObject(v) || !onlyKeys(v, STAFF_KEYS)) return false;
  if (!isText(v['subdivision'], TEXT_MAX) || !isText(v['salespersonCode'], TEXT_MAX)) return false;
  if (typeof v['cashAndCarry'] !== 'boolean' || typeof v['winningDeliveryServiceOverride'] !== 'boolean') return false;
  const before = v['beforeCashAndCarry'];
  if (before === null) return true;
  return (
    isObject(before) &&
    onlyKeys(before, ['address', 'deliveryInstructions', 'picked']) &&
    returnAddress(before['address']) &&
    isText(before['deliveryInstructions'], INSTRUCTIONS_MAX) &&
    typeof before['picked'] === 'boolean'
  );
}

/** The form left for a provider, or null when the value is not exactly one (no field beyond those named above). */
export function parseReturnForm(v: unknown): CheckoutReturnForm | null {
  if (!isObject(v) || !onlyKeys(v, FORM_KEYS) || !isText(v['cartId'], 64)) return null;
  if (!FORM_TEXT.every((k) => isText(v[k], TEXT_MAX)) || !FORM_FLAGS.every((k) => typeof v[k] === 'boolean')) {
    return null;
  }
  const delivery = v['delivery'];
  if (!returnAddress(delivery, ['deliveryInstructions'])) return null;
  if (!isText((delivery as Json)['deliveryInstructions'], INSTRUCTIONS_MAX)) return null;
  if (!returnAddress(v['billing']) || !isInt(v['selectedPaymentOption'], 0)) return null;
  if (v['staff'] !== undefined && !staffChoices(v['staff'])) return null;
  // Checked to hold nothing else, so a copy of the whole value is exactly the form (a fresh object, as a parse gives).
  return structuredClone(v) as unknown as CheckoutReturnForm;
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Written just before leaving for a provider; only the fields named by the schema are kept. */
export function saveReturnForm(form: CheckoutReturnForm, nowMs = Date.now()): void {
  const parsed = parseReturnForm(form);
  if (!parsed) return;
  try {
    tabStorage()?.setItem(
      CHECKOUT_RETURN_FORM_KEY,
      JSON.stringify(makeStoredEntry(parsed, CHECKOUT_RETURN_FORM_MINUTES, nowMs)),
    );
  } catch {
    // Storage full or denied: the shopper comes back to the form's defaults, as before.
  }
}

/** The form left for a provider by this cart, or null when none, expired, unreadable or another cart's. */
export function readReturnForm(cartId: string, nowMs = Date.now()): CheckoutReturnForm | null {
  let raw: unknown;
  try {
    const text = tabStorage()?.getItem(CHECKOUT_RETURN_FORM_KEY) ?? null;
    raw = text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
  const form = parseReturnForm(readStoredEntry(raw, nowMs));
  return form?.cartId === cartId ? form : null;
}

export function clearReturnForm(): void {
  try {
    tabStorage()?.removeItem(CHECKOUT_RETURN_FORM_KEY);
  } catch {
    // See saveReturnForm.
  }
}

import { makeStoredEntry, readStoredEntry } from '@shop/domain';
import { CHECKOUT_RETURN_FORM_KEY, isInt, isObject, isText, onlyKeys, tabStorage, type Json } from './checkout-session.ts';

// The form as the shopper left it for a payment provider (PayPal, Afterpay, Zip, Klarna, Humm): contact, addresses,
// instructions, PO number, newsletter, deposit and the chosen method, so a cancelled payment or a failed confirmation
// does not make them type it all again. Kept in this tab only (sessionStorage), for one cart, for an hour, and taken
// (read once, then removed) on the way back. Never the card, its CVV, encrypted values or the Zip in store code.

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

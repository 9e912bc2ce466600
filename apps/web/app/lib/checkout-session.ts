import { z } from 'zod';
import { makeStoredEntry, readStoredEntry, STORAGE_EXPIRY_MINUTES, STORAGE_KEYS } from '@shop/domain';
import { readJson, removeItem, writeItem } from './storage.ts';

// 001 §3 and §4 saved session: the chosen date, the delivery services and the related choices survive a reload (for
// example the way back from a payment provider), under `checkout-session`, expiring three hours after the last save.

// zod compiles object parsers with `new Function` when it may; its probe for that is refused by the page's content
// security policy (no 'unsafe-eval') and Chrome lists the refusal as a page issue. In the browser it is told not to
// try. Not on the server: the setting is global, and the API's schemas in the same process keep their fast parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

const DateTuple = z.tuple([z.number().int(), z.number().int().min(1).max(12), z.number().int().min(1).max(31)]);

export const CheckoutSession = z.object({
  cartId: z.string().max(64),
  selectedDate: DateTuple.nullable(),
  deliveryServices: z.array(z.string().max(64)).max(50),
  requestedDeliveryContact: z.boolean(),
  requestedInstallationContact: z.boolean(),
  earlyNotification: z.boolean(),
  uniqueRequirements: z.boolean(),
  /** Supplier name to its chosen date (yyyy-mm-dd); sessions saved before suppliers had a choice have none. */
  supplierDates: z
    .record(z.string().max(100), z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .refine((m) => Object.keys(m).length <= 20)
    .default({}),
});
export type CheckoutSession = z.output<typeof CheckoutSession>;

/** The saved choices for this cart, or null when none, expired, unreadable or for another cart. */
export function readCheckoutSession(cartId: string, nowMs = Date.now()): CheckoutSession | null {
  const parsed = CheckoutSession.safeParse(readStoredEntry(readJson(STORAGE_KEYS.checkoutSession), nowMs));
  if (!parsed.success) return null;
  return parsed.data.cartId === cartId ? parsed.data : null;
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

const Text = z.string().max(500);
const ReturnAddress = z.object({
  firstName: Text,
  lastName: Text,
  companyName: Text,
  address: Text,
  suburb: Text,
  state: Text,
  postcode: Text,
});

export const CheckoutReturnForm = z
  .object({
    cartId: z.string().max(64),
    email: Text,
    phoneNumber: Text,
    newsletter: z.boolean(),
    delivery: ReturnAddress.extend({ deliveryInstructions: z.string().max(2000) }).strict(),
    deliveryPicked: z.boolean(),
    poNumber: Text,
    billingSame: z.boolean(),
    billing: ReturnAddress.strict(),
    billingPicked: z.boolean(),
    depositEnabled: z.boolean(),
    partialPayment: Text,
    selectedPaymentOption: z.number().int().nonnegative(),
    /**
     * A staff-assisted order's choices (docs/decisions/0034): store, salesperson, cash and carry with the customer's
     * own delivery address it replaced, and the delivery override. Absent from a shopper's form.
     */
    staff: z
      .object({
        subdivision: Text,
        salespersonCode: Text,
        cashAndCarry: z.boolean(),
        winningDeliveryServiceOverride: z.boolean(),
        beforeCashAndCarry: z
          .object({
            address: ReturnAddress.strict(),
            deliveryInstructions: z.string().max(2000),
            picked: z.boolean(),
          })
          .strict()
          .nullable(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type CheckoutReturnForm = z.output<typeof CheckoutReturnForm>;

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Written just before leaving for a provider; only the fields named by the schema are kept. */
export function saveReturnForm(form: CheckoutReturnForm, nowMs = Date.now()): void {
  const parsed = CheckoutReturnForm.safeParse(form);
  if (!parsed.success) return;
  try {
    tabStorage()?.setItem(
      CHECKOUT_RETURN_FORM_KEY,
      JSON.stringify(makeStoredEntry(parsed.data, CHECKOUT_RETURN_FORM_MINUTES, nowMs)),
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
  const parsed = CheckoutReturnForm.safeParse(readStoredEntry(raw, nowMs));
  if (!parsed.success) return null;
  return parsed.data.cartId === cartId ? parsed.data : null;
}

export function clearReturnForm(): void {
  try {
    tabStorage()?.removeItem(CHECKOUT_RETURN_FORM_KEY);
  } catch {
    // See saveReturnForm.
  }
}

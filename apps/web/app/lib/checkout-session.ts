import { z } from 'zod';
import { makeStoredEntry, readStoredEntry, STORAGE_EXPIRY_MINUTES, STORAGE_KEYS } from '@shop/domain';
import { readJson, removeItem, writeItem } from './storage.ts';

// 001 §3 and §4 saved session: the chosen date, the delivery services and the related choices survive a reload (for
// example the way back from a payment provider), under `checkout-session`, expiring three hours after the last save.

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

/** After the order is placed (001 §4 clear-session). */
export function clearCheckoutSession(): void {
  removeItem(STORAGE_KEYS.checkoutSession);
}

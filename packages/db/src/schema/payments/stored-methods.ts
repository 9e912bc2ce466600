import { integer, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { paymentsSchema } from './schema.ts';

/**
 * A card kept for later charges by the same merchant (a reschedule's price difference). The sandbox keeps what it
 * needs to answer as the test card would, never the number or the CVC.
 */
export const storedMethods = paymentsSchema.table('stored_methods', {
  token: text('token').primaryKey(),
  merchantAccount: text('merchant_account').notNull(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  /** The test card's behaviour: approve, refuse, insufficientFunds, challenge. */
  behaviour: text('behaviour').notNull(),
  createdAt: createdAt(),
});
export type StoredMethodRow = typeof storedMethods.$inferSelect;

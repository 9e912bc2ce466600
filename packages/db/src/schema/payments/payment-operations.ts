import { index, integer, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { gatewayPayments } from './gateway-payments.ts';
import { paymentsSchema } from './schema.ts';

/** What happened to a payment after authorisation: captures, voids and refunds, each with its amount. */
export const paymentOperations = paymentsSchema.table(
  'operations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pspReference: text('psp_reference')
      .notNull()
      .references(() => gatewayPayments.pspReference, { onDelete: 'cascade' }),
    kind: text('kind').$type<'capture' | 'cancel' | 'refund'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_operations_psp_idx').on(t.pspReference)],
);
export type PaymentOperationRow = typeof paymentOperations.$inferSelect;

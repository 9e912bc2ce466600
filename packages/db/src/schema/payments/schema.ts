import { pgSchema } from 'drizzle-orm/pg-core';

/**
 * The payments sandbox's tables: a schema of their own, which the storefront never reads (the gateway is reached
 * over HTTP only), so the sandbox can move to a database of its own (docs/decisions/0027-payments-sandbox.md).
 */
export const paymentsSchema = pgSchema('payments');

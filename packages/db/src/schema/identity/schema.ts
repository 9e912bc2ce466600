import { pgSchema } from 'drizzle-orm/pg-core';

/**
 * The identity service's tables live in a PostgreSQL schema of their own: the storefront never reads them, and the
 * service can move to a database of its own by pointing IDENTITY_DATABASE_URL elsewhere (docs/decisions/0021).
 */
export const identitySchema = pgSchema('identity');

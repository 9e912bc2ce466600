import { jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { identitySchema } from './schema.ts';

/** The claims the development provider's consent page collected, put into its ID token. */
export interface DevOidcClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
}

/**
 * An authorization code of the development sign-in provider ('Demo ID', docs/decisions/0023): single use, one
 * minute, bound to its client, redirect address and PKCE challenge. Only a SHA-256 of the code is kept.
 */
export const identityDevOidcCodes = identitySchema.table('dev_oidc_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce'),
  claims: jsonb('claims').$type<DevOidcClaims>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
export type IdentityDevOidcCodeRow = typeof identityDevOidcCodes.$inferSelect;

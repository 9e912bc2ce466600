import { text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { identitySchema } from './schema.ts';

/**
 * A sign-in at a provider in progress: what the callback needs to finish it, kept in the database so any instance can
 * take the callback. Looked up by a SHA-256 of the `state` sent to the provider; single use, ten minutes.
 */
export const identityExternalLoginStates = identitySchema.table('external_login_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  /** PKCE (RFC 7636): the provider's code is worth nothing without it. */
  codeVerifier: text('code_verifier').notNull(),
  /** The nonce sent to the provider, checked in its ID token. */
  providerNonce: text('provider_nonce').notNull(),
  /** SHA-256 of a random value in a cookie of the browser that started, so a callback address sent to someone else fails. */
  browserHash: text('browser_hash').notNull(),
  /** The storefront's nonce, origin and return path, as login-redir takes them. */
  nonce: text('nonce').notNull(),
  origin: text('origin').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
export type IdentityExternalLoginStateRow = typeof identityExternalLoginStates.$inferSelect;

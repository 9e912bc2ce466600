import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@shop/db';
import type { KeyedLimiter, KeyPair } from '@shop/server-kit';
import type { IdentityConfig } from './config.ts';
import type { Mailer } from './mail.ts';

/** Per account and per client budgets (docs/decisions/0021); each is a count within a window. */
export interface IdentityLimits {
  signInPerAccount: KeyedLimiter;
  signInPerClient: KeyedLimiter;
  registerPerClient: KeyedLimiter;
  mailPerAccount: KeyedLimiter;
  mailPerClient: KeyedLimiter;
  /** Wrong passwords for e-mails without an account, so they "lock" exactly as a real account does. */
  unknownAccountFailures: KeyedLimiter;
}

/** What every identity operation works with; built once by buildIdentity. */
export interface IdentityContext {
  db: Db;
  config: IdentityConfig;
  key: KeyPair;
  clientSecret: string;
  mailer: Mailer;
  limits: IdentityLimits;
  now: () => Date;
  /** Where a provider's failure is recorded; the shopper only sees an error code. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@shop/db';
import type { KeyedLimiter } from '@shop/server-kit';
import type { PaymentsConfig } from './config.ts';
import type { MerchantKey } from './keys.ts';

/** What the sandbox's routes and services share. */
export interface PaymentsContext {
  db: Db;
  config: PaymentsConfig;
  keys: ReadonlyMap<string, MerchantKey>;
  apiKey: string;
  /** Signs the 3-D Secure page's answers (PaRes) so a browser cannot forge a completed challenge. */
  paresKey: string;
  /** Signs the hosted pages' and the Zip app's per-payment form tokens, so another site cannot post an answer. */
  formKey: string;
  /** Signs the notifications to the merchant (Payment-Signature). */
  webhookSecret: string;
  authoriseLimiter: KeyedLimiter;
  now: () => Date;
  log: FastifyBaseLogger;
}

import { createKeyedLimiter } from '@shop/server-kit';
import { AppError } from '@shop/server-kit';
import { fillTemplate } from '@shop/domain';

// Card testing (docs/decisions/0025): five refused payments for one cart or one client address within ten minutes
// refuse further payment attempts from either for fifteen minutes. Counters live in Redis when configured, so every
// storefront instance sees them.

export const CARD_TESTING = { refusals: 5, windowMs: 10 * 60_000, blockMs: 15 * 60_000 } as const;

export const ATTEMPTS_EXCEEDED_MESSAGE =
  'Too many payment attempts have been refused. Please wait 15 minutes before trying again, or contact a member of our team on {phone}.';

export interface AttemptKeys {
  cartId: string;
  client: string;
}

export interface CardTestingGuard {
  /** Throws payment_attempts_exceeded while the cart or the client is blocked. */
  assertAllowed(keys: AttemptKeys): Promise<void>;
  /** Counts a refusal against both; the fifth in the window starts the block. */
  recordRefusal(keys: AttemptKeys): Promise<void>;
  close(): Promise<void>;
}

export function createCardTestingGuard(opts: {
  redisUrl?: string | undefined;
  phone: string;
  now?: () => number;
}): CardTestingGuard {
  const common = { redisUrl: opts.redisUrl, ...(opts.now ? { now: opts.now } : {}) };
  // Budget refusals − 1: the refusal that exceeds it is the fifth.
  const refusals = createKeyedLimiter({
    name: 'checkout-refusals',
    max: CARD_TESTING.refusals - 1,
    windowMs: CARD_TESTING.windowMs,
    ...common,
  });
  // A block is a key whose budget of one is spent twice; reading it (peek) never counts.
  const blocks = createKeyedLimiter({
    name: 'checkout-blocks',
    max: 1,
    windowMs: CARD_TESTING.blockMs,
    ...common,
  });
  const names = (k: AttemptKeys) => [`cart:${k.cartId}`, `client:${k.client}`];
  return {
    async assertAllowed(keys) {
      const seen = await Promise.all(names(keys).map((n) => blocks.peek(n)));
      if (seen.every((s) => s.allowed)) return;
      throw new AppError('payment_attempts_exceeded', [
        fillTemplate(ATTEMPTS_EXCEEDED_MESSAGE, { phone: opts.phone }),
      ]);
    },
    async recordRefusal(keys) {
      for (const name of names(keys)) {
        const counted = await refusals.hit(name);
        if (counted.allowed) continue;
        const first = await blocks.hit(name);
        if (first.allowed) await blocks.hit(name);
        await refusals.reset(name);
      }
    },
    async close() {
      await Promise.all([refusals.close(), blocks.close()]);
    },
  };
}

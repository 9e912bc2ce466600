import { Redis } from 'ioredis';

/**
 * Counts attempts per key (an account's e-mail, a client's address) in fixed windows, for limits that a per-route
 * limit by client address cannot express: sign-in tries per account come from many addresses. Redis when a URL is
 * given, so every instance shares the counters; in memory otherwise (one instance).
 */
export interface KeyedLimiter {
  /** Counts one attempt under `key` and says whether it is within the budget. */
  hit(key: string): Promise<KeyedLimitResult>;
  /** Says whether the attempts counted so far under `key` are within the budget, without counting one. */
  peek(key: string): Promise<KeyedLimitResult>;
  /** Forgets the key's attempts (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface KeyedLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface KeyedLimiterOptions {
  /** Distinguishes one limit's counters from another's in the shared store. */
  name: string;
  max: number;
  windowMs: number;
  redisUrl?: string | undefined;
  /** For tests. */
  now?: () => number;
}

export function createKeyedLimiter(options: KeyedLimiterOptions): KeyedLimiter {
  if (!Number.isInteger(options.max) || options.max < 1)
    throw new Error('a keyed limit needs a budget of at least 1');
  return options.redisUrl ? redisLimiter(options, options.redisUrl) : memoryLimiter(options);
}

function memoryLimiter(options: KeyedLimiterOptions): KeyedLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; endsAt: number }>();
  let lastSweep = now();
  const sweep = (t: number) => {
    // Without a sweep every key ever seen would stay; once a window is over its entry is worthless.
    if (t - lastSweep < options.windowMs) return;
    lastSweep = t;
    for (const [key, w] of windows) if (w.endsAt <= t) windows.delete(key);
  };
  return {
    async hit(key) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        w = { count: 0, endsAt: t + options.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return result(w.count, options.max, w.endsAt - t);
    },
    async peek(key) {
      const t = now();
      const w = windows.get(key);
      return !w || w.endsAt <= t ? result(0, options.max, 0) : result(w.count, options.max, w.endsAt - t);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

function redisLimiter(options: KeyedLimiterOptions, url: string): KeyedLimiter {
  // Commands wait for the first connection (the queue), but never long: a slow store must not hold a sign-in up.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  // Errors are answered per call below; an unhandled 'error' event would end the process.
  redis.on('error', () => {});
  const redisKey = (key: string) => `shop-kl:${options.name}:${key}`;
  return {
    async hit(key) {
      try {
        const k = redisKey(key);
        const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
          [unknown, number],
          [unknown, number],
        ];
        let left = ttl;
        if (ttl < 0) {
          await redis.pexpire(k, options.windowMs);
          left = options.windowMs;
        }
        return result(count, options.max, left);
      } catch {
        // As with the per-route limit: an outage of the shared store lets requests through rather than refusing all.
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
    async peek(key) {
      try {
        const k = redisKey(key);
        const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
          [unknown, string | null],
          [unknown, number],
        ];
        return result(Number(count ?? 0), options.max, Math.max(0, ttl));
      } catch {
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
    async reset(key) {
      await redis.del(redisKey(key)).catch(() => undefined);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

function result(count: number, max: number, msLeft: number): KeyedLimitResult {
  return count <= max
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}

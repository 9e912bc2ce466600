import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Separate budgets per kind of request (docs/decisions/0044-behind-a-tls-balancer.md): each family counts in its own
 * bucket per client address, so a shopper's typeahead cannot spend the budget their page views need.
 */
export interface RateFamilies<F extends string = string> {
  /** The family a request belongs to; the routes with their own `config.rateLimit` keep their own buckets. */
  familyOf(request: FastifyRequest): F;
  /** Requests per window per client address, by family. */
  budgets: Readonly<Record<F, number>>;
}

export interface RateLimitOptions {
  /** Shared counters across instances when set; in-memory counters otherwise (single instance). */
  redisUrl?: string | undefined;
  /** Requests per window per client for routes without their own limit (and for every family without a budget). */
  max: number;
  timeWindowMs: number;
  /** Requests that never count: static files, and the server's own in-process calls while it renders a page. */
  exempt?: (request: FastifyRequest) => boolean;
  families?: RateFamilies | undefined;
  /**
   * The client address a request counts under; `request.ip` (which honours TRUST_PROXY) when left out. IPv6 addresses
   * count by their /64, as one household or phone gets a whole /64.
   */
  clientAddress?: (request: FastifyRequest) => string;
}

/**
 * Registers the limiter globally; routes tighten it with `config: { rateLimit: { max, timeWindow } }`
 * (sign-in and payment calls). Returns a closer for the Redis connection.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<() => Promise<void>> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  // The limiter answers per call while the store is away (skipOnError); an unhandled 'error' would end the process.
  redis?.on('error', () => {});
  // Without the offline queue every call before the first connection fails and passes unlimited: wait for it a
  // moment, so an instance starts counting with its first request (a store that is down only delays the start).
  if (redis) await connected(redis, 2000);
  const addressOf = options.clientAddress ?? ((request: FastifyRequest) => request.ip);
  const { families } = options;
  // The family is the key's first part: `<family>:<address>`, in memory as in Redis (`shop-rl:<family>:<address>`).
  const budgetOf = (key: string) => {
    if (!families) return options.max;
    const family = key.slice(0, key.indexOf(':'));
    return Object.hasOwn(families.budgets, family) ? families.budgets[family]! : options.max;
  };
  await app.register(rateLimit, {
    global: true,
    max: families ? (_request: FastifyRequest, key: string) => budgetOf(key) : options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => {
      // Only an IPv6 address (which has a colon) needs its form and subnet worked out; a dotted IPv4 one is its own key.
      const raw = addressOf(request);
      const address = raw.includes(':') ? normalizeIP(raw) : raw.toLowerCase();
      return families ? `${families.familyOf(request)}:${address}` : address;
    },
    ...(redis ? { redis, nameSpace: 'shop-rl:' } : {}),
    // A Redis outage must not take the shop down: requests pass while the store is unreachable.
    skipOnError: true,
    ...(options.exempt ? { allowList: options.exempt } : {}),
  });
  return async () => {
    if (redis) await redis.quit().catch(() => undefined);
  };
}

function connected(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Shared counters across instances when set; in-memory counters otherwise (single instance). */
  redisUrl?: string | undefined;
  /** Requests per window per client for routes without their own limit. */
  max: number;
  timeWindowMs: number;
  /** Requests that never count: static files, and the server's own in-process calls while it renders a page. */
  exempt?: (request: FastifyRequest) => boolean;
}

/**
 * Registers the limiter globally; routes tighten it with `config: { rateLimit: { max, timeWindow } }`
 * (sign-in and payment calls). Returns a closer for the Redis connection.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<() => Promise<void>> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.timeWindowMs,
    ...(redis ? { redis, nameSpace: 'shop-rl:' } : {}),
    // A Redis outage must not take the shop down: requests pass while the store is unreachable.
    skipOnError: true,
    ...(options.exempt ? { allowList: options.exempt } : {}),
  });
  return async () => {
    if (redis) await redis.quit().catch(() => undefined);
  };
}

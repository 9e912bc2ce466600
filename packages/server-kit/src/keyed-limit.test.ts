import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyedLimiter } from './keyed-limit.ts';

describe('keyed limiter (in memory)', () => {
  it('allows the budget per key and window, then says how long to wait', async () => {
    let t = 0;
    const limiter = createKeyedLimiter({ name: 't', max: 2, windowMs: 60_000, now: () => t });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    t = 30_000;
    expect((await limiter.hit('a')).retryAfterSeconds).toBe(30);
    t = 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = createKeyedLimiter({ name: 't', max: 1, windowMs: 60_000 });
    await limiter.hit('a');
    expect((await limiter.hit('a')).allowed).toBe(false);
    await limiter.reset('a');
    expect((await limiter.hit('a')).allowed).toBe(true);
    await limiter.close();
  });

  it('peeks at a key without counting an attempt', async () => {
    let t = 0;
    const limiter = createKeyedLimiter({ name: 't', max: 1, windowMs: 60_000, now: () => t });
    expect((await limiter.peek('a')).allowed).toBe(true);
    await limiter.hit('a');
    expect((await limiter.peek('a')).allowed).toBe(true);
    await limiter.hit('a');
    expect(await limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    t = 60_000;
    expect((await limiter.peek('a')).allowed).toBe(true);
  });

  it('refuses a budget below one', () => {
    expect(() => createKeyedLimiter({ name: 't', max: 0, windowMs: 1 })).toThrow(/budget/);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('keyed limiter (Redis)', () => {
  it('shares counters between limiters of the same name', async () => {
    const name = `t-${randomUUID()}`;
    const one = createKeyedLimiter({ name, max: 1, windowMs: 60_000, redisUrl: process.env.TEST_REDIS_URL });
    const two = createKeyedLimiter({ name, max: 1, windowMs: 60_000, redisUrl: process.env.TEST_REDIS_URL });
    expect((await one.hit('a')).allowed).toBe(true);
    const second = await two.hit('a');
    expect(second.allowed).toBe(false);
    expect(second.retryAfterSeconds).toBeGreaterThan(0);
    await two.reset('a');
    expect((await one.hit('a')).allowed).toBe(true);
    await Promise.all([one.close(), two.close()]);
  });
});

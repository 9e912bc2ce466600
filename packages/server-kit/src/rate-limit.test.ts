import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRateLimit } from './rate-limit.ts';
import { createBaseServer } from './server.ts';

const familyOf = (request: FastifyRequest) => (request.url.startsWith('/search') ? 'search' : 'pages');

async function server(redisUrl?: string) {
  const app = createBaseServer({ service: 't', logLevel: 'silent', trustProxy: true });
  const close = await registerRateLimit(app, {
    max: 1000,
    timeWindowMs: 60_000,
    redisUrl,
    families: { familyOf, budgets: { search: 5, pages: 3 } },
  });
  app.addHook('onClose', close);
  app.get('/search', async () => 'results');
  app.get('/page', async () => 'page');
  app.get('/own', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => 'own');
  await app.ready();
  return app;
}

async function statuses(app: FastifyInstance, url: string, count: number, ip: string) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    out.push((await app.inject({ url, headers: { 'x-forwarded-for': ip } })).statusCode);
  }
  return out;
}

describe('rate budgets per family', () => {
  it('counts each family in its own bucket per client address', async () => {
    const app = await server();
    try {
      expect(await statuses(app, '/search', 7, '203.0.113.1')).toEqual([200, 200, 200, 200, 200, 429, 429]);
      // The search burst left the pages' budget whole.
      expect(await statuses(app, '/page', 4, '203.0.113.1')).toEqual([200, 200, 200, 429]);
      // Another client behind the same balancer has budgets of its own.
      expect(await statuses(app, '/page', 1, '203.0.113.2')).toEqual([200]);
      // A route with its own limit keeps it.
      expect(await statuses(app, '/own', 2, '203.0.113.3')).toEqual([200, 429]);
      const refused = await app.inject({ url: '/page', headers: { 'x-forwarded-for': '203.0.113.1' } });
      expect(refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describe('the client address a budget is kept for', () => {
  it('is an IPv4 address as given, an IPv6 address by its /64, and a mapped IPv4 address as the IPv4 one', async () => {
    const app = await server();
    try {
      expect(await statuses(app, '/page', 3, '198.51.100.7')).toEqual([200, 200, 200]);
      // The same client written as an IPv4-mapped IPv6 address spends the same budget.
      expect(await statuses(app, '/page', 1, '::ffff:198.51.100.7')).toEqual([429]);
      // One household's /64, in any of its addresses and spellings, is one client.
      expect(await statuses(app, '/page', 2, '2001:db8:0:1::a')).toEqual([200, 200]);
      expect(await statuses(app, '/page', 2, '2001:DB8:0:1:ffff::b')).toEqual([200, 429]);
      // The next /64 is another client.
      expect(await statuses(app, '/page', 1, '2001:db8:0:2::a')).toEqual([200]);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate budgets per family (Redis)', () => {
  it('shares each family’s counters between instances', async () => {
    const one = await server(process.env.TEST_REDIS_URL);
    const two = await server(process.env.TEST_REDIS_URL);
    // A fresh address per run, so counters left by an earlier run (they live a minute) do not count.
    const ip = `2001:db8:${randomUUID().slice(0, 4)}::1`;
    try {
      expect(await statuses(one, '/page', 2, ip)).toEqual([200, 200]);
      expect(await statuses(two, '/page', 2, ip)).toEqual([200, 429]);
      expect(await statuses(two, '/search', 5, ip)).toEqual([200, 200, 200, 200, 200]);
      expect(await statuses(one, '/search', 1, ip)).toEqual([429]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

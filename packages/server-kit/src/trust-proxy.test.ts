import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config.ts';
import { createBaseServer } from './server.ts';
import { envTrustProxy } from './trust-proxy.ts';

const parse = (value: string | undefined) =>
  parseEnv({ TRUST_PROXY: envTrustProxy() }, { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('takes false, true (one hop), a hop count or a list of addresses and ranges', () => {
    expect(parse(undefined)).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('true')).toBe(1);
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else by its name', () => {
    for (const bad of ['11', 'maybe', '10.0.0.0/33', '10.0.0.1/8/1', 'balancer.internal']) {
      expect(() => parse(bad)).toThrow(ConfigError);
    }
  });
});

describe("the client's address behind the balancer", () => {
  const ipOf = async (
    trustProxy: Parameters<typeof createBaseServer>[0]['trustProxy'],
    headers: Record<string, string>,
    remoteAddress = '10.0.0.2',
  ) => {
    const app = createBaseServer({
      service: 't',
      logLevel: 'silent',
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });
    app.get('/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const res = await app.inject({ url: '/ip', headers, remoteAddress });
    await app.close();
    return res.json<{ ip: string; protocol: string }>();
  };

  it('ignores X-Forwarded-For and -Proto without TRUST_PROXY', async () => {
    expect(await ipOf(undefined, { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' })).toEqual(
      {
        ip: '10.0.0.2',
        protocol: 'http',
      },
    );
  });

  it("with one trusted hop takes the address the balancer appended, not the client's own claim", async () => {
    // The client wrote 198.51.100.1 itself; the balancer appended the address it saw.
    const seen = await ipOf(1, {
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      'x-forwarded-proto': 'https',
    });
    expect(seen).toEqual({ ip: '203.0.113.9', protocol: 'https' });
  });

  it('with two hops (a CDN, then the balancer) takes the address the CDN saw', async () => {
    const seen = await ipOf(2, { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 192.0.2.50' });
    expect(seen.ip).toBe('203.0.113.9');
  });

  it('with a list trusts only those peers', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(await ipOf(['10.0.0.0/8'], headers)).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    expect(await ipOf(['10.0.0.0/8'], headers, '192.0.2.7')).toEqual({ ip: '192.0.2.7', protocol: 'http' });
    // A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d.
    expect(await ipOf(['10.0.0.0/8'], headers, '::ffff:10.0.0.2')).toEqual({
      ip: '203.0.113.9',
      protocol: 'https',
    });
    expect(await ipOf(['uniquelocal'], headers)).toEqual({ ip: '203.0.113.9', protocol: 'https' });
  });
});

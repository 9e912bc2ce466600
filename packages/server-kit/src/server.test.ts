import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { createBaseServer } from './server.ts';
import { registerHealth } from './health.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = createBaseServer({ service: 'test', logLevel: 'silent' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/echo', { schema: { body: z.object({ email: z.email(), qty: z.number().int().min(1) }) } }, async (req) => req.body);
  r.get('/boom', async () => {
    throw new Error('secret internal detail: connection string postgres://user:pw@host');
  });
  r.get('/forbidden', async () => {
    throw new AppError('forbidden');
  });
  r.get('/typed-400', async () => {
    throw new AppError('coupon_invalid', ['Coupon value cannot be empty.']);
  });
  registerHealth(app, 'test', { ok: async () => {} });
  await app.ready();
});
afterAll(async () => app.close());

describe('central error handling (000 §8 catalogue)', () => {
  it('answers a malformed JSON body with 400 and the catalogue sentence', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'An error has occurred, please try again', errors: [] });
  });

  it('lists every invalid field of a 400 and joins them in the message', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'nope', qty: 0 } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: string[]; message: string }>();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toMatch(/^email: /);
    expect(body.message).toBe(body.errors.join(' '));
  });

  it('maps typed errors to their status and wording', async () => {
    const forbidden = await app.inject({ url: '/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'forbidden', message: 'permission denied for the resource' });
    const typed = await app.inject({ url: '/typed-400' });
    expect(typed.json()).toMatchObject({ message: 'Coupon value cannot be empty.', errors: ['Coupon value cannot be empty.'] });
  });

  it('never sends the internal message or a stack trace of a 500', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
    expect(res.json()).toMatchObject({ status: 500, message: 'An error has occurred, please try again', errors: [] });
  });

  it('answers unknown paths with the JSON 404', async () => {
    const res = await app.inject({ url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'The page you looking for does not exist, please try again' });
  });
});

describe('request plumbing', () => {
  it('sets a request id, security headers and a fresh CSP nonce per request', async () => {
    const a = await app.inject({ url: '/healthz' });
    const b = await app.inject({ url: '/healthz' });
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(a.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toBe(String(b.headers['content-security-policy']));
    expect(a.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a malformed address with a 400 that still carries the security headers', async () => {
    const pages = createBaseServer({ service: 'test', logLevel: 'silent' });
    pages.get('/search/*', async () => 'found');
    const res = await pages.inject({ url: '/search/%FF' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'bad_request', message: 'An error has occurred, please try again' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(res.headers['x-request-id']).toBeTruthy();
    await pages.close();
  });

  it('keeps a well-formed upstream request id and replaces a hostile one', async () => {
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234567890' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234567890');
    const replaced = await app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('reports readiness from its checks', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ok', service: 'test', checks: { ok: 'ok' } });
  });
});

describe('HSTS behind https', () => {
  it('is sent when a trusted proxy says the request came over https', async () => {
    const proxied = createBaseServer({ service: 'test', logLevel: 'silent', trustProxy: true });
    registerHealth(proxied, 'test');
    const res = await proxied.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    await proxied.close();
  });
});

describe('cross-site request guard', () => {
  it('refuses a state change a browser marks as cross-site, by Origin or by Fetch Metadata', async () => {
    const byOrigin = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { origin: 'https://evil.example', host: 'shop.example' },
      payload: { email: 'a@b.co', qty: 1 },
    });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json()).toMatchObject({ code: 'cross_site_request', message: 'permission denied for the resource' });
    const byFetchMetadata = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'a@b.co', qty: 1 },
    });
    expect(byFetchMetadata.statusCode).toBe(403);
  });

  it('lets same-origin browser requests, reads and non-browser clients through', async () => {
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { origin: 'http://shop.example', host: 'shop.example', 'sec-fetch-site': 'same-origin' },
      payload: { email: 'a@b.co', qty: 1 },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const read = await app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    const server = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'a@b.co', qty: 1 } });
    expect(server.statusCode).toBe(200);
  });
});

describe('log destination', () => {
  it('writes every log line, request lines included, to the stream it is given', async () => {
    const lines: string[] = [];
    const logged = createBaseServer({ service: 'test', logLevel: 'trace', logStream: { write: (l) => void lines.push(l) } });
    logged.get('/hello', async (request) => {
      request.log.debug({ step: 'greeting' }, 'saying hello');
      return { hello: 'world' };
    });
    const res = await logged.inject({ url: '/hello?x=1' });
    expect(res.statusCode).toBe(200);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed).toContainEqual(expect.objectContaining({ service: 'test', step: 'greeting', msg: 'saying hello' }));
    expect(parsed).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'GET', url: '/hello?x=1', status: 200 }),
    );
    await logged.close();
  });

  it('writes the request line at info and leaves it out above it', async () => {
    for (const [logLevel, expected] of [['info', 1], ['warn', 0]] as const) {
      const lines: string[] = [];
      const logged = createBaseServer({ service: 'test', logLevel, logStream: { write: (l) => void lines.push(l) } });
      logged.get('/hello', async () => ({ hello: 'world' }));
      expect((await logged.inject({ url: '/hello' })).statusCode).toBe(200);
      const requestLines = lines.filter((l) => (JSON.parse(l) as { msg?: string }).msg === 'request');
      expect(requestLines, logLevel).toHaveLength(expected);
      await logged.close();
    }
  });
});

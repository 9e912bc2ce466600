import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSwitchRedirect, mountWeb, pageEncoding } from './web-mount.ts';

describe('pageEncoding', () => {
  it('prefers Brotli, then gzip, and honours a refusal', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });

  it('answers the same for a header it has read before, however many others came between', () => {
    for (let i = 0; i < 200; i++)
      expect(pageEncoding(`gzip;q=0.${i % 10}, x-${i}`)).toBe(i % 10 === 0 ? null : 'gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('gzip;q=0.0, x-0')).toBeNull();
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
  });
});

const FAVICON = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>`;

describe('mountWeb', () => {
  let app: FastifyInstance;
  let clientDir: string;
  const page =
    '<!DOCTYPE html><html><head><title>Home</title></head><body>' +
    'Fridges and ovens. '.repeat(200) +
    '</body></html>';
  const script = 'export const answer = 42;\n'.repeat(200);

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'web-mount-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'assets', 'entry.js'), script);
    await writeFile(path.join(clientDir, 'assets', 'entry.js.br'), brotliCompressSync(script));
    await writeFile(path.join(clientDir, 'favicon.svg'), FAVICON('default'));
    await writeFile(path.join(clientDir, 'favicon-hc.svg'), FAVICON('hc'));
    app = Fastify();
    app.decorateRequest('cspNonce', '');
    await mountWeb(app, {
      clientDir,
      handle: async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              // Two chunks, as a streamed render writes them.
              controller.enqueue(new TextEncoder().encode(page.slice(0, 100)));
              controller.enqueue(new TextEncoder().encode(page.slice(100)));
              controller.close();
            },
          }),
          { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } },
        ),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('sends pages compressed with Brotli when the browser takes it', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    expect(res.rawPayload.length).toBeLessThan(page.length / 4);
  });

  it('falls back to gzip, and to plain HTML for clients that ask for neither', async () => {
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it("serves the default favicon and each brand's, by known theme id only", async () => {
    for (const [url, body] of [
      ['/favicon.svg', FAVICON('default')],
      ['/favicon-hc.svg', FAVICON('hc')],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toBe(body);
    }
    // Read when the shop starts, not per request: the answer stays the same while the file changes on disk.
    await writeFile(path.join(clientDir, 'favicon.svg'), FAVICON('changed'));
    expect((await app.inject({ url: '/favicon.svg' })).body).toBe(FAVICON('default'));
    // A brand whose icon the build lacks, and anything else, is a page address like any other, never a file read.
    const missing = await app.inject({ url: '/favicon-wa.svg' });
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    const unknown = await app.inject({ url: '/favicon-..%2Fassets%2Fentry.js.svg' });
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    const other = await app.inject({ url: '/favicon-nope.svg' });
    expect(other.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves the precompressed copy of a built asset, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/entry.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/entry.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('brandSwitchRedirect', () => {
  it('keeps a known theme in the switch cookie and drops the parameter, keeping the rest of the address', () => {
    expect(brandSwitchRedirect('/c/kitchen?brand=Miele&theme=hc&page=2')).toEqual({
      location: '/c/kitchen?brand=Miele&page=2',
      cookie: 'shop_brand=hc; Path=/; SameSite=Lax; HttpOnly',
    });
  });

  it('clears the cookie for an empty or unknown theme', () => {
    expect(brandSwitchRedirect('/?theme=')).toEqual({
      location: '/',
      cookie: 'shop_brand=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    });
    expect(brandSwitchRedirect('/?theme=nope')?.cookie).toContain('Max-Age=0');
  });

  it('leaves an address without the parameter alone', () => {
    expect(brandSwitchRedirect('/c/kitchen?brand=Miele')).toBeNull();
  });
});

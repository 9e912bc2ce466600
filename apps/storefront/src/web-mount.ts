import { Readable } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestSite } from '@shop/api';
import { BRAND_COOKIE, BRAND_QUERY, isThemeId, THEME_IDS } from '@shop/domain';
import { newCspNonce } from '@shop/server-kit';
import { keepReadings } from '@shop/server-kit/kept-readings';
import { registerPageInputRules } from './page-input.ts';
import {
  encodedBody,
  FIRST_ASK,
  mayShare,
  pageKey,
  SHARED_RENDER_HEADER,
  sharedAddress,
  type CacheAnswer,
  type PageCache,
  type RenderOutcome,
} from './page-cache.ts';

const siteOf = (site: RequestSite, ipCountry: string | null) => ({
  ipCountry,
  otherCountryOrigin: site.otherCountryOrigin,
  theme: site.theme,
  country: site.country,
  companyName: site.companyName,
  locale: site.locale,
  customerSupportNumber: site.customerSupportNumber,
  hostname: site.hostname,
});

/** What the storefront needs of the web app's server-side renderer (apps/web/server/handler.ts). */
export interface WebMount {
  handle(
    request: Request,
    perRequest: {
      nonce: string;
      cookieHeader?: string;
      clientIp?: string;
      /** The brand and country of the request's host (`request.site`). */
      site?: Pick<
        RequestSite,
        | 'theme'
        | 'country'
        | 'companyName'
        | 'locale'
        | 'customerSupportNumber'
        | 'hostname'
        | 'otherCountryOrigin'
      > & { ipCountry: string | null };
    },
  ): Promise<Response>;
  clientDir: string | null;
}

function webHeaders(request: FastifyRequest, leaveOut: ReadonlySet<string> = NOTHING): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || leaveOut.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // Only the storefront marks a render as shared.
  headers.delete(SHARED_RENDER_HEADER);
  return headers;
}

const NOTHING: ReadonlySet<string> = new Set();

function toWebRequest(request: FastifyRequest): Request {
  const url = `${request.protocol}://${request.host}${request.url}`;
  const headers = webHeaders(request);
  // The page input rules read a form body into a buffer, within the server's body limit.
  const body =
    request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body)
      ? request.body
      : null;
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** The page encoding the browser accepts, Brotli first; null for none (q=0 counts as refused). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  return acceptEncoding ? encodingReading(acceptEncoding) : null;
}

/** Browsers send a handful of Accept-Encoding headers, word for word; reading one on every shared page cost about 1%. */
const encodingReading = keepReadings(64, readPageEncoding);

function readPageEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The Brotli quality of a page compressed as it streams: see compressStream. */
const STREAMED_BROTLI_QUALITY = 3;

/**
 * Pages are compressed as they stream: every chunk React writes is flushed through at once, so the browser still
 * gets the head (and starts on styles and scripts) before the rest of the page is rendered. Brotli quality 3 costs
 * about as much CPU as gzip and is as small; quality 4 zeroes a 4 MB match table per response, which cost more than
 * a millisecond of every fresh render for 4% fewer bytes (docs/decisions/0015-page-speed.md, 0056).
 */
function compressStream(body: Readable, encoding: 'br' | 'gzip'): Readable {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: zlib.BROTLI_OPERATION_FLUSH,
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            // A 256 KB window (the default is 4 MB, allocated per response) covers any page we render.
            [zlib.BROTLI_PARAM_LGWIN]: 18,
          },
        })
      : createGzip({ flush: zlib.Z_SYNC_FLUSH, level: 6 });
  body.once('error', (error) => compressor.destroy(error));
  return body.pipe(compressor);
}

async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  acceptEncoding?: string,
): Promise<FastifyReply> {
  void reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    void reply.header(name, value);
  }
  // A page rendered for one request may hold the shopper's own data: no shared cache may keep it. (A shared render
  // streamed as it is rendered comes with the shared page's caching already set.)
  if (!response.headers.has('cache-control') && !reply.hasHeader('cache-control'))
    void reply.header('cache-control', 'private, no-cache');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as WebReadableStream);
  const encoding = response.headers.has('content-encoding') ? null : pageEncoding(acceptEncoding);
  void reply.header('vary', 'Accept-Encoding');
  if (!encoding) return reply.send(body);
  void reply.removeHeader('content-length');
  void reply.header('content-encoding', encoding);
  return reply.send(compressStream(body, encoding));
}

/**
 * What a shared render does not see of the request: who the shopper is (cookies, credentials), and what would make
 * one shopper's copy differ from another's (their browser, their conditional and encoding headers).
 */
const NOT_SHARED = new Set([
  'cookie',
  'authorization',
  'user-agent',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'content-length',
  'content-type',
]);

/** Headers of a rendered page that the shared copy does not keep: each answer sets its own. */
const NOT_KEPT = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'vary',
  'cache-control',
  'etag',
]);

/** A render of the request's page as any shopper of its brand gets it, and the nonce its scripts carry. */
interface SharedRender {
  response: Response;
  nonce: string;
}

/**
 * Renders the request's page as any shopper of its brand would get it: a GET without the shopper's cookies, marked
 * shared so the page asserts nothing personal. Only a 200 HTML page that sets no cookie and asks for no other
 * caching may be shared; anything else is cancelled (null) and rendered again for the shopper alone.
 */
async function renderForEveryone(
  web: WebMount,
  request: FastifyRequest,
  address: string,
): Promise<SharedRender | null> {
  const nonce = newCspNonce();
  const headers = webHeaders(request, NOT_SHARED);
  headers.set(SHARED_RENDER_HEADER, '1');
  const url = `${request.protocol}://${request.host}${address}`;
  const response = await web.handle(new Request(url, { method: 'GET', headers }), {
    nonce,
    clientIp: request.ip,
    ...(request.site ? { site: siteOf(request.site, request.ipCountry ?? null) } : {}),
  });
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  const ownCaching = response.headers.get('cache-control');
  if (response.status !== 200 || !html || response.headers.getSetCookie().length > 0 || ownCaching) {
    await response.body?.cancel();
    return null;
  }
  return { response, nonce };
}

/** The whole body, copied once (not at all when it came as one chunk, as a page rendered complete does). */
async function bodyBytes(body: ReadableStream<Uint8Array> | null): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
    length += chunk.length;
  }
  const only = chunks.length === 1 ? chunks[0]! : null;
  return only ? Buffer.from(only.buffer, only.byteOffset, only.byteLength) : Buffer.concat(chunks, length);
}

/** The shared render, complete, for the page cache to keep (docs/decisions/0042). */
async function renderShared(web: WebMount, request: FastifyRequest, address: string): Promise<RenderOutcome> {
  const shared = await renderForEveryone(web, request, address);
  if (!shared) return { keep: false };
  const body = await bodyBytes(shared.response.body);
  const kept: Array<[string, string]> = [];
  for (const [name, value] of shared.response.headers) if (!NOT_KEPT.has(name)) kept.push([name, value]);
  return { keep: true, page: { status: shared.response.status, headers: kept, body, nonce: shared.nonce } };
}

/**
 * The first request of an address within the cache's lifetime: the shared render streamed to it as it is rendered,
 * with the shared page's caching, and kept nowhere (docs/decisions/0056).
 */
async function sendFirstAsk(
  request: FastifyRequest,
  reply: FastifyReply,
  shared: SharedRender,
  cache: PageCache,
): Promise<FastifyReply> {
  request.cspNonce = shared.nonce;
  let response = shared.response;
  if (request.method === 'HEAD') {
    await response.body?.cancel();
    response = new Response(null, { status: response.status, headers: response.headers });
  }
  void reply.header('cache-control', cache.cacheControl()).header('x-page-cache', 'miss');
  return sendWebResponse(reply, response, request.headers['accept-encoding']);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

async function sendSharedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CacheAnswer,
  cache: PageCache,
): Promise<FastifyReply> {
  const { page } = answer;
  // The kept page's scripts carry the nonce it was rendered with; the policy of this answer names the same one.
  request.cspNonce = page.nonce;
  for (const [name, value] of page.headers) void reply.header(name, value);
  void reply
    .header('cache-control', cache.cacheControl())
    .header('etag', page.etag)
    .header('vary', 'Accept-Encoding')
    .header('age', String(cache.ageOf(page)))
    .header('x-page-cache', answer.state);
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  void reply.status(page.status);
  if (request.method === 'HEAD') return reply.send();
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(await encodedBody(page, encoding));
}

export interface MountOptions {
  /** Catalogue pages shared between the shoppers of a brand (docs/decisions/0042); absent, every page is rendered. */
  pageCache?: PageCache | null;
  /**
   * Outside production `?theme=<theme id>` on any page keeps that brand in a cookie for this browser, and
   * `?theme=` clears it, so a newcomer sees every brand on localhost (docs/decisions/0038).
   */
  brandSwitch?: boolean;
}

/** The answer to a page address with `?theme=`: the cookie set (or cleared) and the same address without it. */
export function brandSwitchRedirect(url: string): { location: string; cookie: string } | null {
  // Most addresses have no query at all: no address is parsed for them.
  if (!url.includes('?')) return null;
  const parsed = new URL(url, 'http://shop.invalid');
  const asked = parsed.searchParams.get(BRAND_QUERY);
  if (asked === null) return null;
  parsed.searchParams.delete(BRAND_QUERY);
  const cookie = isThemeId(asked)
    ? `${BRAND_COOKIE}=${asked}; Path=/; SameSite=Lax; HttpOnly`
    : `${BRAND_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;
  return { location: `${parsed.pathname}${parsed.search}`, cookie };
}

/** Serves the built client assets and hands every other non-API page request to the renderer. */
export async function mountWeb(
  app: FastifyInstance,
  web: WebMount,
  options: MountOptions = {},
): Promise<void> {
  if (web.clientDir) {
    await app.register(fastifyStatic, {
      root: path.join(web.clientDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz copies beside the assets (apps/web/precompress.ts).
      preCompressed: true,
      decorateReply: false,
    });
  }
  if (web.clientDir) {
    // The few files the built client keeps at its root (the favicons: the default one and one per brand, named by
    // a known theme id only) are read once, when the shop starts: every browser asks for one on its first visit,
    // and a file read per request cost more than answering a page from the shared cache.
    const files = ['favicon.svg', ...THEME_IDS.map((theme) => `favicon-${theme}.svg`)];
    const clientDir = web.clientDir;
    const read = await Promise.all(
      files.map((file) =>
        readFile(path.join(clientDir, file)).catch((error: NodeJS.ErrnoException) => {
          // A build without one brand's icon: its address is a page address like any other.
          if (error.code === 'ENOENT') return null;
          throw error;
        }),
      ),
    );
    files.forEach((file, i) => {
      const body = read[i];
      if (!body) return;
      app.get(`/${file}`, { schema: { hide: true } }, async (_request, reply) =>
        reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body),
      );
    });
  }
  await app.register(async (pages) => {
    registerPageInputRules(pages);
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const switched =
          options.brandSwitch && request.method === 'GET' ? brandSwitchRedirect(request.url) : null;
        if (switched) {
          return reply
            .header('set-cookie', switched.cookie)
            .header('cache-control', 'no-store')
            .redirect(switched.location, 303);
        }
        const cache = options.pageCache;
        if (
          cache &&
          request.site &&
          mayShare({
            method: request.method,
            url: request.url,
            cookie: request.headers.cookie,
            authorization: request.headers.authorization,
            theme: request.site.theme,
          })
        ) {
          const address = sharedAddress(request.url);
          const key = pageKey({
            host: request.host,
            theme: request.site.theme,
            country: request.site.country,
            ipCountry: request.ipCountry ?? null,
            url: address,
          });
          const answer = await cache.get(key, () => renderShared(web, request, address));
          if (answer === FIRST_ASK) {
            const shared = await renderForEveryone(web, request, address);
            if (shared) return sendFirstAsk(request, reply, shared, cache);
          } else if (answer) return sendSharedPage(request, reply, answer, cache);
        }
        const response = await web.handle(toWebRequest(request), {
          nonce: request.cspNonce,
          ...(request.headers.cookie ? { cookieHeader: request.headers.cookie } : {}),
          // The shopper's address as the server sees it (behind a proxy only with TRUST_PROXY).
          clientIp: request.ip,
          ...(request.site ? { site: siteOf(request.site, request.ipCountry ?? null) } : {}),
        });
        return sendWebResponse(reply, response, request.headers['accept-encoding']);
      },
    });
  });
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  ACCESS_TOKEN_COOKIE,
  COMPARE_COOKIE,
  ID_TOKEN_COOKIE,
  SCRIPTS_COOKIE,
  SHARED_RENDER_HEADER,
} from '@shop/contracts/web';
import { AUTH_STORAGE_KEYS, pricesHiddenFor, type ThemeId } from '@shop/domain';
import { keepReadings } from '@shop/server-kit/kept-readings';

/**
 * The HTML of a catalogue page is the same for every shopper of a brand, so it is rendered once (without the
 * shopper's cookies) and kept, compressed, for a short while; what is personal renders in the browser after load
 * (docs/decisions/0042-shared-page-cache.md).
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The page families whose HTML depends only on the brand, the country, the path and the query. */
const SHARED_PAGE_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/landing$/,
  /^\/c\/.+/,
  /^\/p\/[^/]+$/,
  /^\/products$/,
  /^\/brands(?:\/[^/]+)?$/,
  /^\/sale$/,
  /^\/s\/[^/]+$/,
  /^\/search\/[^/]+$/,
  /^\/blog$/,
  /^\/article\/[^/]+$/,
  // A store's own page; the store list is sorted nearest the shopper's location first, so it is theirs.
  /^\/stores\/[^/]+$/,
  /^\/promotions$/,
  /^\/promotion\/[^/]+$/,
  /^\/sitemap$/,
];

/** Query parameters that make a page personal or a staff preview: such a request is always rendered for itself. */
const PRIVATE_QUERY = /(?:^|&)(?:dateOverride|preview)=/i;

/** Cookies whose presence means the request is signed in (docs/decisions/0022). */
const SIGNED_IN_COOKIES = [AUTH_STORAGE_KEYS.loggedIn, ACCESS_TOKEN_COOKIE, ID_TOKEN_COOKIE];

/**
 * Shared pages that a signed-in shopper still gets rendered for them: search results ask the API with `wid` for a
 * signed-in shopper (000 §6), so their render depends on the sign-in.
 */
const SIGNED_IN_FRESH_PATHS: readonly RegExp[] = [/^\/search\//];

/** The ID token's claims that name staff (winningUserId, salespersonCode: the identity service's staff links). */
const STAFF_CLAIMS = ['winningUserId', 'salespersonCode'] as const;

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Whether the session's ID token (ADR 0022's HttpOnly cookie) shows a customer: a payload that reads and names no
 * staff link. It is only read, not verified: a forged or stale token can cost its bearer a fresh render (it reads as
 * staff) or the staff toolbar (it hides a staff link), never another shopper's data, since a shared page is rendered
 * without anyone's cookies (docs/decisions/0048). No token, or one that cannot be read, is not a customer.
 */
export function isCustomerIdToken(token: string | null): boolean {
  return token ? tokenReading(token) : false;
}

/**
 * A signed-in shopper sends the same token with every page until it is refreshed, and decoding it (base64 and JSON)
 * was about 5% of the CPU of a shared page's answer; the reading depends on the token's text alone, so the readings
 * of the tokens seen lately are kept.
 */
const tokenReading = keepReadings(2_000, readsAsCustomer);

function readsAsCustomer(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(
      Buffer.from(decodeURIComponent(payload), 'base64url').toString('utf8'),
    );
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return false;
    const record = claims as Record<string, unknown>;
    return typeof record['sub'] === 'string' && STAFF_CLAIMS.every((claim) => !record[claim]);
  } catch {
    return false;
  }
}

export { SHARED_RENDER_HEADER };

function cookieNames(header: string | undefined): Set<string> {
  const names = new Set<string>();
  if (!header) return names;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (name) names.add(name);
  }
  return names;
}

export interface PageRequestFacts {
  method: string;
  url: string;
  cookie: string | undefined;
  authorization: string | undefined;
  /** The brand's theme: on a commercial one the HTML shows prices only to the signed in (docs/decisions/0024). */
  theme: ThemeId;
}

/**
 * Whether this request may be answered with the shared HTML of its page. Never for a request with credentials, a
 * staff preview, or a shopper with a compare list whose browser runs no scripts (their ticks are server-rendered,
 * docs/decisions/0013). A signed-in shopper gets it only when nothing of the page's HTML depends on the sign-in
 * (docs/decisions/0048): a customer (not staff, whose pages carry the staff toolbar) on a theme that shows prices to
 * everyone, on a page whose loaders do not read the sign-in; their name is drawn after load. Otherwise every shopper
 * of a brand gets the same page.
 */
export function mayShare(facts: PageRequestFacts): boolean {
  if (facts.method !== 'GET' && facts.method !== 'HEAD') return false;
  if (facts.authorization) return false;
  const mark = facts.url.indexOf('?');
  const pathname = mark === -1 ? facts.url : facts.url.slice(0, mark);
  if (!SHARED_PAGE_PATHS.some((pattern) => pattern.test(pathname))) return false;
  if (mark !== -1 && PRIVATE_QUERY.test(facts.url.slice(mark + 1))) return false;
  const cookies = cookieNames(facts.cookie);
  if (SIGNED_IN_COOKIES.some((name) => cookies.has(name))) {
    if (pricesHiddenFor(facts.theme, false) !== pricesHiddenFor(facts.theme, true)) return false;
    if (SIGNED_IN_FRESH_PATHS.some((pattern) => pattern.test(pathname))) return false;
    if (!isCustomerIdToken(cookieValue(facts.cookie, ID_TOKEN_COOKIE))) return false;
  }
  if (cookies.has(COMPARE_COOKIE) && !cookies.has(SCRIPTS_COOKIE)) return false;
  return true;
}

/** A kept page: the answer of one anonymous render, and its compressed copies made once, on first need. */
export interface SharedPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  etag: string;
  /** The page's scripts carry this nonce, so every answer of it sends the policy with the same one. */
  nonce: string;
  storedAt: number;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

/** What a render for the cache produced: a page to keep and serve, or an answer only for this request. */
export type RenderOutcome =
  { keep: true; page: Omit<SharedPage, 'etag' | 'storedAt' | 'encoded'> } | { keep: false };

export interface PageCacheOptions {
  /** Seconds a page is served as it is. */
  freshSeconds: number;
  /** Seconds after that during which the old page is still served while one request renders it again. */
  staleSeconds: number;
  maxEntries?: number;
  /** Total bytes of the kept pages (uncompressed), beyond which the least recently used go. */
  maxBytes?: number;
  now?: () => number;
}

export interface CacheAnswer {
  page: SharedPage;
  state: 'hit' | 'stale' | 'miss';
}

/**
 * The answer of `get` for an address not asked within the page lifetime: the caller renders the shared page and
 * streams it to this request alone; the address is noted, and its next request renders the page to keep.
 */
export const FIRST_ASK = 'first-ask';

/** The most characters the noted addresses' keys may hold together (about 8 MB of memory). */
const MAX_ASKED_KEY_CHARS = 4 * 1024 * 1024;

/**
 * One storefront process's shared pages. Misses of one key share one render; a stale page is answered while a
 * single background render replaces it; nothing is older than fresh + stale seconds. Per process by design: every
 * instance is right within the same bound on its own (docs/decisions/0042).
 *
 * A page is kept from the second request of its address within fresh + stale seconds: the first is streamed as any
 * shopper of the brand gets it, and kept nowhere. An address asked once (a tracking parameter, a crawler's walk, a
 * flood of made-up queries) then costs one streamed render, not a buffered one, a Brotli copy at quality 6 and a
 * place in the cache that pushes a page shoppers do ask for out of it (docs/decisions/0056).
 */
export class PageCache {
  readonly freshMs: number;
  readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly pages = new Map<string, SharedPage>();
  private readonly renders = new Map<string, Promise<SharedPage | null>>();
  /**
   * When each recently asked address without a kept page was last asked, oldest first; at most five times the page
   * budget of addresses and MAX_ASKED_KEY_CHARS characters of keys (an address can be kilobytes long).
   */
  private readonly asked = new Map<string, number>();
  private readonly maxAsked: number;
  private askedKeyChars = 0;
  private bytes = 0;

  constructor(options: PageCacheOptions) {
    this.freshMs = options.freshSeconds * 1000;
    this.staleMs = options.staleSeconds * 1000;
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
    this.maxAsked = this.maxEntries * 5;
    this.now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.pages.size;
  }

  /** The `Cache-Control` of a shared page, so a CDN in front of several instances keeps it the same way. */
  cacheControl(): string {
    return `public, max-age=0, s-maxage=${this.freshMs / 1000}, stale-while-revalidate=${this.staleMs / 1000}`;
  }

  /**
   * The kept page for `key`, rendering it when there is none (null: this render is not to be shared, and the caller
   * renders the request for itself); FIRST_ASK when the address was not asked within fresh + stale seconds.
   */
  async get(
    key: string,
    render: () => Promise<RenderOutcome>,
  ): Promise<CacheAnswer | typeof FIRST_ASK | null> {
    const page = this.pages.get(key);
    const now = this.now();
    if (page) {
      const age = now - page.storedAt;
      if (age < this.freshMs) return this.touch(key, page, 'hit');
      if (age < this.freshMs + this.staleMs) {
        if (!this.renders.has(key)) void this.renderOnce(key, render).catch(() => null);
        return this.touch(key, page, 'stale');
      }
      this.drop(key);
    }
    if (!this.renders.has(key) && !this.askedBefore(key, now)) return FIRST_ASK;
    const rendered = await this.renderOnce(key, render);
    return rendered ? { page: rendered, state: 'miss' } : null;
  }

  /** Whole seconds since the page was rendered (the `Age` a shared cache reports). */
  ageOf(page: SharedPage): number {
    return Math.max(0, Math.floor((this.now() - page.storedAt) / 1000));
  }

  /** Forgets every page (tests, and an operator's flush). */
  clear(): void {
    this.pages.clear();
    this.asked.clear();
    this.askedKeyChars = 0;
    this.bytes = 0;
  }

  /** Notes that `key` is asked now; whether it was asked before within fresh + stale seconds. */
  private askedBefore(key: string, now: number): boolean {
    const last = this.asked.get(key);
    this.forgetAsked(key);
    this.asked.set(key, now);
    this.askedKeyChars += key.length;
    while (this.asked.size > this.maxAsked || this.askedKeyChars > MAX_ASKED_KEY_CHARS) {
      const oldest = this.asked.keys().next().value;
      if (oldest === undefined) break;
      this.forgetAsked(oldest);
    }
    return last !== undefined && now - last < this.freshMs + this.staleMs;
  }

  /** Drops `key`'s note, keeping the count of noted characters right. */
  private forgetAsked(key: string): void {
    if (this.asked.delete(key)) this.askedKeyChars -= key.length;
  }

  private touch(key: string, page: SharedPage, state: CacheAnswer['state']): CacheAnswer {
    // Map order is recency order: the first key is the least recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page, state };
  }

  private renderOnce(key: string, render: () => Promise<RenderOutcome>): Promise<SharedPage | null> {
    const running = this.renders.get(key);
    if (running) return running;
    const started = this.now();
    const done = render()
      .then((outcome) => {
        if (!outcome.keep) return null;
        const page: SharedPage = {
          ...outcome.page,
          etag: `"${createHash('sha1').update(outcome.page.body).digest('base64url')}"`,
          storedAt: started,
          encoded: new Map(),
        };
        this.store(key, page);
        return page;
      })
      .finally(() => this.renders.delete(key));
    this.renders.set(key, done);
    return done;
  }

  private store(key: string, page: SharedPage): void {
    this.drop(key);
    this.forgetAsked(key);
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const [oldest, kept] of this.pages) {
      if (this.pages.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      if (kept === page) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }
}

/**
 * The smallest Brotli window (in bits, 16 to 24) that holds the whole document. Left at its default of 22, every
 * compression allocates a 4 MB ring buffer for a page of 50-90 KB: three times the CPU for the same bytes, and
 * external memory that drives V8 into extra full collections (docs/decisions/0056).
 */
export function windowBitsFor(bytes: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
}

/**
 * The page compressed for the browser, made once per page and encoding (off the main thread, in zlib's pool):
 * Brotli quality 6 is a tenth smaller than the streamed pages' quality 3, at a cost paid once.
 */
export function encodedBody(page: SharedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotli(page.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 6,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length,
              [zlib.BROTLI_PARAM_LGWIN]: windowBitsFor(page.body.length),
            },
          })
        : gzipAsync(page.body, { level: 6 });
    page.encoded.set(encoding, encoded);
  }
  return encoded;
}

/**
 * Query parameters that only tell analytics where a visit came from (campaign tags and ad-click ids). No loader reads
 * them, and the browser keeps them in its address bar for the analytics scripts, so the shared page is the same with
 * or without them: an ad click's one-off `gclid` is answered from the cache (docs/decisions/0056).
 */
const TRACKING_PARAM =
  /^(?:utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|li_fat_id|yclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The address a shared page is rendered for and kept under: the request's path and query without the tracking
 * parameters, the other parameters as they came (their order and spelling untouched).
 */
export function sharedAddress(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const kept = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => {
      const eq = pair.indexOf('=');
      const raw = eq === -1 ? pair : pair.slice(0, eq);
      let name: string;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        return true;
      }
      return pair !== '' && !TRACKING_PARAM.test(name);
    });
  return kept.length > 0 ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark);
}

/** The key of a shared page: the brand and country of the host, the visitor's country and the whole address. */
export function pageKey(parts: {
  host: string;
  theme: string;
  country: string;
  ipCountry: string | null;
  url: string;
}): string {
  return `${parts.theme}|${parts.country}|${parts.ipCountry ?? '-'}|${parts.host.toLowerCase()}|${parts.url}`;
}

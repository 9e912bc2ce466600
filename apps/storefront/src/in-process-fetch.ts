import type { FastifyInstance, HTTPMethods } from 'fastify';
import { ApiAnswer, SharedJson } from '@shop/contracts/api-answer';

/** Marks the storefront's own in-process API calls; the value is a per-process secret no browser can know. */
export const INTERNAL_REQUEST_HEADER = 'x-storefront-internal';

/**
 * What the renderer's loaders call the API with: paths like '/api/v2/product/featured?limit=12'. The answer's body is
 * in memory already, so it is no fetch `Response` and builds no stream (docs/decisions/0063).
 */
export type ApiFetch = (input: string, init?: RequestInit) => Promise<ApiAnswer>;

/**
 * The longest an answer the API marked `public` is reused in process, whatever its `max-age` says: a change reaches
 * pages at most this long after the API's own read cache lets it through (docs/decisions/0047-cheaper-fresh-render.md).
 */
export const PUBLIC_REUSE_MAX_MS = 5_000;
/** Public answers kept at once (one per brand host and address); the oldest goes first. */
export const PUBLIC_REUSE_MAX_ENTRIES = 500;

function payloadOf(body: RequestInit['body']): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('In-process API calls take a string, URLSearchParams or byte body');
}

/**
 * A kept answer's headers, built once and read by every render that takes the answer: undici checks each name and
 * value as a `Headers` is built, which for a kept answer's dozen headers cost more than the rest of reading it. No
 * reader may change them, so one render cannot change another's: a change throws.
 */
export class KeptHeaders extends Headers {
  override append(): never {
    throw new TypeError("A kept answer's headers are shared and cannot change");
  }
  override delete(): never {
    throw new TypeError("A kept answer's headers are shared and cannot change");
  }
  override set(): never {
    throw new TypeError("A kept answer's headers are shared and cannot change");
  }
}

interface StoredAnswer {
  status: number;
  headers: KeptHeaders;
  body: Buffer;
  /** The body's one parse, shared by every render that reads the kept answer (docs/decisions/0077). */
  json: SharedJson;
  expires: number;
}

/**
 * How long a shared cache may keep this answer, in ms, or 0. Only what the API itself declares shareable: a 200 (or a
 * 204, "nothing": no alert banner today) with `Cache-Control: public` and a `max-age`, no `Vary` (the brand switch cookie, for one, makes the API say
 * `Vary: Cookie` and `private`), no cookie set, and nothing that forbids keeping or reusing it.
 */
export function publicLifetimeMs(statusCode: number, headers: Record<string, unknown>): number {
  if (
    (statusCode !== 200 && statusCode !== 204) ||
    headers['set-cookie'] !== undefined ||
    headers['vary'] !== undefined
  )
    return 0;
  const cacheControl = headers['cache-control'];
  if (typeof cacheControl !== 'string') return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (!directives.includes('public')) return 0;
  if (
    directives.some(
      (d) => d === 'private' || d === 'no-store' || d === 'no-cache' || d.startsWith('private='),
    )
  )
    return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : NaN;
  if (!Number.isInteger(seconds) || seconds <= 0) return 0;
  return Math.min(seconds * 1000, PUBLIC_REUSE_MAX_MS);
}

/**
 * Loaders reach the API in process: no socket, yet the same routing, validation, hooks and handlers as a browser's
 * call. `server` is asked for at call time because the renderer is created before the server that mounts it.
 *
 * An answer the API marks `public` (the navigation, say) is the same for every shopper of a brand, as any CDN in front
 * would take it: it is kept per host and address for at most PUBLIC_REUSE_MAX_MS, so pages rendered meanwhile do
 * not run the whole request again (docs/decisions/0047-cheaper-fresh-render.md).
 */
export function createInProcessFetch(server: () => FastifyInstance, internalToken: string): ApiFetch {
  const publicAnswers = new Map<string, StoredAnswer>();
  const now = () => Date.now();

  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase() as HTTPMethods;
    const requestHeaders = new Headers(init?.headers);
    // A shared cache never answers for a request that names its own credentials (RFC 9111 §3.5).
    const key =
      method === 'GET' && init?.body == null && !requestHeaders.has('authorization')
        ? `${requestHeaders.get('host') ?? ''}\n${input}\n${requestHeaders.get('accept') ?? ''}`
        : null;
    if (key) {
      const stored = publicAnswers.get(key);
      if (stored && stored.expires > now())
        return new ApiAnswer(stored.status, stored.headers, stored.body, '', stored.json);
      if (stored) publicAnswers.delete(key);
    }

    const payload = payloadOf(init?.body);
    const headers: Record<string, string> = {};
    requestHeaders.forEach((value, name) => {
      headers[name] = value;
    });
    headers[INTERNAL_REQUEST_HEADER] = internalToken;
    const response = await server().inject({
      method,
      url: input,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const answerHeaders: [string, string][] = [];
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) answerHeaders.push([name, String(v)]);
    }
    const body = response.rawPayload;
    const lifetime = key ? publicLifetimeMs(response.statusCode, response.headers) : 0;
    if (key && lifetime > 0) {
      if (publicAnswers.size >= PUBLIC_REUSE_MAX_ENTRIES) {
        const oldest = publicAnswers.keys().next().value;
        if (oldest !== undefined) publicAnswers.delete(oldest);
      }
      const stored: StoredAnswer = {
        status: response.statusCode,
        headers: new KeptHeaders(answerHeaders),
        body,
        json: new SharedJson(),
        expires: now() + lifetime,
      };
      publicAnswers.set(key, stored);
      return new ApiAnswer(stored.status, stored.headers, body, response.statusMessage, stored.json);
    }
    return new ApiAnswer(response.statusCode, new Headers(answerHeaders), body, response.statusMessage);
  };
}

import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Marks the storefront's own in-process API calls; the value is a per-process secret no browser can know. */
export const INTERNAL_REQUEST_HEADER = 'x-storefront-internal';

/** What the renderer's loaders call the API with: paths like '/api/v2/product/featured?limit=12'. */
export type ApiFetch = (input: string, init?: RequestInit) => Promise<Response>;

function payloadOf(body: RequestInit['body']): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('In-process API calls take a string, URLSearchParams or byte body');
}

/**
 * Loaders reach the API in process: no socket, yet the same routing, validation, hooks and handlers as a browser's
 * call. `server` is asked for at call time because the renderer is created before the server that mounts it.
 */
export function createInProcessFetch(server: () => FastifyInstance, internalToken: string): ApiFetch {
  return async (input, init) => {
    const payload = payloadOf(init?.body);
    const response = await server().inject({
      method: (init?.method ?? 'GET').toUpperCase() as HTTPMethods,
      url: input,
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), [INTERNAL_REQUEST_HEADER]: internalToken },
      ...(payload === undefined ? {} : { payload }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = response.rawPayload.length === 0 || response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

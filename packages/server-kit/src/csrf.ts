import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  /** Other origins allowed to send state-changing requests (the storefront, to the identity service). */
  allowedOrigins?: readonly string[];
  /**
   * Origins allowed for one path only (its pathname, without the query): a gateway's 3-D Secure page posts the shopper
   * back to one return address and nowhere else.
   */
  allowedOriginsByPath?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Refuses state-changing requests that a browser says came from another site. Session cookies are
 * SameSite=Lax already; this closes the remaining gaps (older browsers, same-site subdomains) by
 * checking Fetch Metadata first and the Origin header second. Requests without either header
 * (server-to-server calls, tests) are not from a browser page and pass.
 */
export function isCrossSiteRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    if (allowedOrigins.includes(origin)) return false;
    try {
      return new URL(origin).host !== request.host;
    } catch {
      return true;
    }
  }
  if (origin === 'null') return true;
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site';
}

export function registerCsrfGuard(app: FastifyInstance, options: CsrfOptions = {}): void {
  const allowed = options.allowedOrigins ?? [];
  const byPath = options.allowedOriginsByPath ?? {};
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const extra = Object.hasOwn(byPath, path) ? byPath[path] : undefined;
    if (UNSAFE.has(request.method) && isCrossSiteRequest(request, extra ? [...allowed, ...extra] : allowed)) {
      done(new AppError('cross_site_request'));
      return;
    }
    done();
  });
}

import { randomFillSync } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce for inline scripts the server renders; the CSP allows only these. */
    cspNonce: string;
  }
}

export interface SecurityOptions {
  /** Development serves Vite's client and HMR socket, which need a looser policy. */
  development?: boolean;
  /** Origins allowed to frame pages (staff panels); the shop's own origin is always allowed. */
  frameAncestors?: readonly string[];
  /** Extra origins scripts may connect to (identity, payments). */
  connectSources?: readonly string[];
  /** Extra origins forms may post to (identity login-redirect, payment providers). */
  formActions?: readonly string[];
  /**
   * Third-party origins per directive, read for every response: only the providers whose key is configured are
   * named, so a setting that switches one on (the chat app id) takes effect without a restart.
   */
  thirdPartySources?: () => Partial<
    Record<'script' | 'connect' | 'img' | 'frame' | 'font', readonly string[]>
  >;
  /**
   * The service's public origin is https (its configured public URL says so) and it sits behind a trusted
   * TLS-terminating proxy: every request reached it over https even when the proxy sends no X-Forwarded-Proto.
   * createBaseServer sets it only with a trusted proxy.
   */
  publicHttps?: boolean;
}

/** Whether the browser sent this request over https: directly, per a trusted proxy, or per the public origin. */
export function arrivedOverHttps(request: FastifyRequest, options: SecurityOptions = {}): boolean {
  return request.protocol === 'https' || options.publicHttps === true;
}

/** One year, subdomains included (docs/decisions/0044-behind-a-tls-balancer.md). Never sent over plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** No third-party origins: the policy of a service that names none, one object so its policy is built once. */
const NO_THIRD_PARTY: ReturnType<NonNullable<SecurityOptions['thirdPartySources']>> = Object.freeze({});

/** Stands in for the nonce while a policy is built; not base64, so no real nonce can hold it. */
const NONCE_MARK = '\u0000nonce\u0000';

/**
 * A service's policy split around its nonce, kept per options object for as long as its third-party sources stay
 * the same object (the storefront's change at most once a minute): every response needs the policy, and building it
 * from its directives cost about 3% of a shared page's answer.
 */
const policyParts = new WeakMap<SecurityOptions, { third: object; before: string; after: string }>();

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const third = options.thirdPartySources?.() ?? NO_THIRD_PARTY;
  let parts = policyParts.get(options);
  if (parts?.third !== third) {
    const [before = '', after = ''] = buildPolicy(NONCE_MARK, options, third).split(NONCE_MARK);
    parts = { third, before, after };
    policyParts.set(options, parts);
  }
  return `${parts.before}${nonce}${parts.after}`;
}

function buildPolicy(
  nonce: string,
  options: SecurityOptions,
  third: ReturnType<NonNullable<SecurityOptions['thirdPartySources']>>,
): string {
  const dev = options.development === true;
  const extra = (origins: readonly string[] | undefined) => (origins ?? []).map((o) => ` ${o}`).join('');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}${extra(third.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(third.img)}`,
    `font-src 'self'${extra(third.font)}`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}${extra(options.connectSources)}${extra(third.connect)}`,
    ...(third.frame?.length ? [`frame-src 'self'${extra(third.frame)}`] : []),
    `frame-ancestors 'self'${extra(options.frameAncestors)}`,
    `form-action 'self'${extra(options.formActions)}`,
    "base-uri 'self'",
    "object-src 'none'",
  ];
  return directives.join('; ');
}

const NONCE_BYTES = 16;
// Every answer needs a fresh nonce, and one call into the system's random source per request cost about 6% of a
// shared page's answer (docs/decisions/0042). The bytes are drawn 256 nonces at a time from the same source and each
// slice is used once, so every nonce is as unpredictable as before and none repeats.
const noncePool = Buffer.allocUnsafe(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

export function newCspNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** The headers every answer carries; also used for the answers Fastify gives before any hook runs. */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityOptions = {},
): void {
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  void reply.header('x-frame-options', 'SAMEORIGIN');
  void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
  void reply.header('cross-origin-opener-policy', 'same-origin');
  // A route that sets its own policy (the API docs page) keeps it.
  if (!reply.hasHeader('content-security-policy')) {
    void reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, options));
  }
  if (arrivedOverHttps(request, options)) {
    void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.cspNonce = newCspNonce();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    setSecurityHeaders(request, reply, options);
    done(null, payload);
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { ACCOUNT_PAGES } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import type { ErrorCode, TokenResponse } from '@shop/contracts';
import { ACCESS_TOKEN_COOKIE, type AccessTokenVerifier } from './access-token.ts';
import type { IdTokenVerifier } from './id-token.ts';
import type { IdentityClient } from './identity-client.ts';
import { safeReturnPath } from './return-path.ts';
import {
  ID_TOKEN_COOKIE,
  NONCE_COOKIE,
  REDIRECT_PATH_COOKIE,
  REFRESH_TOKEN_COOKIE,
  appendSetCookies,
  clearedCookies,
  isSecureRequest,
  readCookieHeader,
  rewriteCookieHeader,
  sessionCookies,
} from './session-cookies.ts';

export interface SessionDeps {
  identity: IdentityClient;
  verifyAccessToken: AccessTokenVerifier;
  verifyIdToken: IdTokenVerifier;
}

/** Renew this long before the access token runs out, so no request meets it expired on the way. */
export const RENEW_BEFORE_SECONDS = 60;

/**
 * A page and the calls it makes often arrive together with the same expired session: they share one renewal, since
 * the identity service spends a refresh token on its first use.
 */
const RENEWAL_SHARED_MS = 10_000;

interface SingleFlight<T> {
  run(key: string, task: () => Promise<T>): Promise<T>;
}

export function singleFlight<T>(keepMs: number, now = () => Date.now()): SingleFlight<T> {
  const flights = new Map<string, { result: Promise<T>; until: number }>();
  return {
    run(key, task) {
      const at = now();
      for (const [k, flight] of flights) if (flight.until <= at) flights.delete(k);
      const held = flights.get(key);
      if (held) return held.result;
      const result = task();
      flights.set(key, { result, until: at + keepMs });
      return result;
    },
  };
}

/** Paths whose requests never need the session: assets and health checks are not worth a back-channel call. */
const NO_SESSION = [
  '/assets/',
  '/images/',
  '/favicon.',
  '/healthz',
  '/readyz',
  '/account/callback',
  '/account/logout',
];

function loginRedirect(reply: FastifyReply, error: ErrorCode, returnPath: string | null) {
  const params = new URLSearchParams({ error });
  if (returnPath) params.set('returnUrl', returnPath);
  return redirect(reply, `${ACCOUNT_PAGES.login}?${params.toString()}`);
}

function redirect(reply: FastifyReply, to: string) {
  return reply.code(303).header('cache-control', 'no-store').redirect(to);
}

function firstQueryValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The storefront's side of sign-in (docs/decisions/0021, 0022): the callback that turns identity's single-use code
 * into the session cookies, logout, and the silent renewal of the 15-minute access token before any request (page
 * or API) is handled.
 */
export function registerSession(app: FastifyInstance, deps: SessionDeps): void {
  const renewals = singleFlight<TokenResponse>(RENEWAL_SHARED_MS);
  // A callback hook: almost every request carries no refresh cookie and goes on at once, without the promise and the
  // microtask turn an async hook costs each of them.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.headers.cookie?.includes(REFRESH_TOKEN_COOKIE)) {
      done();
      return;
    }
    renewIfNeeded(request, reply, deps, renewals).then(() => done(), done);
  });

  app.get('/account/callback', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const returnPath = safeReturnPath(firstQueryValue(query.returnUrl));
    if (returnPath === null) return loginRedirect(reply, 'redirect_not_allowed', null);
    const code = firstQueryValue(query.code) ?? '';
    if (code === '' || code.length > 512) return loginRedirect(reply, 'bad_request', returnPath);
    const cookies = readCookieHeader(request.headers.cookie);
    const nonce = cookies.get(NONCE_COOKIE) ?? '';
    const secure = isSecureRequest(request);
    let tokens;
    try {
      tokens = await deps.identity.exchangeCode(code);
    } catch (err) {
      request.log.info({ err }, 'sign-in code exchange refused');
      return loginRedirect(reply, err instanceof AppError ? err.code : 'service_unavailable', returnPath);
    }
    const [claims, access] = await Promise.all([
      deps.verifyIdToken(tokens.id_token, nonce),
      deps.verifyAccessToken(tokens.access_token),
    ]);
    if (!claims || access.accountId === null || access.accountId !== claims.sub) {
      // A code meant for another browser (its nonce is not ours), or tokens that do not verify: not signed in.
      request.log.warn('sign-in tokens refused: nonce, signature or subject did not match');
      await deps.identity.revoke(tokens.refresh_token).catch(() => undefined);
      appendSetCookies(reply, clearedCookies(secure, [NONCE_COOKIE]));
      return loginRedirect(reply, 'invalid_grant', returnPath);
    }
    appendSetCookies(reply, [
      ...sessionCookies(tokens, secure),
      ...clearedCookies(secure, [NONCE_COOKIE, REDIRECT_PATH_COOKIE]),
    ]);
    return redirect(reply, returnPath);
  });

  app.get('/account/logout', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const returnPath = safeReturnPath(firstQueryValue(query.returnUrl)) ?? '/';
    const refreshToken = readCookieHeader(request.headers.cookie).get(REFRESH_TOKEN_COOKIE);
    if (refreshToken) {
      // The cookies go whatever the identity service answers: the browser is signed out here either way.
      await deps.identity.revoke(refreshToken).catch((err: unknown) => {
        request.log.warn({ err }, 'refresh session not revoked at logout');
      });
    }
    appendSetCookies(reply, clearedCookies(isSecureRequest(request)));
    return redirect(reply, returnPath);
  });
}

function needsRenewal(accessToken: string | undefined, nowSeconds: number): boolean {
  if (!accessToken) return true;
  try {
    const { exp } = decodeJwt(accessToken);
    return typeof exp !== 'number' || exp - nowSeconds < RENEW_BEFORE_SECONDS;
  } catch {
    return true;
  }
}

/**
 * With a refresh cookie and no usable access cookie, renews at the identity service before the request is handled:
 * the new cookies go to the browser, and the request's own Cookie header is rewritten so the API and the page
 * loaders behind it see the renewed session. A refused renewal ends the session here.
 */
async function renewIfNeeded(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
  renewals: SingleFlight<TokenResponse>,
): Promise<void> {
  if (request.headers.authorization || NO_SESSION.some((prefix) => request.url.startsWith(prefix))) return;
  const header = request.headers.cookie;
  if (!header?.includes(REFRESH_TOKEN_COOKIE)) return;
  const cookies = readCookieHeader(header);
  const refreshToken = cookies.get(REFRESH_TOKEN_COOKIE);
  if (!refreshToken || !needsRenewal(cookies.get(ACCESS_TOKEN_COOKIE), Math.floor(Date.now() / 1000))) return;
  const secure = isSecureRequest(request);
  try {
    const tokens = await renewals.run(refreshToken, () => deps.identity.refresh(refreshToken));
    const claims = await deps.verifyIdToken(tokens.id_token);
    if (!claims) throw new AppError('invalid_grant');
    appendSetCookies(reply, sessionCookies(tokens, secure));
    request.headers.cookie = rewriteCookieHeader(header, {
      [ACCESS_TOKEN_COOKIE]: tokens.access_token,
      [ID_TOKEN_COOKIE]: tokens.id_token,
      [REFRESH_TOKEN_COOKIE]: tokens.refresh_token,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'service_unavailable') {
      // The identity service is down: keep the refresh token for the next request, go on signed out.
      request.log.warn({ err }, 'session renewal unavailable');
      request.headers.cookie = rewriteCookieHeader(header, {
        [ACCESS_TOKEN_COOKIE]: null,
        [REFRESH_TOKEN_COOKIE]: null,
      });
      return;
    }
    request.log.info({ err }, 'session renewal refused: signed out');
    appendSetCookies(
      reply,
      clearedCookies(secure, [ACCESS_TOKEN_COOKIE, ID_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, 'loggedin']),
    );
    request.headers.cookie = rewriteCookieHeader(header, {
      [ACCESS_TOKEN_COOKIE]: null,
      [ID_TOKEN_COOKIE]: null,
      [REFRESH_TOKEN_COOKIE]: null,
      loggedin: null,
    });
  }
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_PAGES } from '@shop/domain';
import { ExternalLoginQuery, type ExternalProviderList } from '@shop/contracts';
import { AppError } from '@shop/server-kit';
import type { IdentityContext } from './context.ts';
import { finishExternalLogin, startExternalLogin } from './external-login.ts';
import { parseBody } from './http.ts';
import { IDENTITY_MESSAGES } from './messages.ts';
import type { OidcProviders } from './oidc-client.ts';
import { allowedOrigin, safeReturnPath } from './redirects.ts';
import { randomToken } from './secrets.ts';
import { issueCode } from './sign-in.ts';

/**
 * Ties a sign-in at a provider to the browser that started it: the callback must come with this cookie. Without it, a
 * callback address someone else started could be sent to a shopper, signing them in to the sender's account.
 */
export const BROWSER_COOKIE = 'identity_ext_browser';
const PREFIX = '/api/account/externallogin';

/**
 * `GET /api/account/externallogin/{provider}?nonce&origin&returnUrl` (000 §7) sends the browser to the provider;
 * its callback ends as login-redir does: a 303 to the storefront's callback with a single-use code, or to its sign-in
 * page with an error code. A bad origin is a 400 and never a redirect.
 */
export function registerExternalLoginRoutes(
  app: FastifyInstance,
  ctx: IdentityContext,
  providers: OidcProviders,
): void {
  const to = (reply: FastifyReply, origin: string, page: string, params: Record<string, string>) => {
    const url = new URL(page, origin);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return reply.code(303).header('cache-control', 'no-store').redirect(url.toString());
  };

  /** The providers the sign-in page may offer buttons for. */
  app.get('/api/account/externalproviders', async (): Promise<ExternalProviderList> =>
    providers.list().map((p) => ({ name: p.name, label: p.label })),
  );

  app.get<{ Params: { provider: string } }>(`${PREFIX}/:provider`, async (request, reply) => {
    const query = parseBody(ExternalLoginQuery, request.query);
    const origin = allowedOrigin(query.origin, ctx.config.allowedOrigins);
    if (!origin) throw new AppError('redirect_not_allowed', ['This site may not sign in here.']);
    const returnUrl = safeReturnPath(query.returnUrl);
    if (returnUrl === null) return to(reply, origin, ACCOUNT_PAGES.login, { error: 'redirect_not_allowed' });
    if (!query.nonce) return to(reply, origin, ACCOUNT_PAGES.login, { error: 'bad_request', returnUrl });
    const budget = await ctx.limits.signInPerClient.hit(request.ip);
    if (!budget.allowed) return to(reply, origin, ACCOUNT_PAGES.login, { error: 'rate_limited', returnUrl });
    const existing = request.cookies[BROWSER_COOKIE];
    const browserToken = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomToken();
    let authorizeUrl: URL;
    try {
      authorizeUrl = await startExternalLogin(ctx, providers, {
        provider: request.params.provider,
        nonce: query.nonce,
        origin,
        returnUrl,
        browserToken,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return to(reply, origin, ACCOUNT_PAGES.login, { error: err.code, returnUrl });
    }
    // Lax, so the provider's redirect back (a top-level GET from another site) still carries it.
    void reply.setCookie(BROWSER_COOKIE, browserToken, {
      path: PREFIX,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.issuer.startsWith('https:'),
      maxAge: 60 * 60,
    });
    return reply.code(303).header('cache-control', 'no-store').redirect(authorizeUrl.toString());
  });

  app.get<{ Params: { provider: string } }>(`${PREFIX}/:provider/callback`, async (request, reply) => {
    const search = request.raw.url?.split('?')[1] ?? '';
    const result = await finishExternalLogin(ctx, providers, {
      provider: request.params.provider,
      query: new URLSearchParams(search),
      browserToken: request.cookies[BROWSER_COOKIE],
    });
    // Without a state of its own the sign-in has no storefront to go back to: the first configured one it is.
    const origin =
      (result.origin && allowedOrigin(result.origin, ctx.config.allowedOrigins)) ??
      ctx.config.allowedOrigins[0];
    if (!origin) throw new AppError('external_login_failed', [IDENTITY_MESSAGES.externalFailed]);
    const returnUrl = safeReturnPath(result.returnUrl) ?? '/';
    if ('error' in result) {
      return to(reply, origin, ACCOUNT_PAGES.login, {
        error: result.error.code,
        ...(result.origin ? { returnUrl } : {}),
      });
    }
    const code = await issueCode(ctx, result.account, result.nonce);
    return to(reply, origin, ACCOUNT_PAGES.callback, { code, returnUrl });
  });
}

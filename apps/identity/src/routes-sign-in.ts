import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_PAGES } from '@shop/domain';
import { LoginRedirForm, LogoutBody, ReloginForm } from '@shop/contracts';
import { AppError } from '@shop/server-kit';
import type { IdentityContext } from './context.ts';
import { bearerToken, parseBody } from './http.ts';
import { allowedOrigin, safeReturnPath } from './redirects.ts';
import { checkPassword, issueCode, logout, relogin } from './sign-in.ts';
import type { AccountRow } from './accounts.ts';

/**
 * The two form posts of the storefront's pages (000 §7): they answer with a 303 to the storefront, to its callback
 * with a single-use code on success, back to its sign-in page with an error code otherwise. Neither the e-mail nor
 * the password nor any token is ever put in an address.
 */
export function registerSignInRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const back = async (
    reply: FastifyReply,
    fields: { origin: string; returnUrl: string; nonce: string },
    signIn: () => Promise<AccountRow>,
  ) => {
    const origin = allowedOrigin(fields.origin, ctx.config.allowedOrigins);
    if (!origin) throw new AppError('redirect_not_allowed', ['This site may not sign in here.']);
    const returnPath = safeReturnPath(fields.returnUrl);
    const to = (page: string, params: Record<string, string>) => {
      const url = new URL(page, origin);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return reply.code(303).header('cache-control', 'no-store').redirect(url.toString());
    };
    if (returnPath === null) return to(ACCOUNT_PAGES.login, { error: 'redirect_not_allowed' });
    if (!fields.nonce) return to(ACCOUNT_PAGES.login, { error: 'bad_request', returnUrl: returnPath });
    let account: AccountRow;
    try {
      account = await signIn();
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return to(ACCOUNT_PAGES.login, { error: err.code, returnUrl: returnPath });
    }
    const code = await issueCode(ctx, account, fields.nonce);
    return to(ACCOUNT_PAGES.callback, { code, returnUrl: returnPath });
  };

  app.post('/api/account/login-redir', async (request, reply) => {
    const form = parseBody(LoginRedirForm, request.body);
    return back(reply, form, () =>
      checkPassword(ctx, { email: form.email, password: form.password, clientIp: request.ip }),
    );
  });

  app.post('/api/account/relogin', async (request, reply) => {
    const form = parseBody(ReloginForm, request.body);
    return back(reply, form, () => relogin(ctx, form.token));
  });

  app.post('/api/account/logout', async (request) => {
    const body = parseBody(LogoutBody, request.body);
    await logout(ctx, bearerToken(request), body.userId);
    return { ok: true as const };
  });
}

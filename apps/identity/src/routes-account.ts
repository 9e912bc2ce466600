import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ForgotPasswordBody,
  RegisterBody,
  ResendConfirmEmailBody,
  ResetPasswordBody,
  STOREFRONT_ORIGIN_HEADER,
  UpdateProfileBody,
} from '@shop/contracts';
import {
  confirmEmail,
  forgotPassword,
  getProfile,
  register,
  resendConfirmEmail,
  resetPassword,
  updateProfile,
} from './account-service.ts';
import type { IdentityContext } from './context.ts';
import { bearerToken, parseBody } from './http.ts';
import { shopperIp } from './shopper-ip.ts';

/**
 * The brand's site a shopper's call comes from: the storefront server names it for the calls it makes for a shopper,
 * a browser's own call carries it as its Origin. Only an allowed origin is ever used (account-service.ts).
 */
function storefrontOriginOf(request: FastifyRequest): string | undefined {
  const named = request.headers[STOREFRONT_ORIGIN_HEADER] ?? request.headers.origin;
  return typeof named === 'string' ? named : undefined;
}

/** The JSON calls of 000 §7 'Identity service'; answers are never cached. */
export function registerAccountRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/account/')) reply.header('cache-control', 'no-store');
  });

  app.post('/api/account/register', async (request, reply) => {
    const created = await register(
      ctx,
      parseBody(RegisterBody, request.body),
      shopperIp(request, ctx),
      storefrontOriginOf(request),
    );
    return reply.code(201).send({ ok: true, ...created });
  });

  app.post('/api/account/forgotpassword', async (request) => ({
    ok: true as const,
    message: await forgotPassword(
      ctx,
      parseBody(ForgotPasswordBody, request.body),
      shopperIp(request, ctx),
      storefrontOriginOf(request),
    ),
  }));

  app.post('/api/account/resetpassword', async (request) => ({
    ok: true as const,
    message: await resetPassword(ctx, parseBody(ResetPasswordBody, request.body)),
  }));

  app.get<{ Params: { token: string } }>('/api/account/confirmemail/:token', async (request) => ({
    ok: true as const,
    message: await confirmEmail(ctx, request.params.token),
  }));

  app.post('/api/account/resendconfirmemail', async (request) => ({
    ok: true as const,
    message: await resendConfirmEmail(
      ctx,
      parseBody(ResendConfirmEmailBody, request.body),
      shopperIp(request, ctx),
      storefrontOriginOf(request),
    ),
  }));

  app.get('/api/account/getprofile', async (request) => getProfile(ctx, bearerToken(request)));

  app.post('/api/account/updateprofile', async (request) => {
    const updated = await updateProfile(
      ctx,
      bearerToken(request),
      parseBody(UpdateProfileBody, request.body),
      storefrontOriginOf(request),
    );
    return { ok: true as const, message: updated.message, ...updated.profile };
  });
}

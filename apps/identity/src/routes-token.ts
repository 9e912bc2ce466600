import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@shop/server-kit';
import type { IdentityContext } from './context.ts';
import { parseBody } from './http.ts';
import { authenticateClient, exchangeCode, refreshTokens, revokeByRefreshToken } from './sign-in.ts';

const TokenRequest = z.object({
  grant_type: z.string().max(64).default(''),
  code: z.string().max(512).default(''),
  refresh_token: z.string().max(512).default(''),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(512).optional(),
});

const RevokeRequest = z.object({
  token: z.string().max(512).default(''),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(512).optional(),
});

/** Client credentials from HTTP Basic (RFC 6749 §2.3.1) or, failing that, from the body. */
export function clientCredentials(
  request: FastifyRequest,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
) {
  const header = request.headers.authorization;
  const basic = typeof header === 'string' ? /^Basic\s+(\S+)$/i.exec(header.trim()) : null;
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      return {
        id: decodeURIComponent(decoded.slice(0, colon)),
        secret: decodeURIComponent(decoded.slice(colon + 1)),
      };
    }
  }
  return { id: body.client_id, secret: body.client_secret };
}

/**
 * The back channel (OAuth 2.0 style): only the storefront's server, with its client secret, turns a code or a refresh
 * token into tokens. Form-encoded or JSON bodies; answers are never cached (RFC 6749 §5.1).
 */
export function registerTokenRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post('/connect/token', async (request, reply) => {
    const body = parseBody(TokenRequest, request.body);
    const client = clientCredentials(request, body);
    authenticateClient(ctx, client.id, client.secret);
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (body.grant_type === 'authorization_code') return exchangeCode(ctx, body.code);
    if (body.grant_type === 'refresh_token') return refreshTokens(ctx, body.refresh_token);
    throw new AppError('unsupported_grant_type', [
      'Only authorization_code and refresh_token are supported.',
    ]);
  });

  /** RFC 7009: ends the session of a refresh token; answers the same whether or not the token was known. */
  app.post('/connect/revoke', async (request) => {
    const body = parseBody(RevokeRequest, request.body);
    const client = clientCredentials(request, body);
    authenticateClient(ctx, client.id, client.secret);
    await revokeByRefreshToken(ctx, body.token);
    return { ok: true as const };
  });
}

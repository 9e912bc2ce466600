import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { isValidEmail, normaliseEmail } from '@shop/domain';
import type { IdentityContext } from '../context.ts';
import { clientCredentials } from '../routes-token.ts';
import { randomToken, sameSecret } from '../secrets.ts';
import { consumeDevCode, createDevCode } from './codes.ts';
import {
  DEMO_IDENTITY,
  renderConsentPage,
  renderRequestError,
  type AuthorizeParams,
} from './consent-page.ts';
import { DEV_PROVIDER_PATH, devSubject, pkceChallenge, type DevProvider } from './provider.ts';

const ID_TOKEN_TTL_SECONDS = 5 * 60;
const SCOPES = ['openid', 'email', 'profile'];
const field = (max: number) => z.string().max(max).default('');

const Authorize = z.object({
  client_id: field(100),
  redirect_uri: field(500),
  response_type: field(50),
  scope: field(200),
  state: field(512),
  nonce: field(512),
  code_challenge: field(128),
  code_challenge_method: field(20),
});

const Consent = Authorize.extend({
  given_name: field(100),
  family_name: field(100),
  email: field(254),
  email_verified: field(10),
  decision: field(10),
});

const TokenRequest = z.object({
  grant_type: field(64),
  code: field(512),
  redirect_uri: field(500),
  code_verifier: field(128),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(512).optional(),
});

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** An OAuth error answer of the token endpoint (RFC 6749 §5.2), as any provider gives it. */
const oauthError = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error });

/**
 * The development OpenID Provider, 'Demo ID' (docs/decisions/0023): discovery, JWKS, an authorization endpoint with a
 * consent page, and a token endpoint with client authentication and PKCE (S256 only). The identity service signs in
 * through it with the same client code as through any real provider, so the social sign-in journey runs offline.
 */
export function registerDevProviderRoutes(
  app: FastifyInstance,
  ctx: IdentityContext,
  dev: DevProvider,
): void {
  const at = (p: string) => `${DEV_PROVIDER_PATH}${p}`;

  app.get(at('/.well-known/openid-configuration'), { schema: { hide: true } }, async () => ({
    issuer: dev.issuer,
    authorization_endpoint: `${dev.issuer}/authorize`,
    token_endpoint: `${dev.issuer}/token`,
    jwks_uri: `${dev.issuer}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    scopes_supported: SCOPES,
    claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'nonce'],
    id_token_signing_alg_values_supported: [dev.key.alg],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  }));

  app.get(at('/jwks'), { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ keys: [dev.key.publicJwk] }),
  );

  /** Back to the client with the answer; `iss` (RFC 9207) lets the client see which provider answered. */
  const backToClient = (reply: FastifyReply, params: AuthorizeParams, answer: Record<string, string>) => {
    const url = new URL(params.redirect_uri);
    for (const [name, value] of Object.entries({ ...answer, state: params.state, iss: dev.issuer })) {
      if (value) url.searchParams.set(name, value);
    }
    return reply.code(303).header('cache-control', 'no-store').redirect(url.toString());
  };

  /** A request for another client or return address is refused on the page: redirecting it would be an open redirect. */
  const checkRequest = (reply: FastifyReply, params: AuthorizeParams) => {
    if (params.client_id !== dev.clientId || params.redirect_uri !== dev.redirectUri) {
      return html(reply, 400, renderRequestError('The application or its return address is not known here.'));
    }
    if (params.response_type !== 'code') {
      return backToClient(reply, params, { error: 'unsupported_response_type' });
    }
    if (!params.scope.split(' ').includes('openid'))
      return backToClient(reply, params, { error: 'invalid_scope' });
    if (params.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43,128}$/.test(params.code_challenge)) {
      return backToClient(reply, params, {
        error: 'invalid_request',
        error_description: 'PKCE with S256 is required',
      });
    }
    return null;
  };

  app.get(at('/authorize'), { schema: { hide: true } }, async (request, reply) => {
    const parsed = Authorize.safeParse(request.query ?? {});
    if (!parsed.success) return html(reply, 400, renderRequestError('The sign-in request is malformed.'));
    const refused = checkRequest(reply, parsed.data);
    if (refused) return refused;
    return html(
      reply,
      200,
      renderConsentPage({ companyName: dev.companyName, params: parsed.data, fields: DEMO_IDENTITY }),
    );
  });

  app.post(at('/authorize'), { schema: { hide: true } }, async (request, reply) => {
    const parsed = Consent.safeParse(request.body ?? {});
    if (!parsed.success) return html(reply, 400, renderRequestError('The sign-in request is malformed.'));
    const { given_name, family_name, email, email_verified, decision, ...params } = parsed.data;
    const refused = checkRequest(reply, params);
    if (refused) return refused;
    if (decision !== 'allow') return backToClient(reply, params, { error: 'access_denied' });
    const fields = {
      givenName: given_name.trim(),
      familyName: family_name.trim(),
      email: normaliseEmail(email),
      emailVerified: email_verified === 'true',
    };
    if (!fields.givenName || !fields.familyName || !isValidEmail(fields.email)) {
      const error = 'Please enter a given name, a family name and a valid email address.';
      return html(reply, 400, renderConsentPage({ companyName: dev.companyName, params, fields, error }));
    }
    const code = await createDevCode(
      ctx.db,
      {
        clientId: params.client_id,
        redirectUri: params.redirect_uri,
        codeChallenge: params.code_challenge,
        nonce: params.nonce || null,
        claims: {
          sub: devSubject(fields.email),
          email: fields.email,
          email_verified: fields.emailVerified,
          name: `${fields.givenName} ${fields.familyName}`,
          given_name: fields.givenName,
          family_name: fields.familyName,
        },
      },
      ctx.now(),
    );
    return backToClient(reply, params, { code });
  });

  app.post(at('/token'), { schema: { hide: true } }, async (request, reply) => {
    const parsed = TokenRequest.safeParse(request.body ?? {});
    if (!parsed.success) return oauthError(reply, 400, 'invalid_request');
    const body = parsed.data;
    const client = clientCredentials(request, body);
    if (client.id !== dev.clientId || !client.secret || !sameSecret(client.secret, dev.clientSecret)) {
      return oauthError(reply, 401, 'invalid_client');
    }
    if (body.grant_type !== 'authorization_code') return oauthError(reply, 400, 'unsupported_grant_type');
    const now = ctx.now();
    const grant = await consumeDevCode(ctx.db, body.code, now);
    if (
      !grant ||
      grant.clientId !== client.id ||
      grant.redirectUri !== body.redirect_uri ||
      !body.code_verifier ||
      !sameSecret(pkceChallenge(body.code_verifier), grant.codeChallenge)
    ) {
      return oauthError(reply, 400, 'invalid_grant');
    }
    const issuedAt = Math.floor(now.getTime() / 1000);
    const { sub, ...profile } = grant.claims;
    const idToken = await new SignJWT({ ...profile, ...(grant.nonce ? { nonce: grant.nonce } : {}) })
      .setProtectedHeader({ alg: dev.key.alg, kid: dev.key.kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(dev.issuer)
      .setAudience(client.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
      .sign(dev.key.privateKey);
    return reply
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send({
        access_token: randomToken(),
        token_type: 'Bearer',
        expires_in: ID_TOKEN_TTL_SECONDS,
        scope: SCOPES.join(' '),
        id_token: idToken,
      });
  });
}

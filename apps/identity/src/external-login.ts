import * as oidc from 'openid-client';
import { AppError } from '@shop/server-kit';
import type { AccountRow } from './accounts.ts';
import type { IdentityContext } from './context.ts';
import { accountForExternalIdentity } from './external-accounts.ts';
import { consumeExternalState, saveExternalState } from './external-states.ts';
import { IDENTITY_MESSAGES } from './messages.ts';
import type { OidcProviders } from './oidc-client.ts';
import { hashToken, sameSecret } from './secrets.ts';

// Sign-in through another provider by OpenID Connect (docs/decisions/0023): authorization code with PKCE, state and
// nonce, then the same single-use code back to the storefront that a password sign-in ends with.

const failed = () => new AppError('external_login_failed', [IDENTITY_MESSAGES.externalFailed]);
const SCOPE = 'openid email profile';

export interface StartInput {
  provider: string;
  /** The storefront's nonce, its origin (already checked) and the path to return to (already made safe). */
  nonce: string;
  origin: string;
  returnUrl: string;
  /** The random value of this browser's cookie, which the callback must bring back. */
  browserToken: string;
}

/** Saves what the callback needs and answers the provider's authorization address to send the browser to. */
export async function startExternalLogin(
  ctx: IdentityContext,
  providers: OidcProviders,
  input: StartInput,
): Promise<URL> {
  const provider = providers.get(input.provider);
  if (!provider) throw new AppError('unknown_provider', [IDENTITY_MESSAGES.unknownProvider]);
  let config: oidc.Configuration;
  try {
    config = await provider.configuration();
  } catch (err) {
    ctx.log?.warn({ err, provider: provider.name }, 'sign-in provider discovery failed');
    throw failed();
  }
  const state = oidc.randomState();
  const providerNonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await saveExternalState(
    ctx.db,
    state,
    {
      provider: provider.name,
      codeVerifier,
      providerNonce,
      browserHash: hashToken(input.browserToken),
      nonce: input.nonce,
      origin: input.origin,
      returnUrl: input.returnUrl,
    },
    ctx.now(),
  );
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: provider.redirectUri,
    scope: SCOPE,
    response_type: 'code',
    state,
    nonce: providerNonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

export interface FinishInput {
  provider: string;
  /** The callback's query string, as the provider sent it. */
  query: URLSearchParams;
  browserToken: string | undefined;
}

/** Where a finished sign-in goes back to, and how it went. */
export type FinishResult =
  | { origin: string; returnUrl: string; nonce: string; account: AccountRow }
  | { origin: string | null; returnUrl: string; error: AppError };

/**
 * Finishes a sign-in at the provider. The state must be one this service saved, unused and unexpired, for this
 * provider and this browser; openid-client then exchanges the code (with the PKCE verifier and the client secret)
 * and checks the ID token's signature, issuer, audience, expiry and nonce. A failure without a usable state has no
 * storefront to return to of its own (`origin: null`).
 */
export async function finishExternalLogin(
  ctx: IdentityContext,
  providers: OidcProviders,
  input: FinishInput,
): Promise<FinishResult> {
  const provider = providers.get(input.provider);
  const state = input.query.get('state') ?? '';
  const saved = provider ? await consumeExternalState(ctx.db, state, provider.name, ctx.now()) : null;
  if (!provider || !saved) return { origin: null, returnUrl: '/', error: failed() };
  const back = { origin: saved.origin, returnUrl: saved.returnUrl };
  if (!input.browserToken || !sameSecret(hashToken(input.browserToken), saved.browserHash)) {
    return { ...back, error: failed() };
  }
  const providerError = input.query.get('error');
  if (providerError) {
    const denied = providerError === 'access_denied';
    return {
      ...back,
      error: denied ? new AppError('external_login_denied', [IDENTITY_MESSAGES.externalDenied]) : failed(),
    };
  }
  let claims: oidc.IDToken | undefined;
  try {
    const config = await provider.configuration();
    const callbackUrl = new URL(provider.redirectUri);
    callbackUrl.search = input.query.toString();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: saved.codeVerifier,
      expectedState: state,
      expectedNonce: saved.providerNonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    ctx.log?.warn({ err, provider: provider.name }, 'sign-in provider answer refused');
    return { ...back, error: failed() };
  }
  if (!claims?.sub) return { ...back, error: failed() };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
  try {
    const account = await accountForExternalIdentity(
      ctx.db,
      {
        provider: provider.name,
        subject: claims.sub,
        email: text(claims.email) || null,
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      },
      ctx.now(),
    );
    return { ...back, nonce: saved.nonce, account };
  } catch (err) {
    if (err instanceof AppError) return { ...back, error: err };
    throw err;
  }
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorBody,
  IdentityProfile,
  SHOPPER_IP_HEADER,
  TokenErrorResponse,
  TokenResponse,
  type UpdateProfileBody,
} from '@shop/contracts';
import { IDENTITY_ERROR_MESSAGES } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { z } from 'zod';

// The storefront server's calls to the identity service (docs/decisions/0021, 0022). The identity service is a
// separate deployment: nothing of it is imported, only its contracts, and every failure becomes an AppError with a
// code of the closed list so the routes and pages can show the 000 §8 wording.

export interface IdentityClient {
  /** Back channel: the single-use code of a sign-in for the session's tokens. */
  exchangeCode(code: string): Promise<TokenResponse>;
  /** Back channel: new tokens for a refresh token (the old one is spent). */
  refresh(refreshToken: string): Promise<TokenResponse>;
  /** Ends the identity session of a refresh token; quiet when it is unknown already. */
  revoke(refreshToken: string): Promise<void>;
  getProfile(accessToken: string): Promise<IdentityProfile>;
  updateProfile(
    accessToken: string,
    body: UpdateProfileBody,
  ): Promise<{ profile: IdentityProfile; message: string }>;
}

export interface IdentityClientOptions {
  /** The identity service's base URL as the storefront's server reaches it. */
  baseUrl: string;
  clientId: string;
  /** The client secret; loaded on first use so the identity service may create the development one first. */
  clientSecret: () => Promise<string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const UpdateProfileAnswer = IdentityProfile.extend({ message: z.string().default('') });
const RevokeAnswer = z.object({ ok: z.literal(true) });

const unavailable = () => new AppError('service_unavailable', [IDENTITY_ERROR_MESSAGES.unavailable]);

export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  async function call<S extends z.ZodType>(
    schema: S,
    pathname: string,
    init: { method: 'GET' | 'POST'; body?: unknown; form?: Record<string, string>; token?: string },
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let response: Response;
    let payload: unknown;
    try {
      response = await doFetch(`${base}${pathname}`, {
        method: init.method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      payload = await response.json().catch(() => null);
    } catch {
      throw unavailable();
    }
    if (response.ok) {
      const parsed = schema.safeParse(payload);
      if (parsed.success) return parsed.data;
      throw unavailable();
    }
    throw errorFrom(response.status, payload);
  }

  const secretForm = async (fields: Record<string, string>) => {
    let secret: string;
    try {
      secret = await options.clientSecret();
    } catch {
      throw unavailable();
    }
    return { ...fields, client_id: options.clientId, client_secret: secret };
  };

  return {
    async exchangeCode(code) {
      const form = await secretForm({ grant_type: 'authorization_code', code });
      return call(TokenResponse, '/connect/token', { method: 'POST', form });
    },
    async refresh(refreshToken) {
      const form = await secretForm({ grant_type: 'refresh_token', refresh_token: refreshToken });
      return call(TokenResponse, '/connect/token', { method: 'POST', form });
    },
    async revoke(refreshToken) {
      const form = await secretForm({ token: refreshToken });
      await call(RevokeAnswer, '/connect/revoke', { method: 'POST', form });
    },
    getProfile: (accessToken) =>
      call(IdentityProfile, '/api/account/getprofile', { method: 'GET', token: accessToken }),
    async updateProfile(accessToken, body) {
      const { message, ...profile } = await call(UpdateProfileAnswer, '/api/account/updateprofile', {
        method: 'POST',
        body: { ...body, clientId: options.clientId },
        token: accessToken,
      });
      return { profile, message };
    },
  };
}

/**
 * What an error answer of the identity service means here. Its own error bodies carry a code of the shared list and
 * the shopper-facing sentences; the OAuth answers of the back channel name the grant problem. A refused client
 * secret is our misconfiguration, not the shopper's: it shows as the service being unavailable.
 */
export function errorFrom(status: number, payload: unknown): AppError {
  const oauth = TokenErrorResponse.safeParse(payload);
  if (oauth.success) {
    if (oauth.data.error === 'invalid_grant')
      return new AppError('invalid_grant', [IDENTITY_ERROR_MESSAGES.default]);
    if (oauth.data.error === 'invalid_client') return unavailable();
    return new AppError('bad_request', [IDENTITY_ERROR_MESSAGES.default]);
  }
  const body = ErrorBody.safeParse(payload);
  if (body.success && status < 500) {
    if (body.data.code === 'invalid_client') return unavailable();
    return new AppError(body.data.code, body.data.errors);
  }
  return unavailable();
}

/**
 * The client secret: IDENTITY_CLIENT_SECRET, else (development) the file the identity service creates under
 * DATA_DIR on its first start (apps/identity, `identity/client-secret`), read when first needed.
 */
export function clientSecretSource(config: {
  identityClientSecret: string | undefined;
  dataDir: string;
  production: boolean;
}): () => Promise<string> {
  let cached: string | undefined = config.identityClientSecret;
  return async () => {
    if (cached) return cached;
    if (config.production) throw new Error('IDENTITY_CLIENT_SECRET is not set');
    const stored = (await readFile(clientSecretFile(config.dataDir), 'utf8')).trim();
    if (!stored) throw new Error('the development client secret file is empty');
    cached = stored;
    return stored;
  };
}

export const clientSecretFile = (dataDir: string) => path.join(dataDir, 'identity', 'client-secret');

/** A fetch to the identity service made for one shopper: (url, init, the shopper's address). */
export type ShopperIdentityFetch = (url: string, init: RequestInit, shopperIp: string) => Promise<Response>;

/**
 * The pages call register, forgot-password and resend from the storefront's server. These calls carry the
 * storefront's client credentials and the shopper's address, so the identity service counts its per-client limits
 * per shopper (docs/decisions/0022). Only URLs of the identity service get the credentials.
 */
export function createShopperIdentityFetch(options: {
  baseUrl: string;
  clientId: string;
  clientSecret: () => Promise<string>;
  fetch?: typeof fetch;
}): ShopperIdentityFetch {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/`;
  const doFetch = options.fetch ?? fetch;
  return async (url, init, shopperIp) => {
    const headers = new Headers(init.headers);
    if (url.startsWith(base)) {
      // Without a secret (not yet created in development) the call still goes, counted under the server's address.
      const secret = await options.clientSecret().catch(() => null);
      if (secret) {
        const pair = `${encodeURIComponent(options.clientId)}:${encodeURIComponent(secret)}`;
        headers.set('authorization', `Basic ${Buffer.from(pair).toString('base64')}`);
        headers.set(SHOPPER_IP_HEADER, shopperIp);
      }
    }
    return doFetch(url, { ...init, headers });
  };
}

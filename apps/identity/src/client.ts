import { ErrorBody, TokenResponse } from '@shop/contracts';

// A small typed client of the back channel (docs/decisions/0021), for a server that holds the client secret. It
// imports nothing of the service but the contracts, so a storefront deployed apart can use it as it is.

export interface BackChannelOptions {
  /** The identity service's base URL, e.g. http://localhost:3001. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A refused call: `code` is the service's error code (`invalid_grant`, `invalid_client`…) or `service_unavailable`. */
export class BackChannelError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, status: number) {
    super(`identity back channel: ${code} (${status})`);
    this.name = 'BackChannelError';
    this.code = code;
    this.status = status;
  }
}

export interface BackChannel {
  exchangeCode(code: string): Promise<TokenResponse>;
  refreshTokens(refreshToken: string): Promise<TokenResponse>;
  revokeSession(refreshToken: string): Promise<void>;
}

export function createBackChannel(options: BackChannelOptions): BackChannel {
  const doFetch = options.fetch ?? fetch;
  const post = async (path: string, fields: Record<string, string>): Promise<unknown> => {
    let res: Response;
    try {
      res = await doFetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...fields,
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch {
      throw new BackChannelError('service_unavailable', 503);
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = ErrorBody.safeParse(body);
      throw new BackChannelError(error.success ? error.data.code : 'service_unavailable', res.status);
    }
    return body;
  };
  const tokens = async (fields: Record<string, string>) => {
    const parsed = TokenResponse.safeParse(await post('/connect/token', fields));
    if (!parsed.success) throw new BackChannelError('service_unavailable', 502);
    return parsed.data;
  };
  return {
    exchangeCode: (code) => tokens({ grant_type: 'authorization_code', code }),
    refreshTokens: (refreshToken) => tokens({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async revokeSession(refreshToken) {
      await post('/connect/revoke', { token: refreshToken });
    },
  };
}

import { describe, expect, it } from 'vitest';
import { AppError } from '@shop/server-kit';
import { createIdentityClient, createShopperIdentityFetch, errorFrom } from './identity-client.ts';

const tokens = {
  access_token: 'a',
  id_token: 'i',
  refresh_token: 'r',
  token_type: 'Bearer',
  expires_in: 900,
};

function client(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const seen: { url: string; init: RequestInit }[] = [];
  const c = createIdentityClient({
    baseUrl: 'http://identity.test/',
    clientId: 'storefront',
    clientSecret: async () => 's'.repeat(32),
    timeoutMs: 50,
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return answer(url, init);
    }) as typeof fetch,
  });
  return { c, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('identity client', () => {
  it('exchanges a code on the back channel with the client credentials, form-encoded', async () => {
    const { c, seen } = client(() => json(200, tokens));
    expect(await c.exchangeCode('abc')).toEqual(tokens);
    expect(seen[0]?.url).toBe('http://identity.test/connect/token');
    const form = new URLSearchParams(String(seen[0]?.init.body));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'authorization_code',
      code: 'abc',
      client_id: 'storefront',
      client_secret: 's'.repeat(32),
    });
  });

  it('maps failures to listed codes', async () => {
    const failing = async (answer: (url: string, init: RequestInit) => Response | Promise<Response>) => {
      const { c } = client(answer);
      return c.refresh('r').catch((err: unknown) => err as AppError);
    };
    expect(await failing(() => json(400, { error: 'invalid_grant' }))).toMatchObject({
      code: 'invalid_grant',
    });
    expect(await failing(() => json(401, { error: 'invalid_client' }))).toMatchObject({
      code: 'service_unavailable',
    });
    expect(await failing(() => json(500, { oops: true }))).toMatchObject({ code: 'service_unavailable' });
    expect(await failing(() => json(200, { not: 'tokens' }))).toMatchObject({ code: 'service_unavailable' });
    expect(
      await failing(() => {
        throw new TypeError('fetch failed');
      }),
    ).toMatchObject({
      code: 'service_unavailable',
      messages: ['Service currently unavailable. Please try again later'],
    });
    // A hanging service: the client's timeout aborts the request.
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    expect(await failing(hang)).toMatchObject({ code: 'service_unavailable' });
  });

  it("passes the identity service's own error codes and messages through", () => {
    const err = errorFrom(400, {
      status: 400,
      code: 'email_taken',
      message: 'x',
      errors: ['An account with this email address already exists.'],
    });
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'email_taken',
      messages: ['An account with this email address already exists.'],
    });
  });

  it('sends the access token as a bearer for the profile', async () => {
    const { c, seen } = client(() =>
      json(401, { status: 401, code: 'unauthorized', message: 'x', errors: [] }),
    );
    await expect(c.getProfile('tok')).rejects.toMatchObject({ code: 'unauthorized' });
    expect((seen[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });
});

describe("calls made for a shopper from the pages' server", () => {
  const seen: { url: string; headers: Headers }[] = [];
  const record = async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), headers: new Headers(init?.headers) });
    return Response.json({ ok: true });
  };

  it("carries the client credentials and the shopper's address to the identity service only", async () => {
    const call = createShopperIdentityFetch({
      baseUrl: 'http://identity.test/',
      clientId: 'storefront',
      clientSecret: async () => 'secret:with/odd chars',
      fetch: record,
    });
    await call('http://identity.test/api/account/register', { method: 'POST' }, '203.0.113.9');
    await call('http://elsewhere.test/api/account/register', { method: 'POST' }, '203.0.113.9');
    const [identity, other] = seen;
    const basic = identity!.headers.get('authorization')!.replace(/^Basic /, '');
    expect(Buffer.from(basic, 'base64').toString()).toBe(`storefront:${encodeURIComponent('secret:with/odd chars')}`);
    expect(identity!.headers.get('x-shopper-ip')).toBe('203.0.113.9');
    expect(other!.headers.get('authorization')).toBeNull();
    expect(other!.headers.get('x-shopper-ip')).toBeNull();
  });

  it('still calls, without credentials, while no secret can be read', async () => {
    seen.length = 0;
    const call = createShopperIdentityFetch({
      baseUrl: 'http://identity.test',
      clientId: 'storefront',
      clientSecret: async () => {
        throw new Error('not created yet');
      },
      fetch: record,
    });
    expect((await call('http://identity.test/api/account/forgotpassword', {}, '203.0.113.9')).ok).toBe(true);
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackChannelError, createBackChannel } from './client.ts';
import { CLIENT_SECRET, SHOP, startTestIdentity, type TestIdentity } from './test-support.ts';

let t: TestIdentity;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestIdentity();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await t.register('client@example.com');
});
afterAll(async () => t.close());

const codeFor = async () => {
  const res = await t.form('/api/account/login-redir', {
    email: 'client@example.com',
    password: 'plum kettle orbit',
    origin: SHOP,
    nonce: 'n',
    returnUrl: '/',
  });
  return new URL(String(res.headers.location)).searchParams.get('code')!;
};

describe('back-channel client', () => {
  it('exchanges a code, refreshes and revokes over HTTP', async () => {
    const channel = createBackChannel({ baseUrl, clientId: 'storefront', clientSecret: CLIENT_SECRET });
    const first = await channel.exchangeCode(await codeFor());
    const second = await channel.refreshTokens(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await channel.revokeSession(second.refresh_token);
    await expect(channel.refreshTokens(second.refresh_token)).rejects.toMatchObject({
      code: 'invalid_grant',
    });
  });

  it('names a wrong secret and an unreachable service', async () => {
    const wrong = createBackChannel({ baseUrl, clientId: 'storefront', clientSecret: 'wrong' });
    await expect(wrong.exchangeCode(await codeFor())).rejects.toMatchObject({
      code: 'invalid_client',
      status: 401,
    });
    const dead = createBackChannel({
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'storefront',
      clientSecret: 'x',
    });
    await expect(dead.exchangeCode('c')).rejects.toBeInstanceOf(BackChannelError);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPPER_IP_HEADER } from '@shop/contracts';
import { signInErrorMessage } from '@shop/domain';
import { buildIdentity } from './app.ts';
import { loadIdentityConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import { CLIENT_SECRET, SHOP, startTestIdentity, type TestIdentity } from './test-support.ts';

const PASSWORD = 'plum kettle orbit';

const errorOf = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location)).searchParams.get('error');

describe('lockout after ten wrong passwords in a row', () => {
  let now = new Date('2030-01-01T00:00:00Z');
  let t: TestIdentity;
  beforeAll(async () => {
    t = await startTestIdentity({}, { now: () => now });
    await t.register('lock@example.com');
  });
  afterAll(async () => t.close());
  const attempt = (email: string, password: string) =>
    t.form('/api/account/login-redir', { email, password, origin: SHOP, nonce: 'n', returnUrl: '/' });

  it('locks on the tenth, for 15 minutes, even against the right password, then lets the owner in', async () => {
    for (let i = 1; i <= 9; i += 1)
      expect(errorOf(await attempt('lock@example.com', `wrong ${i} password`))).toBe('invalid_login');
    expect(errorOf(await attempt('lock@example.com', 'wrong 10 password'))).toBe('account_locked');
    expect(errorOf(await attempt('lock@example.com', PASSWORD))).toBe('account_locked');
    now = new Date(now.getTime() + 14 * 60 * 1000);
    expect(errorOf(await attempt('lock@example.com', PASSWORD))).toBe('account_locked');
    now = new Date(now.getTime() + 2 * 60 * 1000);
    expect(errorOf(await attempt('lock@example.com', PASSWORD))).toBeNull();
  });

  it('answers an unknown e-mail the same way, so a lock does not reveal an account', async () => {
    for (let i = 1; i <= 9; i += 1)
      expect(errorOf(await attempt('ghost@example.com', `wrong ${i} password`))).toBe('invalid_login');
    expect(errorOf(await attempt('ghost@example.com', 'wrong 10 password'))).toBe('account_locked');
  });

  it('gives the locked answer a clear message', () => {
    expect(signInErrorMessage('account_locked')).toMatch(/locked .* try again in 15 minutes/);
  });
});

describe('rate limits per account and per client', () => {
  let t: TestIdentity;
  beforeAll(async () => {
    t = await startTestIdentity(
      {},
      {
        limits: {
          signInPerAccount: 3,
          signInPerClient: 5,
          registerPerClient: 2,
          mailPerAccount: 2,
          mailPerClient: 4,
        },
      },
    );
  });
  afterAll(async () => t.close());

  it('limits sign-in per account, then per client', async () => {
    const attempt = (email: string) =>
      t.form('/api/account/login-redir', {
        email,
        password: 'wrong password',
        origin: SHOP,
        nonce: 'n',
        returnUrl: '/',
      });
    for (let i = 0; i < 3; i += 1) expect(errorOf(await attempt('a@example.com'))).toBe('invalid_login');
    expect(errorOf(await attempt('a@example.com'))).toBe('rate_limited');
    expect(errorOf(await attempt('b@example.com'))).toBe('invalid_login');
    expect(errorOf(await attempt('c@example.com'))).toBe('rate_limited');
  });

  it('limits registration per client', async () => {
    expect((await t.register('r1@example.com')).statusCode).toBe(201);
    expect((await t.register('r2@example.com')).statusCode).toBe(201);
    const third = await t.register('r3@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('limits forgot-password and resend mail per account and per client', async () => {
    const forgot = (email: string) => t.json('/api/account/forgotpassword', { email });
    expect((await forgot('r1@example.com')).statusCode).toBe(200);
    expect((await t.json('/api/account/resendconfirmemail', { email: 'r1@example.com' })).statusCode).toBe(
      200,
    );
    expect((await forgot('r1@example.com')).statusCode).toBe(429);
    expect((await forgot('r2@example.com')).statusCode).toBe(200);
    // r2's own budget has room left: the client's is spent.
    expect((await forgot('r2@example.com')).statusCode).toBe(429);
  });
});

describe("the shopper's address the storefront forwards", () => {
  let t: TestIdentity;
  beforeAll(async () => {
    t = await startTestIdentity({}, { limits: { registerPerClient: 1 } });
  });
  afterAll(async () => t.close());
  const storefront = `Basic ${Buffer.from(`storefront:${CLIENT_SECRET}`).toString('base64')}`;
  const registerAs = (email: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers,
      payload: { email, password: PASSWORD, firstName: 'Jo', lastName: 'Bloggs' },
    });

  it("counts each shopper on their own when the storefront's server calls with its credentials", async () => {
    const first = await registerAs('ip1@example.com', {
      authorization: storefront,
      [SHOPPER_IP_HEADER]: '203.0.113.1',
    });
    expect(first.statusCode).toBe(201);
    const other = await registerAs('ip2@example.com', {
      authorization: storefront,
      [SHOPPER_IP_HEADER]: '203.0.113.2',
    });
    expect(other.statusCode).toBe(201);
    const again = await registerAs('ip3@example.com', {
      authorization: storefront,
      [SHOPPER_IP_HEADER]: '203.0.113.1',
    });
    expect(again.statusCode).toBe(429);
  });

  it('ignores the header without the credentials, or with a wrong secret or a value that is no address', async () => {
    const wrong = `Basic ${Buffer.from('storefront:not-the-secret').toString('base64')}`;
    // The test's own address spends its one registration; every later claim falls back to that address.
    expect((await registerAs('own@example.com', {})).statusCode).toBe(201);
    const claims: Record<string, string>[] = [
      { [SHOPPER_IP_HEADER]: '198.51.100.7' },
      { authorization: wrong, [SHOPPER_IP_HEADER]: '198.51.100.8' },
      { authorization: storefront, [SHOPPER_IP_HEADER]: 'not-an-address' },
    ];
    for (const [i, headers] of claims.entries()) {
      expect((await registerAs(`claim${i}@example.com`, headers)).statusCode).toBe(429);
    }
  });
});

describe('demo accounts', () => {
  it('are created in an empty service outside production, a customer and a staff member who sign in', async () => {
    const t = await startTestIdentity({}, { seedDemo: true });
    try {
      const [customer, staff] = DEMO_ACCOUNTS;
      const shopper = await t.signIn(customer.email, customer.password);
      const profile = await t.app.inject({
        url: '/api/account/getprofile',
        headers: { authorization: `Bearer ${shopper.access_token}` },
      });
      expect(profile.json()).toMatchObject({
        email: 'shopper@example.com',
        winningUserId: null,
        emailConfirmed: true,
      });
      const staffTokens = await t.signIn(staff.email, staff.password);
      const staffProfile = await t.app.inject({
        url: '/api/account/getprofile',
        headers: { authorization: `Bearer ${staffTokens.access_token}` },
      });
      expect(staffProfile.json()).toMatchObject({
        winningUserId: staff.winningUserId,
        salespersonCode: staff.salespersonCode,
      });
      // A second start finds accounts and adds none.
      const again = await buildIdentity({
        ...loadIdentityConfig({ DATA_DIR: t.dir, LOG_LEVEL: 'silent' }),
        db: t.handle.db,
      });
      await again.close();
      expect((await t.register(customer.email)).json()).toMatchObject({ code: 'email_taken' });
    } finally {
      await t.close();
    }
  });
});

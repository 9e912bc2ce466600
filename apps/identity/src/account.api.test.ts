import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { IdentityProfile } from '@shop/contracts';
import { IDENTITY_ERROR_MESSAGES, identityErrorMessage } from '@shop/domain';
import { loadOrCreateKeyPair } from '@shop/server-kit';
import { signIdToken } from './tokens.ts';
import { SHOP, startTestIdentity, tokenOf, type TestIdentity } from './test-support.ts';

let t: TestIdentity;
const PASSWORD = 'plum kettle orbit';

beforeAll(async () => {
  t = await startTestIdentity();
});
afterAll(async () => t.close());

const profileOf = async (accessToken: string) =>
  t.app.inject({ url: '/api/account/getprofile', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/account/register', () => {
  it('creates an account with the e-mail lower-cased and sends a confirmation link', async () => {
    const res = await t.json('/api/account/register', {
      email: ' New.Shopper@Example.COM ',
      password: PASSWORD,
      firstName: 'New',
      lastName: 'Shopper',
      phone: '0412 345 678',
      clientId: 'storefront',
      ABN: '51 824 753 556',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ok: true, userId: expect.any(String) });
    const link = await t.lastLink('new.shopper@example.com');
    expect(link).toMatch(new RegExp(`^${SHOP}/account/confirm-email\\?token=`));
    const tokens = await t.signIn('new.shopper@example.com', PASSWORD);
    const profile = IdentityProfile.parse((await profileOf(tokens.access_token)).json());
    expect(profile).toMatchObject({
      email: 'new.shopper@example.com',
      emailConfirmed: false,
      abn: '51824753556',
    });
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    await t.register('taken@example.com');
    const res = await t.register('TAKEN@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'email_taken' });
  });

  it.each([
    ['a short password', { password: 'short' }, 'weak_password', /at least 8/],
    ['a common password', { password: 'Password123' }, 'weak_password', /too common/],
    ['a bad e-mail', { email: 'not-an-email' }, 'validation_failed', /valid email/],
    ['a bad ABN', { ABN: '51 824 753 557' }, 'validation_failed', /valid ABN/],
    ['a bad phone', { phone: '123' }, 'validation_failed', /valid phone/],
    ['no first name', { firstName: '' }, 'validation_failed', /first name/],
  ])('refuses %s with its message', async (_name, change, code, message) => {
    const res = await t.json('/api/account/register', {
      email: `x${Math.random().toString(36).slice(2)}@example.com`,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: string[] }>();
    expect(body.code).toBe(code);
    expect(identityErrorMessage(body)).toMatch(message);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail has an account, and mails only a real one', async () => {
    await t.register('forgetful@example.com');
    const real = await t.json('/api/account/forgotpassword', {
      clientId: 'storefront',
      email: 'Forgetful@example.com',
    });
    const none = await t.json('/api/account/forgotpassword', {
      clientId: 'storefront',
      email: 'ghost@example.com',
    });
    expect(real.statusCode).toBe(200);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe(real.body);
    expect(await t.lastLink('forgetful@example.com')).toMatch(/\/account\/reset-password\?token=/);
    expect(await t.lastLink('ghost@example.com')).toBeNull();
  });

  it('resets once with the link, ends the old sessions, and the link then stops working', async () => {
    await t.register('reset@example.com');
    const before = await t.signIn('reset@example.com', PASSWORD);
    await t.json('/api/account/forgotpassword', { email: 'reset@example.com' });
    const token = tokenOf(await t.lastLink('reset@example.com'));
    expect((await t.json('/api/account/resetpassword', { token, password: 'short' })).json()).toMatchObject({
      code: 'weak_password',
    });
    const res = await t.json('/api/account/resetpassword', { token, password: 'new plum kettle' });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.token({ grant_type: 'refresh_token', refresh_token: before.refresh_token })).statusCode,
    ).toBe(400);
    await t.signIn('reset@example.com', 'new plum kettle');
    const again = await t.json('/api/account/resetpassword', { token, password: 'another plum kettle' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'token_invalid' });
  });

  it('honours only the newest link, and no link after its hour', async () => {
    let now = new Date();
    const timed = await startTestIdentity({}, { now: () => now });
    try {
      await timed.register('late@example.com');
      await timed.json('/api/account/forgotpassword', { email: 'late@example.com' });
      const older = tokenOf(await timed.lastLink('late@example.com'));
      await timed.json('/api/account/forgotpassword', { email: 'late@example.com' });
      const newer = tokenOf(await timed.lastLink('late@example.com'));
      expect(newer).not.toBe(older);
      expect(
        (await timed.json('/api/account/resetpassword', { token: older, password: 'new plum kettle' }))
          .statusCode,
      ).toBe(400);
      now = new Date(now.getTime() + 61 * 60 * 1000);
      expect(
        (await timed.json('/api/account/resetpassword', { token: newer, password: 'new plum kettle' }))
          .statusCode,
      ).toBe(400);
    } finally {
      await timed.close();
    }
  });
});

describe('confirm e-mail', () => {
  it('confirms once with the link, and resends only for an unconfirmed account (same answer always)', async () => {
    await t.register('confirm@example.com');
    const first = tokenOf(await t.lastLink('confirm@example.com'));
    const resend = await t.json('/api/account/resendconfirmemail', {
      clientId: 'storefront',
      email: 'confirm@example.com',
    });
    const ghost = await t.json('/api/account/resendconfirmemail', {
      clientId: 'storefront',
      email: 'ghost2@example.com',
    });
    expect(resend.body).toBe(ghost.body);
    const token = tokenOf(await t.lastLink('confirm@example.com'));
    expect(token).not.toBe(first);
    expect((await t.app.inject({ url: `/api/account/confirmemail/${first}` })).statusCode).toBe(400);
    const ok = await t.app.inject({ url: `/api/account/confirmemail/${token}` });
    expect(ok.statusCode).toBe(200);
    const used = await t.app.inject({ url: `/api/account/confirmemail/${token}` });
    expect(used.json()).toMatchObject({ code: 'token_invalid' });
    const tokens = await t.signIn('confirm@example.com', PASSWORD);
    expect((await profileOf(tokens.access_token)).json()).toMatchObject({ emailConfirmed: true });
  });

  it('refuses an unknown token', async () => {
    expect((await t.app.inject({ url: '/api/account/confirmemail/nope' })).statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('answers the profile for an access token only', async () => {
    await t.register('profile@example.com');
    const tokens = await t.signIn('profile@example.com', PASSWORD);
    expect(IdentityProfile.parse((await profileOf(tokens.access_token)).json())).toMatchObject({
      firstName: 'Jo',
      winningUserId: null,
    });
    expect((await t.app.inject({ url: '/api/account/getprofile' })).statusCode).toBe(401);
    expect((await profileOf(tokens.id_token)).statusCode).toBe(401);
  });

  it('refuses a token signed by another key', async () => {
    await t.register('forged@example.com');
    const tokens = await t.signIn('forged@example.com', PASSWORD);
    const sub = (await profileOf(tokens.access_token)).json<{ userId: string }>().userId;
    const other = await loadOrCreateKeyPair({
      alg: 'ES256',
      kid: 'identity-1',
      file: `${t.dir}/other-key.json`,
    });
    const forged = await new SignJWT({ client_id: 'storefront' })
      .setProtectedHeader({ alg: 'ES256', kid: 'identity-1', typ: 'at+jwt' })
      .setSubject(sub)
      .setIssuer('http://identity.test')
      .setAudience('storefront')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(other.privateKey);
    expect((await profileOf(forged)).statusCode).toBe(401);
    const forgedId = await signIdToken(other, {
      sub,
      issuer: 'http://identity.test',
      audience: 'storefront',
      nonce: 'n',
      sid: 's',
      email: 'forged@example.com',
      givenName: 'F',
      familyName: 'G',
    });
    expect((await profileOf(forgedId)).statusCode).toBe(401);
  });

  it('updates the changed fields, and a new e-mail needs confirming', async () => {
    await t.register('change@example.com');
    const tokens = await t.signIn('change@example.com', PASSWORD);
    const res = await t.json(
      '/api/account/updateprofile',
      {
        firstName: 'Joanne',
        firstNameChanged: true,
        lastName: 'ignored',
        lastNameChanged: false,
        email: 'Changed@Example.com',
        emailChanged: true,
      },
      tokens.access_token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Joanne',
      lastName: 'Bloggs',
      email: 'changed@example.com',
      emailConfirmed: false,
    });
    expect(await t.lastLink('changed@example.com')).toMatch(/confirm-email/);
  });

  it('changes, checks and removes the phone number', async () => {
    await t.register('phone@example.com');
    const tokens = await t.signIn('phone@example.com', PASSWORD);
    const change = (phone: string) =>
      t.json('/api/account/updateprofile', { phone, phoneChanged: true }, tokens.access_token);
    const set = await change(' 0412 345 678 ');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ phone: '0412 345 678', firstName: 'Jo' });
    const bad = await change('12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      errors: ['Please enter a valid phone number'],
    });
    const removed = await change('');
    expect(removed.json()).toMatchObject({ phone: null });
  });

  it("gives 'Invalid login' for a change without a valid token, and refuses a taken e-mail", async () => {
    const res = await t.json('/api/account/updateprofile', { email: 'x@example.com', emailChanged: true });
    expect(res.statusCode).toBe(400);
    expect(identityErrorMessage(res.json())).toBe(IDENTITY_ERROR_MESSAGES.invalidLogin);
    await t.register('holder@example.com');
    await t.register('mover@example.com');
    const tokens = await t.signIn('mover@example.com', PASSWORD);
    const taken = await t.json(
      '/api/account/updateprofile',
      { email: 'holder@example.com', emailChanged: true },
      tokens.access_token,
    );
    expect(taken.json()).toMatchObject({ code: 'email_taken' });
    const other = await t.json(
      '/api/account/updateprofile',
      { userId: 'someone-else', firstName: 'X', firstNameChanged: true },
      tokens.access_token,
    );
    expect(other.json()).toMatchObject({ code: 'invalid_login' });
  });
});

describe('development outbox', () => {
  it('lists the mail newest first with clickable links to the storefront', async () => {
    await t.register('outbox@example.com');
    const res = await t.app.inject({ url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Development outbox</h1>');
    expect(res.body).toMatch(
      new RegExp(`<a href="${SHOP}/account/confirm-email\\?token=[^"]+">Confirm my email address</a>`),
    );
    expect(res.body.indexOf('outbox@example.com')).toBeLessThan(res.body.indexOf('new.shopper@example.com'));
  });

  it('is off in production', async () => {
    const prod = await startTestIdentity({ PRODUCTION: 'true' });
    try {
      expect((await prod.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

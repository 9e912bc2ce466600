import '../components/testing/polyfills.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAction, stubIdentity } from '../components/account/route-test-support.ts';
import { runLoader } from '../test/catalogue.tsx';
import * as confirmEmail from './account-confirm-email.tsx';
import * as forgot from './account-forgot-password.tsx';
import * as register from './account-register.tsx';
import * as reset from './account-reset-password.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REGISTER = {
  firstName: 'Sam',
  lastName: 'Shopper',
  email: 'sam@example.com',
  password: 'kettle plum garden',
  phone: '',
  ABN: '',
};

describe('register action', () => {
  it('checks the fields with the shared schema first and never echoes the password', async () => {
    const calls = stubIdentity({});
    const { result } = await runAction(register.action, {
      url: '/account/register',
      form: { ...REGISTER, firstName: ' ', email: 'nope' },
    });
    expect(result).toMatchObject({
      ok: false,
      message: null,
      fields: { firstName: 'Please enter your first name', email: 'Please enter a valid email address' },
    });
    expect((result as { values: Record<string, string> }).values).not.toHaveProperty('password');
    expect(calls).toEqual([]);
  });

  it('posts the RegisterBody fields to identity and reports success', async () => {
    const calls = stubIdentity({ '/api/account/register': [201, { ok: true, userId: 'u1' }] });
    const { result } = await runAction(register.action, { url: '/account/register', form: REGISTER });
    expect(result).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({
      url: 'http://id.example/api/account/register',
      method: 'POST',
      body: {
        email: 'sam@example.com',
        password: 'kettle plum garden',
        firstName: 'Sam',
        lastName: 'Shopper',
      },
    });
  });

  it('joins the service errors with blank lines, and says unavailable when it cannot be reached', async () => {
    stubIdentity({
      '/api/account/register': [
        400,
        { status: 400, code: 'weak_password', message: 'x', errors: ['One.', 'Two.'] },
      ],
    });
    const refused = await runAction(register.action, { url: '/account/register', form: REGISTER });
    expect(refused.result).toMatchObject({ ok: false, message: 'One.\n\nTwo.' });
    stubIdentity({});
    const down = await runAction(register.action, { url: '/account/register', form: REGISTER });
    expect(down.result).toMatchObject({
      ok: false,
      message: 'Service currently unavailable. Please try again later',
    });
  });

  it("gives 000 §8's default when the service's answer has no list", async () => {
    stubIdentity({ '/api/account/register': [400, { oops: true }] });
    const { result } = await runAction(register.action, { url: '/account/register', form: REGISTER });
    expect(result).toMatchObject({ message: 'Something has gone wrong, Please try again.' });
  });
});

describe('forgot and reset password actions', () => {
  it('forgot password: one confirmation whatever the address', async () => {
    const calls = stubIdentity({ '/api/account/forgotpassword': [200, { ok: true, message: 'sent' }] });
    const { result } = await runAction(forgot.action, {
      url: '/account/forgot-password',
      form: { email: 'who@example.com' },
    });
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.body).toEqual({ email: 'who@example.com' });
  });

  it('reset password: a short password or two different ones never reach identity', async () => {
    const calls = stubIdentity({ '/api/account/resetpassword': [200, { ok: true, message: 'done' }] });
    const short = await runAction(reset.action, {
      url: '/account/reset-password',
      form: { token: 't', password: 'short', repeatPassword: 'short' },
    });
    expect(short.result).toMatchObject({
      fields: { password: 'Your password must be at least 8 characters long.' },
    });
    const mismatch = await runAction(reset.action, {
      url: '/account/reset-password',
      form: { token: 't', password: 'kettle plum garden', repeatPassword: 'kettle plum gardens' },
    });
    expect(mismatch.result).toMatchObject({ fields: { repeatPassword: 'The two passwords do not match.' } });
    expect(calls).toEqual([]);
    const done = await runAction(reset.action, {
      url: '/account/reset-password',
      form: { token: 't', password: 'kettle plum garden', repeatPassword: 'kettle plum garden' },
    });
    expect(done.result).toEqual({ ok: true });
    expect(calls[0]?.body).toEqual({ token: 't', password: 'kettle plum garden' });
  });

  it('reset password without a token says the link is invalid', async () => {
    stubIdentity({});
    const { result } = await runAction(reset.action, {
      url: '/account/reset-password',
      form: { token: '', password: 'kettle plum garden', repeatPassword: 'kettle plum garden' },
    });
    expect(result).toMatchObject({ ok: false, message: 'This link is invalid or has expired.' });
  });
});

describe('confirm e-mail', () => {
  it('confirms through identity on load, and shows the resend form for a spent link', async () => {
    const calls = stubIdentity({ '/api/account/confirmemail/good': [200, { ok: true, message: 'ok' }] });
    const site = { identityUrl: 'http://id.example' };
    const good = await runLoader(confirmEmail.loader, {
      url: '/account/confirm-email?token=good',
      answers: {},
      site,
    });
    expect((good.result as { confirmed: boolean }).confirmed).toBe(true);
    expect(calls[0]).toMatchObject({ url: 'http://id.example/api/account/confirmemail/good', method: 'GET' });
    const spent = await runLoader(confirmEmail.loader, {
      url: '/account/confirm-email?token=spent',
      answers: {},
      site,
    });
    expect((spent.result as { confirmed: boolean }).confirmed).toBe(false);
  });

  it('resends a link with the service sentence', async () => {
    stubIdentity({ '/api/account/resendconfirmemail': [200, { ok: true, message: 'Check your inbox.' }] });
    const { result } = await runAction(confirmEmail.action, {
      url: '/account/confirm-email',
      form: { email: 'sam@example.com' },
    });
    expect(result).toEqual({ ok: true, message: 'Check your inbox.' });
  });
});

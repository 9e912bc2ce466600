import '../components/testing/polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountInfo } from '@shop/contracts';
import { runAction, SIGNED_IN, stubIdentity } from '../components/account/route-test-support.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import * as account from './account.tsx';
import * as register from './account-register.tsx';

// Every phone field is judged with the site's own country (000 §5): AU and NZ numbers both pass, and a near miss is
// worded for the country the shopper is in.

afterEach(() => {
  vi.unstubAllGlobals();
});

const REGISTER = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.co.nz',
  password: 'kettle plum garden',
  ABN: '',
};

const ME: AccountInfo = {
  userId: 'u1',
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.co.nz',
  emailConfirmed: true,
  phone: null,
  winningUserId: null,
  winningCmsUrl: null,
  salespersonCode: null,
  isStaff: false,
};

describe('register', () => {
  it('words a short NZ mobile for the NZ site and the AU site differently, before the identity service', async () => {
    const calls = stubIdentity({});
    const nz = await runAction(register.action, {
      url: '/account/register',
      site: { theme: 'aol-nz', country: 'NZ' },
      form: { ...REGISTER, phone: '021 12' },
    });
    expect(nz.result).toMatchObject({
      ok: false,
      fields: { phone: 'Please enter a valid New Zealand mobile number' },
    });
    const au = await runAction(register.action, {
      url: '/account/register',
      form: { ...REGISTER, phone: '0412 34' },
    });
    expect(au.result).toMatchObject({
      ok: false,
      fields: { phone: 'Please enter a valid Australian mobile number' },
    });
    expect(calls).toEqual([]);
  });

  it('sends a NZ mobile on to the identity service', async () => {
    const calls = stubIdentity({ '/api/account/register': [201, { ok: true, userId: 'u1' }] });
    const { result } = await runAction(register.action, {
      url: '/account/register',
      site: { theme: 'aol-nz', country: 'NZ' },
      form: { ...REGISTER, phone: '+64 21 123 4567' },
    });
    expect(result).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });
});

describe('account profile', () => {
  const profile = { intent: 'profile', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.co.nz' };

  it("refuses a short NZ mobile with the NZ site's wording, and saves a whole one", async () => {
    const refused = methodFetch({ 'GET /api/account': ME });
    const bad = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api: refused,
      site: { theme: 'aol-nz', country: 'NZ' },
      form: { ...profile, phone: '022 12' },
    });
    expect(bad.result).toMatchObject({
      ok: false,
      fields: { phone: 'Please enter a valid New Zealand mobile number' },
    });
    expect(refused.calls.some((c) => c.method === 'PATCH')).toBe(false);

    const api = methodFetch({
      'GET /api/account': ME,
      'PATCH /api/account': { ...ME, phone: '09 300 1234', message: 'Your details have been saved.' },
    });
    const good = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api,
      site: { theme: 'aol-nz', country: 'NZ' },
      form: { ...profile, phone: '09 300 1234' },
    });
    expect(good.result).toMatchObject({ intent: 'profile', ok: true });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ phone: '09 300 1234' });
  });
});

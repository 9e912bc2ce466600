import { describe, expect, it } from 'vitest';
import { SHARED_RENDER_HEADER } from '@shop/contracts/web';
import { createWebApiClient } from '@shop/contracts/web-client';
import { fakeApiFetch } from '../../test/fixtures.ts';
import { loadHeaderAccount, showLoginTarget } from './header-account.server.ts';
import { ACCOUNT_AFTER_LOAD } from './header-account.ts';

const at = (path: string) => new Request(`http://localhost${path}`);

describe('showlogin', () => {
  it('sends a visitor to sign-in, returning to the address without the key, whatever its letter case', () => {
    expect(showLoginTarget(at('/c/fridges?ShowLogin=true&page=2'), '/account/login', false)).toBe(
      '/account/login?returnUrl=%2Fc%2Ffridges%3Fpage%3D2',
    );
    expect(showLoginTarget(at('/?showlogin'), '/account/login', false)).toBe('/account/login?returnUrl=%2F');
  });

  it('does nothing without the key or when already signed in', () => {
    expect(showLoginTarget(at('/c/fridges?page=2'), '/account/login', false)).toBeNull();
    expect(showLoginTarget(at('/?SHOWLOGIN=1'), '/account/login', true)).toBeNull();
  });
});

describe('header account', () => {
  it('asks for the account only with a session, and keeps only the first name', async () => {
    const { fetch, calls } = fakeApiFetch({
      '/api/account': { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com' },
    });
    const api = createWebApiClient({ baseUrl: '', fetch });
    expect(await loadHeaderAccount(api, false, at('/'))).toBeNull();
    expect(calls).toEqual([]);
    expect(await loadHeaderAccount(api, true, at('/'))).toEqual({ firstName: 'Sam' });
  });

  it('leaves the account of a shared page to after load, asking nothing', async () => {
    const { fetch, calls } = fakeApiFetch({ '/api/account': { firstName: 'Sam' } });
    const api = createWebApiClient({ baseUrl: '', fetch });
    const shared = new Request('http://localhost/c/fridges', { headers: { [SHARED_RENDER_HEADER]: '1' } });
    expect(await loadHeaderAccount(api, false, shared)).toBe(ACCOUNT_AFTER_LOAD);
    expect(calls).toEqual([]);
  });

  it('shows the signed-out header when the call fails', async () => {
    const api = createWebApiClient({ baseUrl: '', fetch: fakeApiFetch({}).fetch });
    expect(await loadHeaderAccount(api, true, at('/'))).toBeNull();
  });
});

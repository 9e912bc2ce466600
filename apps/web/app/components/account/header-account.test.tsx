import '../testing/polyfills.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ShopperState } from '@shop/contracts';
import { resetAccountStore } from '../../lib/account-store.ts';
import { cartFixture, methodFetch } from '../../test/cart-fixtures.ts';
import { AccountMenu } from '../shell/AccountMenu.tsx';
import { ACCOUNT_AFTER_LOAD, useHeaderAccount, type LoaderAccount } from './header-account.ts';

// docs/decisions/0048: on a shared page the header's account is drawn after load from the shopper's one read.

const answer = (account: ShopperState['account']): ShopperState => ({
  cart: cartFixture(),
  compare: { skus: [] },
  geo: {
    store: null,
    nearestWarehouseLocationCode: null,
    localityId: 1,
    postcode: '2000',
    state: 'NSW',
    city: 'SYDNEY',
    country: 'AU',
    ipCountry: null,
    newUser: true,
  },
  account,
});

function Header() {
  return <AccountMenu account={useHeaderAccount()} loginRoute="/account/login" toolClassName="" />;
}

function renderHeader(account: LoaderAccount, shopper: ShopperState['account']) {
  const api = methodFetch({ 'GET /api/shopper/': answer(shopper) });
  const client = createApiClient({ baseUrl: '', fetch: api.fetch });
  resetAccountStore(() => client);
  const Stub = createRoutesStub([{ id: 'root', path: '*', loader: () => ({ account }), Component: Header }]);
  render(<Stub initialEntries={['/c/fridges']} />);
  return api;
}

function setSessionFlag(on: boolean) {
  document.cookie = on ? 'loggedin=true; path=/' : 'loggedin=; path=/; max-age=0';
}

afterEach(() => {
  cleanup();
  setSessionFlag(false);
  resetAccountStore();
});

describe('the header account on a shared page', () => {
  it("shows a signed-in shopper's first name once their read answers", async () => {
    setSessionFlag(true);
    const api = renderHeader(ACCOUNT_AFTER_LOAD, { firstName: 'Robin' });
    expect(await screen.findByText('Hi, Robin')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/shopper/']);
  });

  it("shows 'Log in' when the read finds no account (a session that has ended)", async () => {
    setSessionFlag(true);
    renderHeader(ACCOUNT_AFTER_LOAD, null);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it("shows a visitor 'Log in' at once, without waiting for the read", async () => {
    const api = renderHeader(ACCOUNT_AFTER_LOAD, { firstName: 'Someone else' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("keeps a page rendered for its request as the server drew it, asking nothing", async () => {
    setSessionFlag(true);
    const api = renderHeader({ firstName: 'Sam' }, { firstName: 'Robin' });
    expect(await screen.findByText('Hi, Sam')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

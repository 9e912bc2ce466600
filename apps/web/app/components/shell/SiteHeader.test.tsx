import '../testing/polyfills.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEMES } from '@shop/domain';
import { ACCOUNT_AFTER_LOAD } from '../account/header-account.ts';
import { resetAccountStore } from '../../lib/account-store.ts';
import { resetGeoStore } from '../../lib/geo-store.ts';
import { shellNav } from '../../lib/nav-tree.ts';
import { FALLBACK_SHELL, type ShellData } from '../../lib/shell.ts';
import { ShellProvider } from './ShellProvider.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import type * as MenuModule from '../nav/MegaMenu.tsx';

const menuRenders = vi.hoisted(() => vi.fn());
vi.mock('../nav/MegaMenu.tsx', async (original) => {
  const real = await original<typeof MenuModule>();
  return {
    ...real,
    MegaMenu: (props: Parameters<typeof real.MegaMenu>[0]) => {
      menuRenders();
      return <real.MegaMenu {...props} />;
    },
  };
});

const SHELL: ShellData = {
  ...FALLBACK_SHELL,
  theme: 'aol',
  country: 'AU',
  currency: 'AUD',
  companyName: THEMES.aol.companyName,
  loginRoute: '/account/login',
  navbar: shellNav({
    mainNav: [{ title: 'Kitchen', uri: '/c/kitchen', subCategories: [], brands: [] }],
    topNav: {
      displayCartIcon: true,
      displayProjectIcon: false,
      displaySearchIcon: true,
      displayContactUsIcon: true,
    },
  }),
};

beforeEach(() => {
  resetGeoStore(null, { status: 'failed', geo: null });
  resetAccountStore();
  menuRenders.mockClear();
});
afterEach(cleanup);

describe('the header on a shared page', () => {
  it('draws the account when it arrives after load without drawing the menu again', async () => {
    const Header = () => (
      <ShellProvider>
        <SiteHeader shell={SHELL} />
      </ShellProvider>
    );
    const Stub = createRoutesStub([{ id: 'root', path: '*', Component: Header }]);
    render(
      <Stub
        initialEntries={['/']}
        hydrationData={{ loaderData: { root: { ...SHELL, account: ACCOUNT_AFTER_LOAD } } }}
      />,
    );
    // No session flag: the shopper is signed out, which the header learns after load.
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(menuRenders).toHaveBeenCalledTimes(1);
  });
});

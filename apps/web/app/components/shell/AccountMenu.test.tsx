import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from './AccountMenu.tsx';

afterEach(cleanup);

function renderMenu(account: { firstName: string } | null | 'unknown', url = '/c/fridges?page=2') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <AccountMenu account={account} loginRoute="/account/login" toolClassName="" />,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('header account menu', () => {
  it("signed out: 'Log in' returns to the page it was on", () => {
    renderMenu(null);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/account/login?returnUrl=%2Fc%2Ffridges%3Fpage%3D2',
    );
  });

  it("not known yet (a shared page before the shopper's read): a neutral 'Account' link, neither state claimed", () => {
    renderMenu('unknown');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByText(/Hi,/)).toBeNull();
  });

  it("signed in: the first name opens 'My account' and 'Log out' (a plain link back to this page)", () => {
    renderMenu({ firstName: 'Sam' });
    const summary = screen.getByText('Hi, Sam').closest('summary')!;
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    details.open = true;
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe(
      '/account/logout?returnUrl=%2Fc%2Ffridges%3Fpage%3D2',
    );
    fireEvent.keyDown(details, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
});

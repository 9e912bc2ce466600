import '../components/testing/polyfills.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, runLoader, statusOf, type RouteModule } from '../test/catalogue.tsx';
import * as login from './account-login.tsx';

afterEach(cleanup);

const site = { identityUrl: 'http://id.example/' };
const SIGNED_IN = 'loggedin=true; shop_access_token=a.b.c; shop_id_token=d.e.f';

function setCookieOf(result: unknown): string {
  const init = (result as { init?: ResponseInit }).init;
  return new Headers(init?.headers).get('set-cookie') ?? '';
}

describe('sign-in page loader', () => {
  it('posts to identity with a same-origin return path, the origin and a nonce it also sets as a cookie', async () => {
    const { result } = await runLoader(login.loader, {
      url: '/account/login?returnUrl=%2Fcart',
      answers: {},
      site,
    });
    const loaded = (result as { data: Awaited<ReturnType<typeof login.loader>>['data'] }).data;
    expect(loaded.formAction).toBe('http://id.example/api/account/login-redir');
    expect(loaded.returnUrl).toBe('/cart');
    expect(loaded.origin).toBe('http://localhost');
    expect(loaded.nonce).toMatch(/^[\w-]{20,}$/);
    const cookie = setCookieOf(result);
    expect(cookie).toContain(`nonce=${loaded.nonce}`);
    expect(cookie).toMatch(/Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly|Secure/);
    expect(loaded.providers).toEqual([
      {
        id: 'dev',
        href: `http://id.example/api/account/externallogin/dev?nonce=${loaded.nonce}&origin=http%3A%2F%2Flocalhost&returnUrl=%2Fcart`,
      },
    ]);
  });

  it('refuses return addresses off the origin and offers no development provider in production', async () => {
    for (const bad of ['//evil.example', '/\\evil', 'https://evil.example/', 'javascript:alert(1)']) {
      const { result } = await runLoader(login.loader, {
        url: `/account/login?returnUrl=${encodeURIComponent(bad)}`,
        answers: {},
        site: { ...site, production: true },
      });
      const loaded = (result as { data: { returnUrl: string; providers: unknown[] } }).data;
      expect(loaded.returnUrl, bad).toBe('/');
      expect(loaded.providers).toEqual([]);
    }
  });

  it('falls back to the saved redirectPath, and sends a signed-in shopper straight on', async () => {
    const { result } = await runLoader(login.loader, {
      url: '/account/login',
      answers: {},
      site,
      cookie: 'redirectPath=%2Faccount',
    });
    expect((result as { data: { returnUrl: string } }).data.returnUrl).toBe('/account');
    const { thrown } = await runLoader(login.loader, {
      url: '/account/login?returnUrl=/cart',
      answers: {},
      site,
      cookie: SIGNED_IN,
    });
    expect(statusOf(thrown)).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/cart');
  });
});

describe('sign-in page', () => {
  it('shows the error code as the identity sentence in an alert, with the links and the demo button', async () => {
    renderRoute(login as unknown as RouteModule, {
      path: '/account/login',
      url: '/account/login?error=invalid_login',
      answers: {},
      site,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login');
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('http://id.example/api/account/login-redir');
    expect(form.getAttribute('method')).toBe('post');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/account/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/account/register?returnUrl=%2F',
    );
    expect(screen.getByRole('link', { name: 'Continue with Demo ID' })).toBeTruthy();
  });

  it('says when the session has expired', async () => {
    renderRoute(login as unknown as RouteModule, {
      path: '/account/login',
      url: '/account/login?exp=true',
      answers: {},
      site,
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your session has expired, please sign in again.',
    );
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralSummary } from '@shop/contracts';
import { renderRoute, runLoader } from '../test/catalogue.tsx';
import { SIGNED_IN } from '../components/account/route-test-support.ts';
import * as referAFriend from './refer-a-friend.tsx';
import * as refer from './refer.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUMMARY: ReferralSummary = {
  code: 'HAPPYK23',
  link: 'https://www.example.com.au/refer?code=HAPPYK23&market=au&campaign=refer-a-friend',
  program: { market: 'au', domain: 'www.example.com.au', campaign: 'refer-a-friend' },
  rewardAmount: { referrer: 25, referred: 25 },
  rewards: [
    { role: 'referrer', amount: 25, friend: 's•••@example.net', earnedAt: '2026-03-04T00:00:00.000Z' },
  ],
  totals: { count: 1, amount: 25 },
};

/** The page as a browser with these cookies loads it (the stub's own request carries none). */
function show(url: string, answers: Record<string, unknown>, cookie?: string) {
  type Args = Parameters<typeof referAFriend.loader>[0];
  const loader = (args: Args) =>
    referAFriend.loader({
      ...args,
      request: new Request(args.request.url, { headers: cookie ? { cookie } : {} }),
    });
  return renderRoute(
    { ...referAFriend, loader },
    { path: '/refer-a-friend', url, answers, ...(cookie ? { cookie } : {}) },
  );
}

describe('refer a friend', () => {
  it('shows a signed-in customer their link, code and rewards, and copies the link', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show('/refer-a-friend', { '/api/account/referral': SUMMARY }, SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Refer a friend' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement;
    expect(field.value).toBe(SUMMARY.link);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText('HAPPYK23')).toBeTruthy();
    expect(
      screen.getByText('Friend s•••@example.net placed their first order', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText('1 reward, $25 in total')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to see your referral link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(SUMMARY.link);
  });

  it('asks the shopper to copy it themself when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('no')) },
    });
    show(
      '/refer-a-friend',
      { '/api/account/referral': { ...SUMMARY, rewards: [], totals: { count: 0, amount: 0 } } },
      SIGNED_IN,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Select the link and copy it yourself'),
    );
    expect(screen.getByText('No rewards yet. Share your link to get started.')).toBeTruthy();
  });

  it('tells a visitor how it works and offers sign-in back to this page, without asking the API', async () => {
    const { api } = show('/refer-a-friend', {});
    expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to see your referral link' });
    expect(signIn.getAttribute('href')).toContain('returnUrl=%2Frefer-a-friend');
    expect(screen.getByRole('link', { name: 'New here? Create an account' }).getAttribute('href')).toBe(
      '/account/register',
    );
    expect(api.calls.some((c) => c.input.includes('/api/account/referral'))).toBe(false);
  });

  it("says a friend's referral was saved, or that the link was not valid", async () => {
    show('/refer-a-friend?referral=saved', {});
    expect((await screen.findByRole('status')).textContent).toBe(
      "Your friend's referral is saved. Place your first order and you both earn $25.",
    );
    cleanup();
    show('/refer-a-friend?referral=invalid', {});
    expect((await screen.findByRole('status')).textContent).toContain('That referral link is not valid.');
  });

  it('shows the visitor view when the session ran out, and an alert when the rewards cannot be read', async () => {
    const expired = Response.json(
      { status: 401, code: 'unauthorized', message: 'Please sign in.', errors: [] },
      { status: 401 },
    );
    const gone = await runLoader(referAFriend.loader, {
      url: '/refer-a-friend',
      answers: { '/api/account/referral': expired },
      cookie: SIGNED_IN,
    });
    expect(gone.result).toMatchObject({ summary: null, unavailable: false });
    const broken = Response.json(
      { status: 500, code: 'internal', message: 'x', errors: [] },
      { status: 500 },
    );
    show('/refer-a-friend', { '/api/account/referral': broken }, SIGNED_IN);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your referral link could not be loaded. Please try again later.',
    );
  });

  it('is the referAFriend page type, never stored by a cache', () => {
    expect(referAFriend.handle.pageType).toBe('referAFriend');
    expect(referAFriend.headers()).toEqual({ 'cache-control': 'no-store' });
  });
});

describe('the shared link, /refer', () => {
  it('keeps a valid code in a first-party cookie for the first order and says so', async () => {
    const { thrown, result } = await runLoader(refer.loader, {
      url: '/refer?code=happy-k23&market=au&campaign=refer-a-friend',
      answers: { '/api/referral/HAPPYK23': { code: 'HAPPYK23', valid: true } },
    });
    const res = (result ?? thrown) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/refer-a-friend?referral=saved');
    expect(res.headers.get('set-cookie')).toBe(
      'referral_code=HAPPYK23; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly',
    );
  });

  it('sets no cookie for an unknown, malformed or missing code', async () => {
    for (const url of ['/refer?code=ZZZZZZZZ', '/refer?code=%3Cscript%3E', '/refer']) {
      const { thrown, result, api } = await runLoader(refer.loader, {
        url,
        answers: { '/api/referral/ZZZZZZZZ': { code: 'ZZZZZZZZ', valid: false } },
      });
      const res = (result ?? thrown) as Response;
      expect(res.headers.get('location'), url).toBe('/refer-a-friend?referral=invalid');
      expect(res.headers.get('set-cookie'), url).toBeNull();
      if (url !== '/refer?code=ZZZZZZZZ') expect(api.calls).toEqual([]);
    }
  });

  it('marks the cookie Secure on https', () => {
    expect(refer.referralCookie(new Request('https://www.example.com.au/refer'), 'HAPPYK23')).toMatch(
      /; Secure$/,
    );
  });
});

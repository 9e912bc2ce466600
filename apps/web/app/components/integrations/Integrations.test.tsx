import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_INTEGRATIONS, type IntegrationKeys } from '@shop/domain/integrations';
import type { ApiClient } from '@shop/contracts';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { CONSENT_KEY, forgetConsentRead } from '../../lib/consent.ts';
import { resetScriptLoader } from '../../lib/script-loader.ts';
import { resetSocialPixel } from '../../lib/integrations/social-pixel.ts';
import { resetTagManager } from '../../lib/integrations/tag-manager.ts';
import { Integrations } from './Integrations.tsx';

const KEYS: IntegrationKeys = { ...NO_INTEGRATIONS, analyticsKey: 'G-ABC123', socialPixelId: '1234567890' };
const sources = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].map((s) => s.getAttribute('src'));
const THIRD_PARTY = /^https:/;

function renderAt(path: string, keys: IntegrationKeys, checkout = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main-content" tabIndex={-1} />
      <Integrations keys={keys} checkout={checkout} />
    </MemoryRouter>,
  );
}

function clearCookie() {
  document.cookie = `${CONSENT_KEY}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  setBrowserApi({ settings: vi.fn(async () => ({ items: [], totalCount: 0 })) } as unknown as ApiClient);
});

afterEach(() => {
  resetScriptLoader();
  resetTagManager();
  resetSocialPixel();
  setBrowserApi(null);
  document.head.innerHTML = '';
  localStorage.clear();
  clearCookie();
  forgetConsentRead();
  delete window.fbq;
  delete window.gtag;
  delete window.dataLayer;
});

describe('Integrations', () => {
  it('adds no script at all when no key is configured', async () => {
    renderAt('/', NO_INTEGRATIONS);
    await act(async () => {});
    expect(sources()).toEqual([]);
  });

  it('loads the configured providers once when no consent banner is configured', async () => {
    const { rerender } = renderAt('/', KEYS);
    await act(async () => {});
    rerender(
      <MemoryRouter initialEntries={['/']}>
        <Integrations keys={KEYS} checkout={false} />
      </MemoryRouter>,
    );
    expect(sources()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(screen.queryByRole('region', { name: 'Cookies and tracking' })).toBeNull();
  });

  it('waits for consent: nothing third-party loads until the shopper accepts, and the answer is remembered', async () => {
    const view = renderAt('/', { ...KEYS, consentBanner: true });
    const banner = await screen.findByRole('region', { name: 'Cookies and tracking' });
    expect(sources()).toEqual([]);
    screen.getByRole('button', { name: 'Accept' }).focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    expect(banner.isConnected).toBe(false);
    expect(document.activeElement?.id).toBe('main-content');
    expect(sources().filter((s) => THIRD_PARTY.test(s ?? ''))).toHaveLength(2);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(document.cookie).toContain(`${CONSENT_KEY}=accepted`);
    view.unmount();
    renderAt('/', { ...KEYS, consentBanner: true });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookies and tracking' })).toBeNull();
  });

  it('loads nothing third-party after a decline, remembered from the cookie alone', async () => {
    const view = renderAt('/', { ...KEYS, consentBanner: true });
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await act(async () => {
      fireEvent.click(decline);
    });
    expect(sources()).toEqual([]);
    view.unmount();
    localStorage.clear();
    renderAt('/', { ...KEYS, consentBanner: true });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookies and tracking' })).toBeNull();
    expect(sources()).toEqual([]);
  });

  it('loads the first-party fraud check on checkout whatever the consent answer', async () => {
    localStorage.setItem(CONSENT_KEY, 'declined');
    renderAt('/checkout', { ...KEYS, consentBanner: true }, true);
    await act(async () => {});
    expect(sources()).toEqual(['/assets/js/iovation-loader-5.x.js']);
  });
});

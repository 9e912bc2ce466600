import '../testing/polyfills.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_HTTP_ERROR_MESSAGES } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { renderCheckout } from './checkout-test-support.tsx';

// The code that places an order comes after the page's first load (ADR 0061). When it cannot be fetched (the shopper
// went offline), a submit must post nothing and say so, and leave the form as it was for another try. The steps are
// spelled out here: the shared ones load that code up front.
vi.mock('./order-submission.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('placing an order without the code that posts it', () => {
  it('posts nothing, says the connection failed and lets the shopper try again', async () => {
    const api = renderCheckout();
    await screen.findByRole('button', { name: 'Previous month' }, { timeout: 5000 });
    type('Name on card', 'Jo Citizen');
    type('Card number', '4242424242424242');
    type('Expiry (MM / YYYY)', '12/2030');
    type('CVV', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(GENERIC_HTTP_ERROR_MESSAGES.fallback)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/checkout')).toBe(false);
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toContain('4242');
  });
});

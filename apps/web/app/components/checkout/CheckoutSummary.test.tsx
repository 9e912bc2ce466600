import '../testing/polyfills.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { availabilityFixture, renderCheckout, viewFixture } from './checkout-test-support.tsx';
import { ready } from './checkout-test-steps.ts';

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
});

const summary = () => screen.getByRole('region', { name: 'Order Summary' });

/** The amount the summary's 'Delivery' row shows. */
function deliveryRow(): string | null {
  const term = within(summary()).getByText('Delivery', { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('checkout order summary (001 §2 section 9)', () => {
  it('lets a keyboard reach its scrolling list of items, named for a screen reader', async () => {
    renderCheckout();
    await ready();
    const items = within(summary()).getByRole('region', { name: 'Items in your order' });
    expect(items.tabIndex).toBe(0);
    expect(within(items).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('shows the chosen day’s delivery price, FREE only for a free day', async () => {
    renderCheckout();
    await ready();
    // The fixture's first available day costs $50 and is chosen (001 §4).
    expect(deliveryRow()).toBe('$50');
    const free = screen.getAllByRole('button', { name: /, FREE$/ })[0] as HTMLButtonElement;
    fireEvent.click(free);
    expect(deliveryRow()).toBe('FREE');
  });

  it('says the delivery price is to be confirmed while no address is known, never FREE', async () => {
    const view = viewFixture();
    renderCheckout({}, { view: { ...view, customer: { ...view.customer, shippingAddress: null } } });
    await screen.findByRole('region', { name: 'Order Summary' });
    expect(deliveryRow()).toBe('To be confirmed');
  });

  it('says the delivery price is to be confirmed when the address cannot be delivered to', async () => {
    const none = availabilityFixture();
    renderCheckout({
      'POST /api/checkout/avail': {
        ...none,
        availability: { unavailable: true, dates: none.availability.dates.map((d) => ({ ...d, available: false })) },
      },
    });
    await screen.findByText(/Unfortunately delivery is not currently available/);
    expect(deliveryRow()).toBe('To be confirmed');
  });
});

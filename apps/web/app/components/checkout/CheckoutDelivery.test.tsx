import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, SUBMIT_BLOCK_MESSAGES, toCalendarDate } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { availabilityFixture, pinTodayMidMonth, renderCheckout } from './checkout-test-support.tsx';
import { fillCard, placeOrder, postedOrder, ready, total } from './checkout-test-steps.ts';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
});

const couponCart = cartFixture({
  codes: [{ code: 'FREESHIP', kind: 'coupon', description: 'Free delivery', amount: null, freeDelivery: true }],
  couponCode: 'FREESHIP',
  freeDelivery: true,
});

describe('checkout delivery', () => {
  it('applying and removing a coupon reloads the view and the priced days once each, after the debounce', async () => {
    const api = renderCheckout({
      'POST /api/cart/coupon/': couponCart,
      'DELETE /api/cart/coupon/FREESHIP': cartFixture(),
    });
    await ready();
    expect(total()).toBe('$1,050');
    const count = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path).length;
    expect([count('GET', '/api/checkout'), count('POST', '/api/checkout/avail')]).toEqual([1, 1]);

    // With the coupon the server prices every day FREE.
    api.answers('POST /api/checkout/avail', availabilityFixture({}, 0));
    api.answers('GET /api/cart/', couponCart);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'FREESHIP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total()).toBe('$1,000'));
    await waitFor(() => expect(count('GET', '/api/checkout')).toBe(2));
    expect(count('POST', '/api/checkout/avail')).toBe(2);
    expect(count('POST', '/api/cart/coupon/')).toBe(1);

    api.answers('POST /api/checkout/avail', availabilityFixture());
    api.answers('GET /api/cart/', cartFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Remove code FREESHIP' }));
    await waitFor(() => expect(total()).toBe('$1,050'));
    await waitFor(() => expect(count('GET', '/api/checkout')).toBe(3));
    expect(count('POST', '/api/checkout/avail')).toBe(3);
    // The cart reads: the loader's own (1 + 2 reloads); the router did not reload the view after the posts as well.
    expect(count('GET', '/api/cart/')).toBe(3);
  });

  it('offers each supplier its own dates, first one chosen, priced into the total and posted', async () => {
    const today = toCalendarDate(new Date());
    const tuple = (n: number) => {
      const d = addDays(today, n);
      return [d.year, d.month, d.day] as [number, number, number];
    };
    const api = renderCheckout({
      'POST /api/checkout/avail': availabilityFixture({
        supplierAvailability: {
          'Acme Freight': { dates: [{ date: tuple(5), price: 30 }, { date: tuple(9), price: 0 }], products: ['Big Fridge'] },
          'Bolt Couriers': { dates: [{ date: tuple(6), price: 15 }], products: ['Oven'] },
        },
      }),
      'POST /api/checkout': { orderCompleted: true, success: true, paymentReference: 'P', redirectUrl: null, secure3DResponse: null, orderNumber: 'W1' },
    });
    await ready();
    const acme = screen.getByRole('combobox', { name: 'Delivery date for Acme Freight' }) as HTMLSelectElement;
    expect(within(acme).getAllByRole('option')).toHaveLength(2);
    expect((within(acme).getAllByRole('option')[0] as HTMLOptionElement).selected).toBe(true);
    expect(acme.selectedOptions[0]?.textContent).toMatch(/ - \$30$/);
    expect(screen.getByRole('combobox', { name: 'Delivery date for Bolt Couriers' })).toBeTruthy();
    // $1,000 of goods, $50 for our first day, $30 and $15 for the suppliers.
    expect(total()).toBe('$1,095');
    fireEvent.change(acme, { target: { value: acme.options[1]?.value } });
    expect(acme.selectedOptions[0]?.textContent).toMatch(/ - FREE$/);
    expect(total()).toBe('$1,065');

    fillCard();
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(postedOrder(api).supplierDeliveryDates).toEqual([
      { supplier: 'Acme Freight', deliveryDate: tuple(9), price: 0 },
      { supplier: 'Bolt Couriers', deliveryDate: tuple(6), price: 15 },
    ]);
  });

  it('blocks the order with the delivery-date message when no date can be chosen', async () => {
    const none = availabilityFixture();
    renderCheckout({
      'POST /api/checkout/avail': { ...none, availability: { unavailable: true, dates: none.availability.dates.map((d) => ({ ...d, available: false })) } },
    });
    await screen.findByText(/Unfortunately delivery is not currently available/);
    fillCard();
    placeOrder();
    expect((await screen.findByTestId('checkout-block')).textContent).toBe(SUBMIT_BLOCK_MESSAGES.deliveryDate);
  });

  it('delivers a cart whose every line comes from its supplier on that supplier date, without our calendar', async () => {
    const d = addDays(toCalendarDate(new Date()), 4);
    const api = renderCheckout({
      'POST /api/checkout/avail': availabilityFixture({
        availability: { unavailable: false, dates: [] },
        supplierAvailability: { 'Acme Freight': { dates: [{ date: [d.year, d.month, d.day], price: 30 }], products: ['Big Fridge'] } },
      }),
      'POST /api/checkout': { orderCompleted: true, success: true, paymentReference: 'P', redirectUrl: null, secure3DResponse: null, orderNumber: 'W1' },
    });
    await screen.findByText(/delivered by its supplier/);
    expect(screen.queryByText(/delivery is not currently available/)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Delivery date for Acme Freight' })).toBeTruthy();
    // $1,000 of goods and the supplier's $30; no delivery of ours to price.
    expect(total()).toBe('$1,030');
    fillCard();
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(postedOrder(api)).toMatchObject({
      deliveryDate: null,
      supplierDeliveryDates: [{ supplier: 'Acme Freight', deliveryDate: [d.year, d.month, d.day], price: 30 }],
    });
  });

  it('posts unique delivery requirements so the server dates the order itself', async () => {
    const api = renderCheckout({
      'POST /api/checkout/avail': availabilityFixture({ showUniqueDeliveryRequirements: true }),
      'POST /api/checkout': { orderCompleted: true, success: true, paymentReference: 'P', redirectUrl: null, secure3DResponse: null, orderNumber: 'W1' },
    });
    await ready();
    fireEvent.click(screen.getByRole('checkbox', { name: /unique requirements/ }));
    fillCard();
    placeOrder();
    await waitFor(() => expect(postedOrder(api)['uniqueDeliveryRequirements']).toBe(true));
  });

  it('makes the calendar one tab stop whose arrow keys move between available days, Enter choosing one', async () => {
    pinTodayMidMonth();
    renderCheckout();
    await ready();
    const grid = screen.getByRole('table');
    const stops = within(grid).getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(stops).toHaveLength(1);
    const chosen = stops[0] as HTMLButtonElement;
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    act(() => chosen.focus());
    fireEvent.keyDown(chosen, { key: 'ArrowRight' });
    const next = document.activeElement as HTMLButtonElement;
    expect(next).not.toBe(chosen);
    expect(next.getAttribute('aria-label')).toMatch(/FREE$/);
    expect(next.tabIndex).toBe(0);
    fireEvent.keyDown(next, { key: 'ArrowDown' });
    const below = document.activeElement as HTMLButtonElement;
    fireEvent.keyDown(below, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(chosen);
    // A native button: Enter and Space click it, which chooses the day.
    fireEvent.keyDown(chosen, { key: 'ArrowRight' });
    fireEvent.click(document.activeElement as HTMLButtonElement);
    expect(next.getAttribute('aria-pressed')).toBe('true');
    expect(total()).toBe('$1,000');
  });
});

import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, toCalendarDate } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { readCheckoutSession, saveCheckoutSession } from '../../lib/checkout-session.ts';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { availabilityFixture, renderCheckout } from './checkout-test-support.tsx';
import { fillCard, placeOrder, ready } from './checkout-test-steps.ts';
import { longDate } from './long-date.ts';

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
});

const LEAVE = 'You have not completed your order yet. Are you sure you want to leave?';
const cartId = cartFixture().cartId;
const service = (sku: string, selected: boolean) => ({ sku, title: `Service ${sku}`, blurb: '', price: 0, selected, hidden: false });

/** A beforeunload as the browser sends it; true when the page asked to stay. */
function leavePage(): { prevented: boolean; returnValue: unknown } {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  // jsdom's Event keeps only a boolean returnValue; the browser's BeforeUnloadEvent keeps the text set on it.
  Object.defineProperty(event, 'returnValue', { value: '', writable: true });
  window.dispatchEvent(event);
  return { prevented: event.defaultPrevented, returnValue: event.returnValue };
}

describe('checkout session, leave warning and dialog', () => {
  it('restores the saved date, services and choices for this cart', async () => {
    const day = addDays(toCalendarDate(new Date()), 10);
    saveCheckoutSession({
      cartId,
      selectedDate: [day.year, day.month, day.day],
      deliveryServices: ['SVC-1'],
      requestedDeliveryContact: true,
      requestedInstallationContact: false,
      earlyNotification: false,
      uniqueRequirements: false,
      supplierDates: {},
    });
    renderCheckout({
      'POST /api/checkout/avail': availabilityFixture({ deliveryServices: [service('SVC-1', false), service('SVC-2', true)] }),
    });
    await ready();
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed.map((b) => b.getAttribute('aria-label'))).toEqual([`${longDate(day)}, FREE`]);
    expect((screen.getByLabelText(/Service SVC-1/) as HTMLInputElement).checked).toBe(true);
    // The server's own preselection yields to the shopper's saved choice.
    expect((screen.getByLabelText(/Service SVC-2/) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Please contact me before delivery') as HTMLInputElement).checked).toBe(true);

    // And saves the next choice.
    fireEvent.click(screen.getByLabelText(/Service SVC-2/));
    await waitFor(() => expect(readCheckoutSession(cartId)?.deliveryServices).toEqual(['SVC-1', 'SVC-2']));
  });

  it('ignores a session saved for another cart', async () => {
    saveCheckoutSession({
      cartId: 'another-cart',
      selectedDate: null,
      deliveryServices: ['SVC-1'],
      requestedDeliveryContact: true,
      requestedInstallationContact: false,
      earlyNotification: false,
      uniqueRequirements: false,
      supplierDates: {},
    });
    renderCheckout({ 'POST /api/checkout/avail': availabilityFixture({ deliveryServices: [service('SVC-1', false)] }) });
    await ready();
    expect((screen.getByLabelText(/Service SVC-1/) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Please contact me before delivery') as HTMLInputElement).checked).toBe(false);
  });

  it('warns before leaving an unfinished order, but not on the way to 3-D Secure', async () => {
    const posted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    renderCheckout({
      'POST /api/checkout': {
        orderCompleted: false,
        success: true,
        paymentReference: 'P',
        redirectUrl: null,
        secure3DResponse: { htmlFormAction: 'https://issuer.example/3ds', htmlFormToPost: { MD: 'm' } },
        orderNumber: null,
      },
    });
    await ready();
    expect(leavePage()).toEqual({ prevented: true, returnValue: LEAVE });
    fillCard();
    placeOrder();
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(leavePage().prevented).toBe(false);
    posted.mockRestore();
  });

  it('does not warn once the order is complete', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderCheckout({
      'POST /api/checkout': { orderCompleted: true, success: true, paymentReference: 'P', redirectUrl: null, secure3DResponse: null, orderNumber: 'W2' },
    });
    await ready();
    fillCard();
    placeOrder();
    // The way to the confirmation was not held up by the in-app leave question.
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(confirm).not.toHaveBeenCalled();
    expect(leavePage().prevented).toBe(false);
    confirm.mockRestore();
  });

  it('asks with the same words before following an in-app link away', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderCheckout({}, { cart: cartFixture({ errors: [{ message: 'Front Load Washer 8kg is out of stock.' }] }) });
    await ready();
    fireEvent.click(screen.getByRole('link', { name: 'Request Assistance' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LEAVE));
    // Declined: the shopper stays on the checkout.
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    confirm.mockRestore();
  });

  it('opens the CVV help in a dialog and gives focus back to its opener on close', async () => {
    renderCheckout();
    await ready();
    const opener = screen.getByRole('button', { name: 'What is the CVV?' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Card verification code' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

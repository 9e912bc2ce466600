import '../testing/polyfills.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, CHECKOUT_FIELD_MESSAGES as M, PAYMENT_OPTION_FLAGS, SUBMIT_BLOCK_MESSAGES, toCalendarDate } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { cartFixture, cartLineFixture } from '../../test/cart-fixtures.ts';
import { availabilityFixture, renderCheckout, TEST_CERT, viewFixture } from './checkout-test-support.tsx';
import { block, field, fillCard, messageOf, placeOrder, postedOrder, ready, type, typeAndLeave } from './checkout-test-steps.ts';
import { longDate } from './long-date.ts';

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
});

const completed = { orderCompleted: true, success: true, paymentReference: 'P', redirectUrl: null, secure3DResponse: null, orderNumber: 'W9' };
const DEPOSIT = 'Deposit amount ($)';

/** Every day from today + 2 for 100 days; the first costs $50. */
function longAvailability() {
  const today = toCalendarDate(new Date());
  const dates = Array.from({ length: 100 }, (_v, i) => {
    const d = addDays(today, i);
    return { date: [d.year, d.month, d.day] as [number, number, number], available: i >= 2, price: i === 2 ? 50 : 0 };
  });
  return availabilityFixture({ availability: { unavailable: false, dates } });
}

async function chooseDayFromToday(days: number) {
  const name = `${longDate(addDays(toCalendarDate(new Date()), days))}, FREE`;
  while (!screen.queryByRole('button', { name })) fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('checkout rules (001 §4, §5)', () => {
  it('checks the deposit against 30% of the total and the total itself, and posts a good one', async () => {
    const api = renderCheckout({ 'POST /api/checkout': completed });
    await ready();
    expect(screen.queryByLabelText(DEPOSIT)).toBeNull();
    fireEvent.click(screen.getByLabelText('I would like to pay a deposit now'));
    // $1,000 of goods and $50 delivery: the minimum is $315.00, shown with 2 decimals.
    expect(typeAndLeave(DEPOSIT, '100')).toBe('Minimum deposit is 30% of order total ($315.00).');
    expect(typeAndLeave(DEPOSIT, '1050')).toBe('Deposit request cannot equal or exceed order total.');
    expect(typeAndLeave(DEPOSIT, '-5')).toBe('Input must be a postive number.');
    expect(typeAndLeave(DEPOSIT, 'ten')).toBe('Input must be a postive number.');
    fillCard();
    placeOrder();
    expect(block()).toBe(SUBMIT_BLOCK_MESSAGES.deposit);
    expect(typeAndLeave(DEPOSIT, '400')).toBeNull();
    expect(screen.getByText('Remaining payment: $650')).toBeTruthy();
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(postedOrder(api).partialPayment).toBe('400');
  });

  it('unticking the deposit resets it', async () => {
    renderCheckout();
    await ready();
    const toggle = () => screen.getByLabelText('I would like to pay a deposit now');
    fireEvent.click(toggle());
    type(DEPOSIT, '100');
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(field(DEPOSIT).value).toBe('');
  });

  it('wants the brand warning ticked when the cart holds a Miele product, and offers no deposit then', async () => {
    const api = renderCheckout(
      { 'POST /api/checkout': completed },
      {
        view: viewFixture({ x509EncryptionKeys: { default: TEST_CERT, Miele: TEST_CERT } }),
        cart: cartFixture({ products: [cartLineFixture({ brand: 'Miele', title: 'Miele Oven' })] }),
      },
    );
    await ready();
    expect(screen.queryByLabelText('I would like to pay a deposit now')).toBeNull();
    const warning = () => screen.getByLabelText('I acknowledge the Miele delivery conditions for my order.');
    fillCard();
    placeOrder();
    expect(block()).toBe(SUBMIT_BLOCK_MESSAGES.invalidForm);
    expect(messageOf(warning())).toBe(M.brandWarning);
    expect(document.activeElement).toBe(warning());
    fireEvent.click(warning());
    expect(messageOf(warning())).toBeNull();
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(postedOrder(api).brandsWarnings).toEqual({ mieleWarning: true });
  });

  it('asks to acknowledge the storage fee only for a date past the free days, when the option is on', async () => {
    const opts = PAYMENT_OPTION_FLAGS.WarehouseStorageCharge;
    const api = renderCheckout({ 'POST /api/checkout/avail': longAvailability(), 'POST /api/checkout': completed }, { view: viewFixture({ opts }) });
    await ready();
    const box = () => screen.queryByLabelText('I acknowledge that my delivery date selection will incur a daily storage fee.');
    expect(box()).toBeNull();
    // The first date is today + 2; its 60 free days end on today + 61.
    await chooseDayFromToday(61);
    expect(box()).toBeNull();
    await chooseDayFromToday(62);
    expect(box()).not.toBeNull();
    fillCard();
    placeOrder();
    expect(block()).toBe(SUBMIT_BLOCK_MESSAGES.invalidForm);
    expect(messageOf(box() as HTMLElement)).toBe(
      'To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.',
    );
    fireEvent.click(box() as HTMLElement);
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(postedOrder(api).stockFeeAcknowledged).toBe(true);
  });

  it('never asks about the storage fee when the option is off', async () => {
    renderCheckout({ 'POST /api/checkout/avail': longAvailability() });
    await ready();
    await chooseDayFromToday(80);
    expect(screen.queryByLabelText(/daily storage fee/)).toBeNull();
  });
});

import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_FIELD_MESSAGES as M, SUBMIT_BLOCK_MESSAGES } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { renderCheckout } from './checkout-test-support.tsx';
import { block, field, messageOf, placeOrder, ready, type, typeAndLeave } from './checkout-test-steps.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
});

const long = (n: number) => 'a'.repeat(n);

describe('checkout field messages (001 §5)', () => {
  it('says what is wrong with each contact, delivery and card field once it is touched and dirty', async () => {
    renderCheckout();
    await ready();
    expect(typeAndLeave('Email', 'jo@')).toBe(M.email);
    expect(typeAndLeave('Email', 'jo@example.com')).toBeNull();
    expect(typeAndLeave('Phone number', '12')).toBe(M.phoneNumber);
    expect(typeAndLeave('Phone number', '0412 345 678')).toBeNull();
    expect(typeAndLeave('First name', long(21))).toBe('Please enter a first name (max 20 characters)');
    expect(typeAndLeave('Last name', '')).toBe(M.lastName);
    expect(typeAndLeave('Company name (optional)', long(51))).toBe('Company Name cannot be more than 50 characters');
    expect(typeAndLeave('Street address', '')).toBe('Please enter a valid address (max 50 characters)');
    expect(typeAndLeave('Street address', long(51))).toBe('Address cannot be more than 50 characters');
    expect(typeAndLeave('Street address', 'PO Box 12')).toBe("We don't deliver to PO Boxes");
    expect(typeAndLeave('State', '')).toBe(M.state);
    expect(typeAndLeave('State', 'NSWX')).toBe(M.state);
    expect(typeAndLeave('Postcode', '')).toBe(M.postcode);
    expect(typeAndLeave('Postcode', '20000')).toBe(M.postcode);
    expect(typeAndLeave('Delivery instructions (optional)', long(151))).toBe('Only 150 characters are aloud in this field');
    expect(typeAndLeave('Delivery instructions (optional)', long(150))).toBeNull();
    expect(typeAndLeave('PO number (optional)', 'PO#12')).toBe(M.poNumber);
    expect(typeAndLeave('PO number (optional)', '+PO-12 (a)')).toBeNull();
    expect(typeAndLeave('PO number (optional)', long(41))).toBe(M.poNumber);

    type('Name on card', 'J');
    expect(typeAndLeave('Name on card', '')).toBe('Please enter a valid name');
    expect(typeAndLeave('Card number', '4242 4242 4242 4241')).toBe('Please enter a valid card number');
    expect(typeAndLeave('Expiry (MM / YYYY)', '01/2001')).toBe('Please enter a valid expiry date (MM / YYYY)');
    expect(typeAndLeave('CVV', '12')).toBe('CVV must be at least 3 digits');
    expect(typeAndLeave('CVV', '')).toBe('Please enter a valid CVV');
  });

  it('requires the billing fields only when billing differs from delivery', async () => {
    renderCheckout();
    await ready();
    const billing = () => screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing()).queryByLabelText('First name')).toBeNull();
    fireEvent.click(screen.getByLabelText('Billing address is the same as delivery'));
    const inBilling = (label: string) => within(billing()).getByLabelText(label);
    const billingSuburb = () => within(billing()).getByRole('combobox', { name: 'Suburb or postcode' });
    for (const label of ['First name', 'Last name', 'Street address', 'State', 'Postcode']) {
      fireEvent.change(inBilling(label), { target: { value: '' } });
    }
    fireEvent.change(billingSuburb(), { target: { value: '' } });
    fireEvent.change(inBilling('Company name (optional)'), { target: { value: long(51) } });
    placeOrder();
    expect(block()).toBe(SUBMIT_BLOCK_MESSAGES.invalidForm);
    expect(messageOf(inBilling('First name'))).toBe(M.firstName);
    expect(messageOf(inBilling('Last name'))).toBe(M.lastName);
    expect(messageOf(inBilling('Company name (optional)'))).toBe('Company Name cannot be more than 50 characters');
    expect(messageOf(inBilling('Street address'))).toBe('Please enter a valid address (max 50 characters)');
    expect(messageOf(billingSuburb())).toBe(M.suburb);
    expect(messageOf(inBilling('State'))).toBe(M.state);
    expect(messageOf(inBilling('Postcode'))).toBe(M.postcode);
    // The delivery address (filled from the account) has none.
    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(messageOf(within(delivery).getByLabelText('First name'))).toBeNull();
  });

  it('searches suburbs only past 2 characters, 400 ms after typing stops, and wants a pick from the list', async () => {
    const api = renderCheckout({
      'GET /api/locality/Par': [
        { _id: 7, fullAddress: '2150 PARRAMATTA, NSW', city: 'PARRAMATTA', state: 'NSW', postcode: '2150' },
      ],
    });
    await ready();
    const lookups = () => api.calls.filter((c) => c.path.startsWith('/api/locality/')).length;
    const suburb = () => screen.getByRole('combobox', { name: 'Suburb or postcode' }) as HTMLInputElement;
    const typeSuburb = (value: string) => fireEvent.change(suburb(), { target: { value } });
    vi.useFakeTimers();
    typeSuburb('Pa');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(lookups()).toBe(0);
    typeSuburb('Par');
    await act(async () => {
      vi.advanceTimersByTime(399);
    });
    expect(lookups()).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(lookups()).toBe(1);
    vi.useRealTimers();

    // Typed but not picked: invalid while typing, and the submit asks for a pick.
    fireEvent.blur(suburb());
    expect(messageOf(suburb())).toBe('Please enter a valid suburb');
    placeOrder();
    expect(messageOf(suburb())).toBe('Please, select a suburb in the suggested list.');

    typeSuburb('Pa');
    typeSuburb('Par');
    fireEvent.click(await screen.findByRole('option', { name: '2150 PARRAMATTA, NSW' }));
    expect(suburb().value).toBe('PARRAMATTA');
    expect(field('Postcode').value).toBe('2150');
    expect(messageOf(suburb())).toBeNull();
  });
});

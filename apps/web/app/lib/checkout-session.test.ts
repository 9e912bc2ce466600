import { describe, expect, it } from 'vitest';
import { parseReturnForm, type CheckoutReturnForm } from './checkout-return-form.ts';
import { parseCheckoutSession } from './checkout-session.ts';

// What comes back from storage may be old, edited or another version's: each reader takes exactly the shapes it
// wrote and refuses anything else.

const session = {
  cartId: 'cart-1',
  selectedDate: [2026, 7, 14],
  deliveryServices: ['SVC-1'],
  requestedDeliveryContact: true,
  requestedInstallationContact: false,
  earlyNotification: false,
  uniqueRequirements: true,
  supplierDates: { Fisher: '2026-07-20' },
};

const address = { firstName: 'Jo', lastName: 'Citizen', companyName: '', address: '1 George St', suburb: 'SYDNEY', state: 'NSW', postcode: '2000' };
const form: CheckoutReturnForm = {
  cartId: 'cart-1',
  email: 'jo@example.com',
  phoneNumber: '0412 345 678',
  newsletter: false,
  delivery: { ...address, deliveryInstructions: 'Side gate' },
  deliveryPicked: true,
  poNumber: '',
  billingSame: true,
  billing: address,
  billingPicked: false,
  depositEnabled: false,
  partialPayment: '',
  selectedPaymentOption: 0,
};

describe('parseCheckoutSession', () => {
  it('takes a saved session, dropping fields it does not know and defaulting the supplier dates', () => {
    expect(parseCheckoutSession({ ...session, extra: 1 })).toEqual(session);
    const { supplierDates: _dates, ...older } = session;
    expect(parseCheckoutSession(older)).toEqual({ ...older, supplierDates: {} });
    expect(parseCheckoutSession({ ...session, selectedDate: null })?.selectedDate).toBeNull();
  });

  it.each([
    ['no cart', { ...session, cartId: undefined }],
    ['a long cart id', { ...session, cartId: 'x'.repeat(65) }],
    ['month 13', { ...session, selectedDate: [2026, 13, 1] }],
    ['a date missing', { ...session, selectedDate: undefined }],
    ['a fractional day', { ...session, selectedDate: [2026, 1, 1.5] }],
    ['too many services', { ...session, deliveryServices: Array.from({ length: 51 }, (_, i) => `S${i}`) }],
    ['a service that is not text', { ...session, deliveryServices: [1] }],
    ['a flag that is not a boolean', { ...session, earlyNotification: 'yes' }],
    ['a supplier date in another format', { ...session, supplierDates: { Fisher: '20/07/2026' } }],
    ['null supplier dates', { ...session, supplierDates: null }],
    ['more than 20 suppliers', { ...session, supplierDates: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`S${i}`, '2026-01-01'])) }],
    ['not an object', 'cart-1'],
  ])('refuses %s', (_, value) => {
    expect(parseCheckoutSession(value)).toBeNull();
  });
});

describe('parseReturnForm', () => {
  it('takes the form exactly as written, with or without the staff part', () => {
    expect(parseReturnForm(form)).toEqual(form);
    const staff = {
      subdivision: 'alexandria',
      salespersonCode: 'SP002',
      cashAndCarry: true,
      winningDeliveryServiceOverride: false,
      beforeCashAndCarry: { address, deliveryInstructions: '', picked: true },
    };
    expect(parseReturnForm({ ...form, staff })).toEqual({ ...form, staff });
    expect(parseReturnForm({ ...form, staff: { ...staff, beforeCashAndCarry: null } })?.staff?.beforeCashAndCarry).toBeNull();
  });

  it.each([
    ['a field it does not know (a card number)', { ...form, cardNo: '4242424242424242' }],
    ['an address field it does not know', { ...form, billing: { ...address, cvv: '123' } }],
    ['instructions on the billing address', { ...form, billing: { ...address, deliveryInstructions: 'x' } }],
    ['long text', { ...form, email: 'x'.repeat(501) }],
    ['long instructions', { ...form, delivery: { ...form.delivery, deliveryInstructions: 'x'.repeat(2001) } }],
    ['a negative payment option', { ...form, selectedPaymentOption: -1 }],
    ['a payment option that is not a whole number', { ...form, selectedPaymentOption: 1.5 }],
    ['a missing flag', { ...form, newsletter: undefined }],
    ['a staff part with an unknown field', { ...form, staff: { subdivision: '', salespersonCode: '', cashAndCarry: false, winningDeliveryServiceOverride: false, beforeCashAndCarry: null, extra: 1 } }],
    ['a staff part without its address choice', { ...form, staff: { subdivision: '', salespersonCode: '', cashAndCarry: false, winningDeliveryServiceOverride: false } }],
  ])('refuses %s', (_, value) => {
    expect(parseReturnForm(value)).toBeNull();
  });
});

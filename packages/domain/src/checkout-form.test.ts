import { describe, expect, it } from 'vitest';
import {
  cartHasRestrictedBrand,
  checkoutErrorsByField,
  checkoutFormErrors,
  isRestrictedBrand,
  submitBlockMessage,
  type CheckoutFormContext,
} from './checkout-form.ts';
import { checkoutFormSchema, type CheckoutForm } from './checkout-form-schema.ts';
import { PAYMENT_OPTION_FLAGS } from './payment-options.ts';

const ctx: CheckoutFormContext = {
  country: 'AU',
  hasRestrictedBrand: false,
  isFreeOrder: false,
  billingDiffers: false,
  today: '2025-06-15',
};

const address = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  companyName: '',
  address: '1 George St',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
};

const form: CheckoutForm = {
  cartId: 'c1',
  email: 'jo@mail.com',
  phoneNumber: '0412 345 678',
  deliveryAddress: { ...address, deliveryInstructions: '' },
  poNumber: '',
  selectedPaymentOption: PAYMENT_OPTION_FLAGS.Default,
  cardDetails: {
    nameOnCard: 'Jo Bloggs',
    cardNo: '4111 1111 1111 1111',
    expiryDate: '12 / 2026',
    cvv: '123',
  },
  cart: { items: [{ qty: 1, sku: 'A' }], orderTotal: 1000, couponCode: '' },
};

type Patch = (f: CheckoutForm) => CheckoutForm;
const withDelivery =
  (patch: Partial<typeof address> & { deliveryInstructions?: string }): Patch =>
  (f) => ({
    ...f,
    deliveryAddress: { ...f.deliveryAddress, ...patch },
  });
const withCard =
  (patch: Partial<NonNullable<CheckoutForm['cardDetails']>>): Patch =>
  (f) => ({
    ...f,
    cardDetails: { ...f.cardDetails, ...patch },
  });

describe('checkoutFormErrors', () => {
  it('001 §5 a complete form has no errors and parses', () => {
    expect(checkoutFormErrors(form, ctx)).toEqual([]);
    expect(checkoutFormSchema(ctx).safeParse(form).success).toBe(true);
  });

  it.each<[string, Patch, Partial<CheckoutFormContext>, string, string]>([
    [
      '001 §5 email required',
      (f) => ({ ...f, email: '' }),
      {},
      'email',
      'Please enter a valid email address',
    ],
    [
      '001 §5 email pattern',
      (f) => ({ ...f, email: 'jo@mail' }),
      {},
      'email',
      'Please enter a valid email address',
    ],
    [
      '001 §5 email max 254',
      (f) => ({ ...f, email: `${'a'.repeat(250)}@b.com` }),
      {},
      'email',
      'Please enter a valid email address',
    ],
    [
      '001 §5 phone required',
      (f) => ({ ...f, phoneNumber: null }),
      {},
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      '001 §5 phone min 8',
      (f) => ({ ...f, phoneNumber: '0412345' }),
      {},
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      '001 §5 phone max 20',
      (f) => ({ ...f, phoneNumber: '0412 345 678 000 000 0' }),
      {},
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      '001 §5 phone characters',
      (f) => ({ ...f, phoneNumber: '0412.345.678' }),
      {},
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      '001 §5 phone validator: missing area code',
      (f) => ({ ...f, phoneNumber: '9876 5432' }),
      {},
      'phoneNumber',
      'Please include your area code',
    ],
    [
      '001 §5 phone validator: not an AU mobile',
      (f) => ({ ...f, phoneNumber: '0412 3456' }),
      {},
      'phoneNumber',
      'Please enter a valid Australian mobile number',
    ],
    [
      '001 §5 phone validator: not an NZ mobile',
      (f) => ({ ...f, phoneNumber: '021 2345 678 901' }),
      { country: 'NZ' },
      'phoneNumber',
      'Please enter a valid New Zealand mobile number',
    ],
    [
      '001 §5 first name required',
      withDelivery({ firstName: ' ' }),
      {},
      'deliveryAddress.firstName',
      'Please enter a first name (max 20 characters)',
    ],
    [
      '001 §5 first name max 20',
      withDelivery({ firstName: 'x'.repeat(21) }),
      {},
      'deliveryAddress.firstName',
      'Please enter a first name (max 20 characters)',
    ],
    [
      '001 §5 last name required',
      withDelivery({ lastName: '' }),
      {},
      'deliveryAddress.lastName',
      'Please enter a last name (max 29 characters)',
    ],
    [
      '001 §5 last name max 29 (ADR 0003)',
      withDelivery({ lastName: 'x'.repeat(30) }),
      {},
      'deliveryAddress.lastName',
      'Please enter a last name (max 29 characters)',
    ],
    [
      '001 §5 company name max 50',
      withDelivery({ companyName: 'x'.repeat(51) }),
      {},
      'deliveryAddress.companyName',
      'Company Name cannot be more than 50 characters',
    ],
    [
      '001 §5 company name 35 with the restricted brand',
      withDelivery({ companyName: 'x'.repeat(36) }),
      { hasRestrictedBrand: true },
      'deliveryAddress.companyName',
      'Company Name cannot be more than 35 characters',
    ],
    [
      '001 §5 address required',
      withDelivery({ address: '' }),
      {},
      'deliveryAddress.address',
      'Please enter a valid address (max 50 characters)',
    ],
    [
      '001 §5 address max 50',
      withDelivery({ address: 'x'.repeat(51) }),
      {},
      'deliveryAddress.address',
      'Address cannot be more than 50 characters',
    ],
    [
      '001 §5 address max 35 with the restricted brand',
      withDelivery({ address: 'x'.repeat(36) }),
      { hasRestrictedBrand: true },
      'deliveryAddress.address',
      'Address cannot be more than 35 characters',
    ],
    [
      '001 §5 address required, restricted brand',
      withDelivery({ address: '' }),
      { hasRestrictedBrand: true },
      'deliveryAddress.address',
      'Please enter a valid address (max 35 characters)',
    ],
    [
      '001 §5 no PO Box',
      withDelivery({ address: 'PO Box 123' }),
      {},
      'deliveryAddress.address',
      "We don't deliver to PO Boxes",
    ],
    [
      '001 §5 no P.O. Box',
      withDelivery({ address: 'p.o. box 9' }),
      {},
      'deliveryAddress.address',
      "We don't deliver to PO Boxes",
    ],
    [
      '001 §5 no GPO Box',
      withDelivery({ address: 'GPO Box 1' }),
      {},
      'deliveryAddress.address',
      "We don't deliver to PO Boxes",
    ],
    [
      '001 §5 no Post Office Box',
      withDelivery({ address: 'Post Office Box 1' }),
      {},
      'deliveryAddress.address',
      "We don't deliver to PO Boxes",
    ],
    [
      '001 §5 suburb required',
      withDelivery({ suburb: '' }),
      {},
      'deliveryAddress.suburb',
      'Please enter a valid suburb',
    ],
    [
      '001 §5 suburb must be picked from suggestions',
      (f) => f,
      { deliverySuburbPicked: false },
      'deliveryAddress.suburb',
      'Please, select a suburb in the suggested list.',
    ],
    [
      '001 §5 state required in AU',
      withDelivery({ state: '' }),
      {},
      'deliveryAddress.state',
      'Please enter a valid state',
    ],
    [
      '001 §5 state max 3',
      withDelivery({ state: 'NSWX' }),
      {},
      'deliveryAddress.state',
      'Please enter a valid state',
    ],
    [
      '001 §5 postcode required',
      withDelivery({ postcode: '' }),
      {},
      'deliveryAddress.postcode',
      'Please enter a valid postcode',
    ],
    [
      '001 §5 postcode max 4',
      withDelivery({ postcode: '20000' }),
      {},
      'deliveryAddress.postcode',
      'Please enter a valid postcode',
    ],
    [
      '001 §5 delivery instructions max 150',
      withDelivery({ deliveryInstructions: 'x'.repeat(151) }),
      {},
      'deliveryAddress.deliveryInstructions',
      'Only 150 characters are aloud in this field',
    ],
    [
      '001 §5 PO number max 40',
      (f) => ({ ...f, poNumber: 'x'.repeat(41) }),
      {},
      'poNumber',
      'Please enter a valid PO number (max 40 characters)',
    ],
    [
      '001 §5 PO number pattern',
      (f) => ({ ...f, poNumber: 'PO#12' }),
      {},
      'poNumber',
      'Please enter a valid PO number (max 40 characters)',
    ],
    [
      '001 §5 billing required only if billing differs',
      (f) => ({ ...f, billingAddress: { ...address, firstName: '' } }),
      { billingDiffers: true },
      'billingAddress.firstName',
      'Please enter a first name (max 20 characters)',
    ],
    [
      '001 §5 billing same limits',
      (f) => ({ ...f, billingAddress: { ...address, address: 'x'.repeat(51) } }),
      { billingDiffers: true },
      'billingAddress.address',
      'Address cannot be more than 50 characters',
    ],
    [
      '001 §5 billing suburb from suggestions',
      (f) => ({ ...f, billingAddress: address }),
      { billingDiffers: true, billingSuburbPicked: false },
      'billingAddress.suburb',
      'Please, select a suburb in the suggested list.',
    ],
    [
      '001 §5 name on card required',
      withCard({ nameOnCard: '' }),
      {},
      'cardDetails.nameOnCard',
      'Please enter a valid name',
    ],
    [
      '001 §5 card number required',
      withCard({ cardNo: '' }),
      {},
      'cardDetails.cardNo',
      'Please enter a valid card number',
    ],
    [
      '001 §5 card number digits only',
      withCard({ cardNo: '4111-1111-1111-1111' }),
      {},
      'cardDetails.cardNo',
      'Please enter a valid card number',
    ],
    [
      '001 §5 card number max 19',
      withCard({ cardNo: '4'.repeat(20) }),
      {},
      'cardDetails.cardNo',
      'Please enter a valid card number',
    ],
    [
      '001 §5 card number checked (ADR 0003)',
      withCard({ cardNo: '4111 1111 1111 1112' }),
      {},
      'cardDetails.cardNo',
      'Please enter a valid card number',
    ],
    [
      '001 §5 expiry required',
      withCard({ expiryDate: '' }),
      {},
      'cardDetails.expiryDate',
      'Please enter a valid expiry date (MM / YYYY)',
    ],
    [
      '001 §5 expiry max 9 characters',
      withCard({ expiryDate: '12  /  2026' }),
      {},
      'cardDetails.expiryDate',
      'Please enter a valid expiry date (MM / YYYY)',
    ],
    [
      '001 §5 expiry in the past',
      withCard({ expiryDate: '05/25' }),
      {},
      'cardDetails.expiryDate',
      'Please enter a valid expiry date (MM / YYYY)',
    ],
    ['001 §5 cvv required', withCard({ cvv: '' }), {}, 'cardDetails.cvv', 'Please enter a valid CVV'],
    ['001 §5 cvv min 3', withCard({ cvv: '12' }), {}, 'cardDetails.cvv', 'CVV must be at least 3 digits'],
    ['001 §5 cvv max 4', withCard({ cvv: '12345' }), {}, 'cardDetails.cvv', 'Please enter a valid CVV'],
    ['001 §5 cvv digits only', withCard({ cvv: '12a' }), {}, 'cardDetails.cvv', 'Please enter a valid CVV'],
    [
      '001 §5 zip store code required',
      (f) => ({ ...f, selectedPaymentOption: PAYMENT_OPTION_FLAGS.ZipInStore }),
      {},
      'devicePaymentCode',
      'Please enter a zip store code',
    ],
    [
      '001 §5 zip store code exactly 6 digits',
      (f) => ({ ...f, selectedPaymentOption: PAYMENT_OPTION_FLAGS.ZipInStore, devicePaymentCode: '12345a' }),
      {},
      'devicePaymentCode',
      'Zip store code should be exactly 6 digits and contain only numbers',
    ],
    [
      '001 §5 brand warning must be ticked',
      (f) => f,
      { hasRestrictedBrand: true },
      'brandsWarnings.mieleWarning',
      'Please tick the box to acknowledge the Miele delivery conditions',
    ],
    [
      '001 §5 stock fee acknowledgement',
      (f) => ({ ...f, stockFeeAcknowledged: false }),
      { stockFeeRequired: true },
      'stockFeeAcknowledged',
      'To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.',
    ],
    [
      '001 §5 deposit below the minimum',
      (f) => ({ ...f, partialPayment: '100' }),
      { depositEnabled: true },
      'partialPayment',
      'Minimum deposit is 30% of order total ($300.00).',
    ],
    [
      '001 §5 deposit at the total',
      (f) => ({ ...f, partialPayment: 1000 }),
      { depositEnabled: true, orderTotal: 1000 },
      'partialPayment',
      'Deposit request cannot equal or exceed order total.',
    ],
    [
      '001 §5 deposit positive number',
      (f) => ({ ...f, partialPayment: '-1' }),
      { depositEnabled: true },
      'partialPayment',
      'Input must be a postive number.',
    ],
    [
      '001 §5 discount code max 40',
      (f) => ({ ...f, cart: { couponCode: 'x'.repeat(41) } }),
      {},
      'cart.couponCode',
      'Coupon value cannot be more than 40 characters.',
    ],
  ])('%s', (_s, patch, extra, field, message) => {
    const errors = checkoutErrorsByField(checkoutFormErrors(patch(form), { ...ctx, ...extra }));
    expect(errors[field]).toBe(message);
  });

  it.each<[string, Patch, Partial<CheckoutFormContext>, string]>([
    [
      '001 §5 state not required outside AU',
      withDelivery({ state: '' }),
      { country: 'NZ' },
      'deliveryAddress.state',
    ],
    [
      '001 §5 billing ignored when the same as delivery',
      (f) => ({ ...f, billingAddress: { firstName: '' } }),
      {},
      'billingAddress.firstName',
    ],
    [
      '001 §5 billing state follows the billing country',
      (f) => ({ ...f, billingAddress: { ...address, state: '', country: 'NZ' } }),
      { billingDiffers: true },
      'billingAddress.state',
    ],
    [
      '001 §5 PO boxes are fine for billing',
      (f) => ({ ...f, billingAddress: { ...address, address: 'PO Box 1' } }),
      { billingDiffers: true },
      'billingAddress.address',
    ],
    [
      '001 §5 card fields not when the order is free',
      withCard({ cardNo: '' }),
      { isFreeOrder: true },
      'cardDetails.cardNo',
    ],
    [
      '001 §5 card fields not for PayPal',
      (f) => ({ ...f, selectedPaymentOption: PAYMENT_OPTION_FLAGS.PayPal, cardDetails: null }),
      {},
      'cardDetails.cardNo',
    ],
    ['001 §5 PO number with a leading plus', (f) => ({ ...f, poNumber: '+PO-12 (A)' }), {}, 'poNumber'],
    [
      '001 §5 brand warning ticked',
      (f) => ({ ...f, brandsWarnings: { mieleWarning: true } }),
      { hasRestrictedBrand: true },
      'brandsWarnings.mieleWarning',
    ],
    [
      '001 §4 no deposit with the restricted brand',
      (f) => ({ ...f, partialPayment: '1', brandsWarnings: { mieleWarning: true } }),
      { hasRestrictedBrand: true, depositEnabled: true },
      'partialPayment',
    ],
    [
      '001 §5 deposit empty is fine',
      (f) => ({ ...f, partialPayment: '' }),
      { depositEnabled: true },
      'partialPayment',
    ],
    [
      '001 §5 deposit of 30% is fine',
      (f) => ({ ...f, partialPayment: '300' }),
      { depositEnabled: true },
      'partialPayment',
    ],
  ])('%s', (_s, patch, extra, field) => {
    const errors = checkoutErrorsByField(checkoutFormErrors(patch(form), { ...ctx, ...extra }));
    expect(errors[field]).toBeUndefined();
  });

  it('001 §5 the zod schema reports the same messages at the same paths', () => {
    const result = checkoutFormSchema({ ...ctx, hasRestrictedBrand: true }).safeParse({
      ...form,
      deliveryAddress: { ...form.deliveryAddress, address: 'PO Box 1' },
    });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['deliveryAddress.address', "We don't deliver to PO Boxes"],
      ['brandsWarnings.mieleWarning', 'Please tick the box to acknowledge the Miele delivery conditions'],
    ]);
  });

  it('001 §3 the schema refuses wrongly typed fields', () => {
    expect(checkoutFormSchema(ctx).safeParse({ ...form, selectedPaymentOption: 'card' }).success).toBe(false);
    expect(checkoutFormSchema(ctx).safeParse({ ...form, deliveryDate: [2025, 13, 1] }).success).toBe(false);
  });
});

describe('restricted brand', () => {
  it.each([
    ['001 §5 the restricted brand is Miele', 'Miele', true],
    ['001 §5 any case, trimmed', ' MIELE ', true],
    ['001 §5 other brands', 'Bosch', false],
    ['001 §5 no brand', null, false],
  ] as const)('%s', (_s, brand, expected) => {
    expect(isRestrictedBrand(brand)).toBe(expected);
  });

  it('001 §5 cart holds a restricted-brand item', () => {
    expect(cartHasRestrictedBrand([{ brand: 'LG' }, { brand: 'miele' }])).toBe(true);
    expect(cartHasRestrictedBrand([{ brand: 'LG' }])).toBe(false);
  });
});

describe('submitBlockMessage', () => {
  const ok = {
    depositError: false,
    formValid: true,
    hasDeliveryDate: true,
    hasSupplierDates: false,
    cashAndCarry: false,
  };
  it.each([
    [
      '001 §5 deposit error',
      { ...ok, depositError: true, formValid: false },
      'There is an error with the deposit amount. Please try again or contact support.',
    ],
    [
      '001 §5 invalid form',
      { ...ok, formValid: false },
      'There has been an error. Please check below to see what fields are invalid.',
    ],
    [
      '001 §5 no delivery date',
      { ...ok, hasDeliveryDate: false },
      'There is an error with the delivery date. Please try again or contact support.',
    ],
    [
      '001 §5 supplier dates stand in for a delivery date',
      { ...ok, hasDeliveryDate: false, hasSupplierDates: true },
      null,
    ],
    [
      '001 §5 cash and carry needs no delivery date',
      { ...ok, hasDeliveryDate: false, cashAndCarry: true },
      null,
    ],
    ['001 §5 nothing blocks', ok, null],
  ] as const)('%s', (_s, state, expected) => {
    expect(submitBlockMessage(state)).toBe(expected);
  });
});

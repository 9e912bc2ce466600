import { describe, expect, it } from 'vitest';
import { addressFieldErrors, normaliseAddress } from './address-rules.ts';

const good = normaliseAddress({
  firstName: 'Sam',
  lastName: 'Shopper',
  address: '1 Test Street',
  suburb: 'Richmond',
  state: 'vic',
  postcode: '3121',
});

describe('saved address rules', () => {
  it('takes an address the checkout would take, with the state in capitals', () => {
    expect(good.state).toBe('VIC');
    expect(addressFieldErrors(good, 'AU')).toEqual({});
  });

  it('puts each checkout message by its field, a PO box and a bad phone included', () => {
    const errors = addressFieldErrors(
      { ...good, firstName: '', address: 'PO Box 12', postcode: '', phone: '12' },
      'AU',
    );
    expect(errors).toEqual({
      firstName: 'Please enter a first name (max 20 characters)',
      address: "We don't deliver to PO Boxes",
      postcode: 'Please enter a valid postcode',
      phone: expect.stringMatching(/phone number|area code/),
    });
  });

  it('needs a state in Australia only', () => {
    expect(addressFieldErrors({ ...good, state: '' }, 'AU')).toHaveProperty('state');
    expect(addressFieldErrors({ ...good, state: '' }, 'NZ')).not.toHaveProperty('state');
  });
});

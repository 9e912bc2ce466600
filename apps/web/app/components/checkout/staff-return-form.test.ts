import { describe, expect, it } from 'vitest';
import { parseReturnForm } from '../../lib/checkout-return-form.ts';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { initialValues } from './checkout-values.ts';
import { viewFixture } from './checkout-test-support.tsx';
import { restoreReturnForm, returnFormOf } from './return-form.ts';

// Back from a payment provider's page, a staff-assisted order keeps its store, salesperson, cash and carry (with the
// customer's own address it replaced) and delivery override; a shopper's form carries none of them.

const RICHMOND = {
  phone: '03 9428 1200',
  address: '550 Church Street',
  suburb: 'Richmond',
  postcode: '3121',
  state: 'VIC',
};
const staffView = viewFixture({
  stores: [
    { subdivision: 'alexandria', name: 'Alexandria', selected: false, location: RICHMOND },
    { subdivision: 'richmond', name: 'Richmond', selected: true, location: RICHMOND },
  ],
  salesPeople: [
    { code: 'SP002', name: 'Jordan Lee', subdivision: 'alexandria', selected: true },
    { code: 'SP001', name: 'Alex Staff', subdivision: 'richmond', selected: true },
  ],
  store: RICHMOND,
});

describe('the form kept for the way back from a provider', () => {
  it("keeps a staff order's store, salesperson, cash and carry and override, and gives them back", () => {
    const cart = cartFixture();
    const fresh = initialValues(staffView, cart);
    expect(fresh.subdivision).toBe('richmond');
    const before = {
      address: { ...fresh.delivery, address: '9 Home St' },
      deliveryInstructions: 'Gate',
      picked: true,
    };
    const left = {
      ...fresh,
      subdivision: 'alexandria',
      salespersonCode: 'SP002',
      cashAndCarry: true,
      winningDeliveryServiceOverride: true,
      beforeCashAndCarry: before,
    };
    const kept = parseReturnForm(JSON.parse(JSON.stringify(returnFormOf(cart.cartId, left))))!;
    const back = restoreReturnForm(fresh, kept, false);
    expect(back).toMatchObject({
      subdivision: 'alexandria',
      salespersonCode: 'SP002',
      cashAndCarry: true,
      winningDeliveryServiceOverride: true,
    });
    expect(back.beforeCashAndCarry?.address.address).toBe('9 Home St');
  });

  it("keeps no staff part for a shopper, and never gives one to a shopper's form", () => {
    const cart = cartFixture();
    const shopper = initialValues(viewFixture(), cart);
    const kept = returnFormOf(cart.cartId, shopper);
    expect(kept.staff).toBeUndefined();
    const forged = {
      ...kept,
      staff: {
        subdivision: 'richmond',
        salespersonCode: 'SP001',
        cashAndCarry: true,
        winningDeliveryServiceOverride: true,
        beforeCashAndCarry: null,
      },
    };
    const back = restoreReturnForm(shopper, parseReturnForm(forged)!, false);
    expect(back).toMatchObject({ subdivision: '', salespersonCode: '', cashAndCarry: false });
  });
});

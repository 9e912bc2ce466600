import type { CheckoutView, StoreLocation } from '@shop/contracts';
import { hasPaymentOption, PAYMENT_OPTION_FLAGS } from '@shop/domain';
import type { CheckoutValues } from './checkout-values.ts';
import { defaultSalesperson, storeLocation } from './staff-values.ts';

// What the staff section changes in the form (001 §4 'Staff mode', 'Cash and carry'; docs/decisions/0034): another
// store with its salesperson, and cash and carry filling in the store's address and giving the customer's back. Only
// the staff section (fetched for staff alone) imports it.

function fillFromStore(values: CheckoutValues, location: StoreLocation): CheckoutValues {
  const { address, suburb, state, postcode } = location;
  return {
    ...values,
    delivery: { ...values.delivery, address, suburb, state, postcode, deliveryInstructions: '' },
    deliveryPicked: true,
  };
}

/** Another store: its default salesperson, and under cash and carry its address. */
export function withStore(values: CheckoutValues, view: CheckoutView, subdivision: string): CheckoutValues {
  const next = { ...values, subdivision, salespersonCode: defaultSalesperson(view, subdivision) };
  const location = storeLocation(view, subdivision);
  return values.cashAndCarry && location ? fillFromStore(next, location) : next;
}

/**
 * 001 §4 cash and carry: ticked, the delivery address becomes the store's (the customer's kept aside); unticked, the
 * customer's address comes back. The names stay the customer's either way.
 */
export function withCashAndCarry(values: CheckoutValues, view: CheckoutView, on: boolean): CheckoutValues {
  if (on) {
    const location = storeLocation(view, values.subdivision);
    if (!location || values.cashAndCarry) return values;
    const { deliveryInstructions, ...address } = values.delivery;
    return fillFromStore(
      {
        ...values,
        cashAndCarry: true,
        beforeCashAndCarry: { address, deliveryInstructions, picked: values.deliveryPicked },
      },
      location,
    );
  }
  const before = values.beforeCashAndCarry;
  if (!values.cashAndCarry) return values;
  if (!before) return { ...values, cashAndCarry: false };
  const { address, suburb, state, postcode } = before.address;
  return {
    ...values,
    cashAndCarry: false,
    beforeCashAndCarry: null,
    delivery: {
      ...values.delivery,
      address,
      suburb,
      state,
      postcode,
      deliveryInstructions: before.deliveryInstructions,
    },
    deliveryPicked: before.picked,
  };
}

export function offersWinningDelivery(view: CheckoutView): boolean {
  return hasPaymentOption(view.opts, PAYMENT_OPTION_FLAGS.WinningDeliveryServiceOverride);
}

export function offersCashAndCarry(view: CheckoutView): boolean {
  return hasPaymentOption(view.opts, PAYMENT_OPTION_FLAGS.CashAndCarry);
}

import type { CheckoutReturnForm } from '../../lib/checkout-return-form.ts';
import type { CheckoutValues } from './checkout-values.ts';

// The form kept while the shopper is at a payment provider, and put back on the way in (001 §3; the stored shape and
// its checks are in lib/checkout-return-form.ts). Fetched only when leaving for a provider or coming back from one.

export { readReturnForm, saveReturnForm } from '../../lib/checkout-return-form.ts';

/** An address's own fields, whatever else the object carries. */
function addressOnly(a: CheckoutValues['billing']): CheckoutValues['billing'] {
  const { firstName, lastName, companyName, address, suburb, state, postcode } = a;
  return { firstName, lastName, companyName, address, suburb, state, postcode };
}

/** What is kept of the form while the shopper is at a payment provider: nothing of the card or the Zip in store code. */
export function returnFormOf(cartId: string, values: CheckoutValues): CheckoutReturnForm {
  const { firstName, lastName, companyName, address, suburb, state, postcode } = values.billing;
  return {
    cartId,
    email: values.email,
    phoneNumber: values.phoneNumber,
    newsletter: values.newsletter,
    delivery: {
      firstName: values.delivery.firstName,
      lastName: values.delivery.lastName,
      companyName: values.delivery.companyName,
      address: values.delivery.address,
      suburb: values.delivery.suburb,
      state: values.delivery.state,
      postcode: values.delivery.postcode,
      deliveryInstructions: values.delivery.deliveryInstructions,
    },
    deliveryPicked: values.deliveryPicked,
    poNumber: values.poNumber,
    billingSame: values.billingSame,
    billing: { firstName, lastName, companyName, address, suburb, state, postcode },
    billingPicked: values.billingPicked,
    depositEnabled: values.depositEnabled,
    partialPayment: values.partialPayment,
    selectedPaymentOption: values.selectedPaymentOption,
    ...(values.subdivision
      ? {
          staff: {
            subdivision: values.subdivision,
            salespersonCode: values.salespersonCode,
            cashAndCarry: values.cashAndCarry,
            winningDeliveryServiceOverride: values.winningDeliveryServiceOverride,
            beforeCashAndCarry: values.beforeCashAndCarry && {
              address: addressOnly(values.beforeCashAndCarry.address),
              deliveryInstructions: values.beforeCashAndCarry.deliveryInstructions,
              picked: values.beforeCashAndCarry.picked,
            },
          },
        }
      : {}),
  };
}

/**
 * The form as it was left, over the current values. A locked customer keeps the account's email, phone and billing
 * address (the fields the view locks); the suburbs come back picked as they were, so no new pick is asked for.
 */
export function restoreReturnForm(
  current: CheckoutValues,
  saved: CheckoutReturnForm,
  locked: boolean,
): CheckoutValues {
  const restored: CheckoutValues = {
    ...current,
    email: saved.email,
    phoneNumber: saved.phoneNumber,
    newsletter: saved.newsletter,
    delivery: { ...saved.delivery },
    deliveryPicked: saved.deliveryPicked,
    poNumber: saved.poNumber,
    billingSame: saved.billingSame,
    billing: { ...saved.billing },
    billingPicked: saved.billingPicked,
    depositEnabled: saved.depositEnabled,
    partialPayment: saved.partialPayment,
    selectedPaymentOption: saved.selectedPaymentOption,
    // The staff choices come back only to a staff section (the view offers the store): a shopper's form has none.
    ...(saved.staff && current.subdivision ? saved.staff : {}),
  };
  if (!locked) return restored;
  const { companyName, address, suburb, state, postcode } = current.billing;
  return {
    ...restored,
    email: current.email,
    phoneNumber: current.phoneNumber,
    billingSame: current.billingSame,
    billing: { ...restored.billing, companyName, address, suburb, state, postcode },
    billingPicked: current.billingPicked,
  };
}

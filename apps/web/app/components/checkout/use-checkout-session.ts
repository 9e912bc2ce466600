import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { CalendarDate } from '@shop/domain';
import {
  clearReturnForm,
  readReturnForm,
  saveCheckoutSession,
  type CheckoutReturnForm,
  type CheckoutSession,
} from '../../lib/checkout-session.ts';
import type { CheckoutValues } from './checkout-values.ts';

// 001 §3 and §4 saved session: the date, the services and the related choices are restored at start and saved on
// any change of them (the date itself is restored by the delivery hook, which keeps it only while still available).

export function restoreSession(initial: CheckoutValues, saved: CheckoutSession | null): CheckoutValues {
  if (!saved) return initial;
  return {
    ...initial,
    deliveryServices: saved.deliveryServices,
    requestedDeliveryContact: saved.requestedDeliveryContact,
    requestedInstallationContact: saved.requestedInstallationContact,
    earlyNotification: saved.earlyNotification,
    uniqueRequirements: saved.uniqueRequirements,
    supplierDates: saved.supplierDates,
  };
}

/** The saved session for these choices (also written just before leaving for a payment provider). */
export function sessionOf(
  cartId: string,
  selected: CalendarDate | null,
  values: CheckoutValues,
): CheckoutSession {
  const date = selected ? ([selected.year, selected.month, selected.day] as [number, number, number]) : null;
  return {
    cartId,
    selectedDate: date,
    deliveryServices: values.deliveryServices,
    requestedDeliveryContact: values.requestedDeliveryContact,
    requestedInstallationContact: values.requestedInstallationContact,
    earlyNotification: values.earlyNotification,
    uniqueRequirements: values.uniqueRequirements,
    supplierDates: values.supplierDates,
  };
}

export function useSessionSave(cartId: string, selected: CalendarDate | null, values: CheckoutValues): void {
  const session = sessionOf(cartId, selected, values);
  const latest = useRef(session);
  latest.current = session;
  // Keyed on the serialised session, so an unchanged session is not written again on every render.
  const serialised = JSON.stringify(session);
  useEffect(() => saveCheckoutSession(latest.current), [serialised]);
}

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

/**
 * Back from a provider (a cancelled payment or a failed confirmation) for the same cart, the form left there is put
 * back once, after hydration, and its copy removed; any other visit drops a copy it finds without using it.
 */
export function useReturnFormRestore(
  cartId: string,
  returnedFromProvider: boolean,
  locked: boolean,
  setValues: Dispatch<SetStateAction<CheckoutValues>>,
): void {
  useEffect(() => {
    const saved = returnedFromProvider ? readReturnForm(cartId) : null;
    clearReturnForm();
    if (saved) setValues((current) => restoreReturnForm(current, saved, locked));
    // Only on the way in: a later change of these never restores again (the copy is gone).
  }, []);
}

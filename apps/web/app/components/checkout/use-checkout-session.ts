import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { CalendarDate } from '@shop/domain';
import { clearReturnForm, saveCheckoutSession, type CheckoutSession } from '../../lib/checkout-session.ts';
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
    if (!returnedFromProvider) return clearReturnForm();
    // Its code comes only on the way back from a provider; without it the shopper finds the form's defaults.
    import('./return-form.ts').then(
      ({ readReturnForm, restoreReturnForm }) => {
        const saved = readReturnForm(cartId);
        clearReturnForm();
        if (saved) setValues((current) => restoreReturnForm(current, saved, locked));
      },
      () => clearReturnForm(),
    );
    // Only on the way in: a later change of these never restores again (the copy is gone).
  }, []);
}

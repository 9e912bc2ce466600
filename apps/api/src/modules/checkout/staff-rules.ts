import { PAYMENT_OPTION_FLAGS, type Country } from '@shop/domain';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { StaffViewer } from '../orders/staff-checkout.ts';
import { findCheckoutStore, findSalesperson } from '../orders/staff-checkout.ts';
import { DELIVERY_CHOICE_COPY } from './delivery-choice.ts';
import type { CheckoutBody } from './form.ts';
import { CHECKOUT_COPY_SERVER } from './reserve.ts';
import { NO_STAFF_CHOICE, type StaffChoice } from './staff-choice.ts';

// Staff-assisted checkout on the server (docs/decisions/0034): the store, the salesperson, cash and carry, the
// Winning Services override and the staff-only payment methods are a staff viewer's only, checked before anything
// is reserved.

export const STAFF_CHECKOUT_COPY = {
  staffOnly:
    'Only a member of our team can place an order for a store or a salesperson, or assign it to Winning Services delivery.',
  storeUnknown: 'Please choose one of our stores for this order.',
  storeForCashAndCarry: 'Please choose the store the order is collected from.',
  salespersonInvalid: (code: string) =>
    `${code} is not an active salesperson of the chosen store. Please choose another salesperson.`,
} as const;

/** The payment options only staff may choose (Zip in store, 'Use Other Payment Method', the credit account). */
const STAFF_ONLY_OPTIONS: readonly number[] = [
  PAYMENT_OPTION_FLAGS.ZipInStore,
  PAYMENT_OPTION_FLAGS.StaffOnlyOtherPaymentMethod,
  PAYMENT_OPTION_FLAGS.CRAccount,
];

const clean = (v: string | null | undefined) => (v ?? '').trim();

/** Whether the body asks for anything only staff may (so the identity service is asked only then). */
export function asksForStaff(body: CheckoutBody): boolean {
  return (
    clean(body.subdivision) !== '' ||
    clean(body.salespersonCode) !== '' ||
    body.cashAndCarry === true ||
    body.winningDeliveryServiceOverride === true ||
    STAFF_ONLY_OPTIONS.includes(body.selectedPaymentOption)
  );
}

const invalid = (message: string) => new AppError('checkout_invalid', [message]);

/**
 * The staff part of a submit: for a viewer who is not staff, any staff field is refused with a 400 naming it; for
 * staff, the store must be one of the shop's country and the salesperson an active one of that store.
 */
export async function staffChoiceOf(
  db: Db,
  country: Country,
  body: CheckoutBody,
  staff: StaffViewer | null,
): Promise<StaffChoice> {
  if (!staff) {
    if (STAFF_ONLY_OPTIONS.includes(body.selectedPaymentOption))
      throw invalid(CHECKOUT_COPY_SERVER.methodUnavailable);
    if (body.cashAndCarry === true) throw invalid(DELIVERY_CHOICE_COPY.cashAndCarryStaffOnly);
    if (asksForStaff(body)) throw invalid(STAFF_CHECKOUT_COPY.staffOnly);
    return NO_STAFF_CHOICE;
  }
  const subdivision = clean(body.subdivision) || null;
  const code = clean(body.salespersonCode) || null;
  const store = subdivision ? await findCheckoutStore(db, country, subdivision) : null;
  if (subdivision && !store) throw invalid(STAFF_CHECKOUT_COPY.storeUnknown);
  if (code) {
    const person = await findSalesperson(db, code);
    if (!person?.active || !store || person.subdivision !== store.subdivision)
      throw invalid(STAFF_CHECKOUT_COPY.salespersonInvalid(code));
  }
  const cashAndCarry = body.cashAndCarry === true;
  if (cashAndCarry && !store) throw invalid(STAFF_CHECKOUT_COPY.storeForCashAndCarry);
  return {
    byStaff: true,
    subdivision,
    salespersonCode: code,
    store,
    cashAndCarry,
    winningDeliveryServiceOverride: body.winningDeliveryServiceOverride === true,
  };
}

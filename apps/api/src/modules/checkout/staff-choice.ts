import type { CheckoutStoreRow } from '../orders/staff-checkout.ts';

// The staff part of an order (docs/decisions/0034), as staff-rules.ts checked it and reserve.ts records it.

/** What a staff order records beside the shopper's fields. */
export interface StaffChoice {
  /** Whether a staff member submitted it (checked by the role, not the body). */
  byStaff: boolean;
  subdivision: string | null;
  salespersonCode: string | null;
  /** The chosen store (cash and carry is collected there and takes its address). */
  store: CheckoutStoreRow | null;
  cashAndCarry: boolean;
  winningDeliveryServiceOverride: boolean;
}

export const NO_STAFF_CHOICE: StaffChoice = {
  byStaff: false,
  subdivision: null,
  salespersonCode: null,
  store: null,
  cashAndCarry: false,
  winningDeliveryServiceOverride: false,
};

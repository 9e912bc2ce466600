import type { Cart, VoucherRequest } from '@shop/contracts';
import { ApiError, type BrowserApi } from '@shop/contracts/web';
import { VOUCHER_LIMITS, cartErrorMessage, checkVoucher, type VoucherField } from '@shop/domain';

// The gift voucher form (docs/decisions/0031): read from the posted form (with or without scripts), checked by the
// domain's rules before anything is sent, then added to the cart. The same function runs in the browser
// (clientAction) and on the server (action, for a form sent without scripts).

export const OTHER_AMOUNT = 'other';

export interface VoucherFormValues {
  preset: string;
  amount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

export type VoucherFormResult =
  | { ok: true; cart: Cart; value: number }
  | {
      ok: false;
      values: VoucherFormValues;
      errors: Partial<Record<VoucherField, string>>;
      /** A failure that is no field's (the cart could not be reached, the cart is full). */
      formError: string | null;
    };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export function voucherFormValues(form: FormData): VoucherFormValues {
  return {
    preset: text(form, 'preset'),
    amount: text(form, 'amount'),
    recipientName: text(form, 'recipientName'),
    recipientEmail: text(form, 'recipientEmail'),
    senderName: text(form, 'senderName'),
    message: text(form, 'message'),
  };
}

/** The value the form names: a preset button, or the typed amount when 'Another amount' is chosen. */
export function chosenValue(values: Pick<VoucherFormValues, 'preset' | 'amount'>): string {
  if (values.preset && values.preset !== OTHER_AMOUNT) return values.preset;
  return values.amount;
}

export function voucherRequest(values: VoucherFormValues): VoucherRequest {
  return {
    value: chosenValue(values),
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    senderName: values.senderName,
    message: values.message,
  };
}

export async function submitVoucherForm(api: BrowserApi, form: FormData): Promise<VoucherFormResult> {
  const values = voucherFormValues(form);
  const request = voucherRequest(values);
  const checked = checkVoucher(request);
  if (!checked.ok) return { ok: false, values, errors: checked.errors, formError: null };
  try {
    const cart = await api.cartAddVoucher(request);
    return { ok: true, cart, value: checked.voucher.valueCents / 100 };
  } catch (error) {
    const body = error instanceof ApiError ? error.body : null;
    const formError = body?.errors[0] ?? cartErrorMessage(body);
    return { ok: false, values, errors: {}, formError };
  }
}

export const VOUCHER_PRESETS = VOUCHER_LIMITS.presets;

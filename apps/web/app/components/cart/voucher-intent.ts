import type { Cart } from '@shop/contracts';
import { ApiError, type BrowserApi } from '@shop/contracts/web';
import { VOUCHER_MESSAGES, cartErrorMessage } from '@shop/domain';

// Removing a gift voucher from the cart: the same function runs in the browser (the cart route's clientAction) and
// on the server (its action, for a form sent without scripts).

export const VOUCHER_REMOVE_INTENT = 'voucher-remove';

export type VoucherActionResult =
  | { ok: true; intent: typeof VOUCHER_REMOVE_INTENT; cart: Cart }
  | { ok: false; intent: typeof VOUCHER_REMOVE_INTENT; error: string };

export function isVoucherIntent(form: FormData): boolean {
  return form.get('intent') === VOUCHER_REMOVE_INTENT;
}

export async function runVoucherIntent(api: BrowserApi, form: FormData): Promise<VoucherActionResult> {
  const intent = VOUCHER_REMOVE_INTENT;
  const id = Number(form.get('voucherId'));
  if (!Number.isInteger(id) || id <= 0) return { ok: false, intent, error: VOUCHER_MESSAGES.notFound };
  try {
    return { ok: true, intent, cart: await api.cartRemoveVoucher(id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { ok: false, intent, error: VOUCHER_MESSAGES.notFound };
    return { ok: false, intent, error: cartErrorMessage(error instanceof ApiError ? error.body : null) };
  }
}

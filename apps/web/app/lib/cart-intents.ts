import type { Cart } from '@shop/contracts';
import { ApiError, type BrowserApi } from '@shop/contracts/web';
import {
  CHECKOUT_ERROR_MESSAGES,
  cartErrorMessage,
  couponApplyErrorMessage,
  couponDeleteErrorMessage,
  validateCouponCode,
} from '@shop/domain';

// What a cart form asks for (add, change quantity, remove, coupon…) and the answer it shows. The same function runs
// in the browser (clientAction, calling /api directly) and on the server (action, for forms sent without scripts).

export const CART_INTENTS = ['add', 'quantity', 'remove', 'clear', 'coupon-apply', 'coupon-remove'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export type CartActionResult =
  | { ok: true; intent: CartIntent; cart: Cart; sku?: string; quantity?: number }
  | { ok: false; intent: CartIntent | null; error: string; sku?: string };

function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
}

function positiveInt(form: FormData, name: string): number | undefined {
  const n = Number(text(form, name));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function isIntent(v: string): v is CartIntent {
  return (CART_INTENTS as readonly string[]).includes(v);
}

function bodyOf(error: unknown): unknown {
  return error instanceof ApiError ? error.body : null;
}

export async function runCartIntent(api: BrowserApi, form: FormData): Promise<CartActionResult> {
  const intent = text(form, 'intent');
  if (!isIntent(intent)) return { ok: false, intent: null, error: CHECKOUT_ERROR_MESSAGES.cartUnknown };
  const code = text(form, 'code');
  const warrantyId = positiveInt(form, 'warrantyId');
  const installId = positiveInt(form, 'installId');
  const upsells = { ...(warrantyId ? { warrantyId } : {}), ...(installId ? { installId } : {}) };
  try {
    switch (intent) {
      case 'add': {
        const quantity = positiveInt(form, 'quantity') ?? 1;
        const cart = await api.cartAddProduct({ code, quantity, ...upsells });
        return { ok: true, intent, cart, sku: code, quantity };
      }
      case 'quantity': {
        const quantity = positiveInt(form, 'quantity');
        if (!quantity) return { ok: false, intent, error: CHECKOUT_ERROR_MESSAGES.cartUnknown, sku: code };
        const cart = await api.cartSetQuantity({ code, quantity, ...upsells });
        return { ok: true, intent, cart, sku: code, quantity };
      }
      case 'remove':
        return { ok: true, intent, cart: await api.cartRemoveProduct(code, upsells), sku: code };
      case 'clear':
        return { ok: true, intent, cart: await api.cartRemove() };
      case 'coupon-apply': {
        const invalid = validateCouponCode(code);
        if (invalid) return { ok: false, intent, error: invalid };
        return { ok: true, intent, cart: await api.cartApplyCoupon(code, text(form, 'email')) };
      }
      case 'coupon-remove':
        return { ok: true, intent, cart: await api.cartRemoveCoupon(code) };
    }
  } catch (error) {
    return { ok: false, intent, error: errorText(intent, error), ...(code ? { sku: code } : {}) };
  }
}

/** 001 §8: each call's own failure wording. */
export function errorText(intent: CartIntent, error: unknown): string {
  const body = bodyOf(error) as { message?: string; errors?: string[] } | null;
  switch (intent) {
    case 'coupon-apply':
      return couponApplyErrorMessage(body?.errors?.[0] ?? (body ? body.message : null));
    case 'coupon-remove':
      return couponDeleteErrorMessage(body?.errors);
    case 'remove':
      if (error instanceof ApiError && error.status === 404) return CHECKOUT_ERROR_MESSAGES.cartRemoveMissing;
      return cartErrorMessage(body);
    default:
      return cartErrorMessage(body);
  }
}

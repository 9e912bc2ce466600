import { ApiError } from '@shop/contracts/web';
import type { BrowserApi, CheckoutRequest, OrderPostResult } from '@shop/contracts';
import { checkoutErrorMessage, isInStorePayment, parseErrorMessages } from '@shop/domain';

// 001 §4 'Submit' and §8: what the order post's answer means for the page.

export type PlaceOutcome =
  | { kind: 'completed'; result: OrderPostResult }
  | { kind: 'secure3d'; action: string; fields: Record<string, string> }
  | { kind: 'redirect'; url: string }
  /** Zip in store: the request went to the customer's Zip app; the page waits for their answer (ADR 0029). */
  | { kind: 'inStore'; reference: string }
  /** `reload`: a 400, whose messages are listed; the view reloads and submit re-enables after 500 ms. */
  | { kind: 'error'; messages: string[]; reason: string; reload: boolean };

export async function placeOrder(api: BrowserApi, body: CheckoutRequest, phone: string): Promise<PlaceOutcome> {
  try {
    const result = await api.placeOrder(body);
    if (result.orderCompleted) return { kind: 'completed', result };
    if (result.secure3DResponse) {
      return {
        kind: 'secure3d',
        action: result.secure3DResponse.htmlFormAction,
        fields: result.secure3DResponse.htmlFormToPost,
      };
    }
    if (result.redirectUrl) return { kind: 'redirect', url: result.redirectUrl };
    if (isInStorePayment(body.selectedPaymentOption) && result.paymentReference) {
      return { kind: 'inStore', reference: result.paymentReference };
    }
    return { kind: 'error', messages: [checkoutErrorMessage(500, phone)], reason: 'not_completed', reload: false };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const reason = (error instanceof ApiError ? error.body?.code : undefined) ?? String(status || 'network');
    if (status === 400) {
      const list = parseErrorMessages(error instanceof ApiError ? error.body : null);
      return { kind: 'error', messages: list.length > 0 ? list : [checkoutErrorMessage(400, phone)], reason, reload: true };
    }
    return { kind: 'error', messages: [checkoutErrorMessage(status, phone)], reason, reload: false };
  }
}

/** 3-D Secure: post the returned form to the card issuer's page (a real navigation, so no leave warning then). */
export function postProviderForm(action: string, fields: Readonly<Record<string, string>>, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

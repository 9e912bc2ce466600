import { ApiError } from '@shop/contracts/web';
import {
  paymentConfirmationErrorMessage,
  REDIRECT_PROVIDER_OPTIONS,
  type ServiceError,
  type ThemeId,
} from '@shop/domain';
import { browserApi } from '../../lib/browser-api.ts';
import { clearCheckoutSession } from '../../lib/checkout-session.ts';
import { withoutProviderReturn, type ProviderReturn } from '../../lib/checkout-provider-return.ts';
import { trackPlacedOrder } from './confirmed-purchase.ts';

// The way back from a provider's hosted page (001 §2, §7, §8; ADR 0029), once the page has found it in its address
// (use-provider-return.ts): fetched then, not with every checkout.

/** 001 §8: the errors list joined with blank lines; a service that did not answer reads as unavailable. */
export function confirmationFailureMessage(error: unknown): string {
  const service: ServiceError =
    error instanceof ApiError && error.status < 500
      ? { errors: error.body?.errors ?? [] }
      : { type: 'error' };
  return paymentConfirmationErrorMessage(service);
}

export interface ReturnOutcome {
  /** The order is placed: the page is busy from here. */
  confirming: () => void;
  /** Its purchase is pushed: go to the confirmation (or the provider's next address). */
  leave: (url: string) => void;
  /** A SUCCESS return that did not place the order: why. */
  failed: (message: string) => void;
}

/**
 * Drops the return's parameters from the address (so a reload never confirms again) and makes
 * POST /api/checkout/{provider}confirmation once; a cancelled return tells the server too, which gives the
 * reservation back (its 400 answer is expected and not shown).
 */
export function confirmProviderReturn(ret: ProviderReturn, themeId: ThemeId, outcome: ReturnOutcome): void {
  window.history.replaceState(window.history.state, '', withoutProviderReturn(new URL(window.location.href), ret));
  const api = browserApi();
  const go = async (url: string) => {
    clearCheckoutSession();
    // The order is placed (even on a cancelled return whose approval's notification came first): the page is busy
    // from here, so the unfinished checkout's leave warning is gone before the way to the confirmation.
    outcome.confirming();
    await trackPlacedOrder(api, {
      redirectUrl: url,
      cartId: null,
      themeId,
      selectedPaymentOption: REDIRECT_PROVIDER_OPTIONS[ret.provider].flag,
    });
    outcome.leave(url);
  };
  api.providerConfirmation(ret.provider, ret.query).then(
    (result) => {
      // A cancelled return may still find the order placed (the approval's notification came first).
      if (result.redirectUrl && (result.orderCompleted || ret.status === 'SUCCESS')) void go(result.redirectUrl);
      else if (ret.status === 'SUCCESS') outcome.failed(paymentConfirmationErrorMessage({}));
    },
    (error: unknown) => {
      if (ret.status === 'SUCCESS') outcome.failed(confirmationFailureMessage(error));
    },
  );
}

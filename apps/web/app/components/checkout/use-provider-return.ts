import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@shop/contracts/web';
import {
  paymentConfirmationErrorMessage,
  REDIRECT_PROVIDER_OPTIONS,
  type ServiceError,
  type ThemeId,
} from '@shop/domain';
import { browserApi } from '../../lib/browser-api.ts';
import { leaveForUrl } from '../../lib/checkout-navigation.ts';
import { clearCheckoutSession } from '../../lib/checkout-session.ts';
import { withoutProviderReturn, type ProviderReturn } from '../../lib/checkout-provider-return.ts';
import { trackPlacedOrder } from './confirmed-purchase.ts';

// The way back from a provider's hosted page (001 §2, §7, §8; ADR 0029). SUCCESS: the page is busy while
// POST /api/checkout/{provider}confirmation?{params} is made once, then goes to the confirmation or shows why not.
// CANCELLED: the page shows 'You've cancelled your payment.' (the loader's notice) and tells the server, which gives the
// reservation back (its 400 answer is expected and not shown). Either way the parameters leave the address at once, so
// a reload never confirms again. A placed order's purchase event is pushed from the order as placed before going on.

export type ProviderReturnState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'confirming' }
  | { readonly phase: 'failed'; readonly message: string };

/** 001 §8: the errors list joined with blank lines; a service that did not answer reads as unavailable. */
export function confirmationFailureMessage(error: unknown): string {
  const service: ServiceError =
    error instanceof ApiError && error.status < 500
      ? { errors: error.body?.errors ?? [] }
      : { type: 'error' };
  return paymentConfirmationErrorMessage(service);
}

export function useProviderReturn(ret: ProviderReturn | null, themeId: ThemeId): ProviderReturnState {
  const navigate = useNavigate();
  const [state, setState] = useState<ProviderReturnState>(() =>
    ret?.status === 'SUCCESS' ? { phase: 'confirming' } : { phase: 'idle' },
  );
  const started = useRef(false);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  useEffect(() => {
    if (!ret || started.current) return;
    started.current = true;
    window.history.replaceState(
      window.history.state,
      '',
      withoutProviderReturn(new URL(window.location.href), ret),
    );
    const api = browserApi();
    const go = async (url: string) => {
      clearCheckoutSession();
      // The order is placed (even on a cancelled return whose approval's notification came first): the page is busy
      // from here, so the unfinished checkout's leave warning is gone before the way to the confirmation.
      setState({ phase: 'confirming' });
      await trackPlacedOrder(api, {
        redirectUrl: url,
        cartId: null,
        themeId,
        selectedPaymentOption: REDIRECT_PROVIDER_OPTIONS[ret.provider].flag,
      });
      setLeavingFor(url);
    };
    api.providerConfirmation(ret.provider, ret.query).then(
      (result) => {
        // A cancelled return may still find the order placed (the approval's notification came first).
        if (result.redirectUrl && (result.orderCompleted || ret.status === 'SUCCESS'))
          void go(result.redirectUrl);
        else if (ret.status === 'SUCCESS')
          setState({ phase: 'failed', message: paymentConfirmationErrorMessage({}) });
      },
      (error: unknown) => {
        if (ret.status === 'SUCCESS')
          setState({ phase: 'failed', message: confirmationFailureMessage(error) });
      },
    );
  }, [ret, themeId]);

  // Gone once the busy state has replaced the checkout (and with it the unfinished checkout's leave warning).
  useEffect(() => {
    if (!leavingFor) return;
    if (leavingFor.startsWith('/') && !leavingFor.startsWith('//')) void navigate(leavingFor);
    else leaveForUrl(leavingFor);
  }, [leavingFor, navigate]);

  return state;
}

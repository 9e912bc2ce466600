import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@shop/contracts/web';
import { paymentConfirmationErrorMessage, type ServiceError } from '@shop/domain';
import { browserApi } from '../../lib/browser-api.ts';
import { leaveForUrl } from '../../lib/checkout-navigation.ts';
import { clearCheckoutSession } from '../../lib/checkout-session.ts';
import { withoutProviderReturn, type ProviderReturn } from '../../lib/checkout-provider-return.ts';

// The way back from a provider's hosted page (001 §2, §7, §8; ADR 0029). SUCCESS: the page is busy while
// POST /api/checkout/{provider}confirmation?{params} is made once, then goes to the confirmation or shows why not.
// CANCELLED: the page shows 'You've cancelled your payment.' (the loader's notice) and tells the server, which gives the
// reservation back (its 400 answer is expected and not shown). Either way the parameters leave the address at once, so
// a reload never confirms again.

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

export function useProviderReturn(ret: ProviderReturn | null): ProviderReturnState {
  const navigate = useNavigate();
  const [state, setState] = useState<ProviderReturnState>(() =>
    ret?.status === 'SUCCESS' ? { phase: 'confirming' } : { phase: 'idle' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!ret || started.current) return;
    started.current = true;
    window.history.replaceState(
      window.history.state,
      '',
      withoutProviderReturn(new URL(window.location.href), ret),
    );
    const go = (url: string) => {
      clearCheckoutSession();
      if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
      else leaveForUrl(url);
    };
    browserApi()
      .providerConfirmation(ret.provider, ret.query)
      .then(
        (result) => {
          // A cancelled return may still find the order placed (the approval's notification came first).
          if (result.redirectUrl && (result.orderCompleted || ret.status === 'SUCCESS'))
            go(result.redirectUrl);
          else if (ret.status === 'SUCCESS')
            setState({ phase: 'failed', message: paymentConfirmationErrorMessage({}) });
        },
        (error: unknown) => {
          if (ret.status === 'SUCCESS')
            setState({ phase: 'failed', message: confirmationFailureMessage(error) });
        },
      );
  }, [ret, navigate]);

  return state;
}

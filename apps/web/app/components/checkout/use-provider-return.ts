import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paymentConfirmationErrorMessage, type ThemeId } from '@shop/domain';
import { leaveForUrl } from '../../lib/checkout-navigation.ts';
import type { ProviderReturn } from '../../lib/checkout-provider-return.ts';

// The way back from a provider's hosted page (001 §2, §7, §8; ADR 0029). SUCCESS: the page is busy while
// POST /api/checkout/{provider}confirmation?{params} is made once, then goes to the confirmation or shows why not.
// CANCELLED: the page shows 'You've cancelled your payment.' (the loader's notice) and tells the server, which gives the
// reservation back (its 400 answer is expected and not shown). Either way the parameters leave the address at once, so
// a reload never confirms again. A placed order's purchase event is pushed from the order as placed before going on.
// What does it (provider-return.ts) is fetched only when the address carries a return.

export type ProviderReturnState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'confirming' }
  | { readonly phase: 'failed'; readonly message: string };

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
    import('./provider-return.ts').then(
      ({ confirmProviderReturn }) =>
        confirmProviderReturn(ret, themeId, {
          confirming: () => setState({ phase: 'confirming' }),
          leave: setLeavingFor,
          failed: (message) => setState({ phase: 'failed', message }),
        }),
      // Without its code the return cannot be confirmed here; a SUCCESS says the service did not answer.
      () => {
        if (ret.status === 'SUCCESS')
          setState({ phase: 'failed', message: paymentConfirmationErrorMessage({ type: 'error' }) });
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

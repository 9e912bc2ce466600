import { useEffect, useRef, useState } from 'react';
import type { BrowserApi } from '@shop/contracts/web';
import { onDemandValue } from '../../lib/on-demand.ts';
import type { InStoreCallbacks, InStoreMessages, InStoreRun, VoidBody } from './in-store-polling.ts';

// Zip in store's wait on the page (ADR 0029). The polling itself (in-store-polling.ts) is fetched when a salesperson
// picks Zip in store, not with every shopper's checkout (docs/decisions/0046-js-budget.md).

const polling = onDemandValue(() => import('./in-store-polling.ts'));

/** Fetches the polling; checkout awaits it before it posts an in-store order, so a failed fetch posts nothing. */
export function loadInStorePolling(): Promise<unknown> {
  return polling.load();
}

/** Voids with a beacon when the browser has one (it outlives the page), else with a kept-alive call. */
function sendVoidOnLeave(body: VoidBody): void {
  const json = JSON.stringify(body);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon('/api/checkout/void', new Blob([json], { type: 'application/json' }))) return;
  }
  void fetch('/api/checkout/void', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: json,
  }).catch(() => null);
}

/** The page's hold on one in-store wait: start it, cancel it, and void it if the page goes away meanwhile. */
export function useInStorePayment(
  input: { api: () => BrowserApi; cartId: string; words: InStoreMessages } & InStoreCallbacks,
) {
  const latest = useRef(input);
  latest.current = input;
  const run = useRef<InStoreRun | null>(null);
  const [reference, setReference] = useState<string | null>(null);

  useEffect(() => {
    const onLeave = () => run.current?.abandon(sendVoidOnLeave);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      // Leaving the page inside the app (Back, a link) while waiting.
      run.current?.abandon(
        (body) =>
          void latest.current
            .api()
            .voidCheckout(body)
            .catch(() => null),
      );
    };
  }, []);

  const end = () => setReference(null);
  return {
    /** The payment being waited for, or null. */
    reference,
    /** After `loadInStorePolling()` has answered: the page loads it before it posts an in-store order. */
    start: (ref: string) => {
      setReference(ref);
      void polling.load().then(({ startInStorePolling }) => {
        run.current = startInStorePolling({
          api: latest.current.api(),
          cartId: latest.current.cartId,
          reference: ref,
          words: latest.current.words,
          onApproved: (url) => latest.current.onApproved(url),
          onStopped: (message) => {
            end();
            latest.current.onStopped(message);
          },
        });
      });
    },
    cancel: () => void run.current?.cancel(),
  };
}

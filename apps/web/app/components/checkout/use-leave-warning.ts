import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { CHECKOUT_COPY, shouldWarnOnLeave } from '@shop/domain';

// 001 §2: leaving an unfinished checkout asks first, except on the way to a payment provider or after completion.
// The flags are refs so that the navigation that follows completion is never held up by a stale render.

export function useLeaveWarning() {
  const flags = useRef({ orderCompleted: false, redirectingToProvider: false });
  const warn = () => shouldWarnOnLeave(flags.current);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldWarnOnLeave(flags.current)) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = CHECKOUT_COPY.leaveWarning;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // In-app links (the header's 'Continue Shopping', the logo) ask with the same words.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => warn() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(CHECKOUT_COPY.leaveWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  return {
    completed: () => {
      flags.current.orderCompleted = true;
    },
    redirecting: () => {
      flags.current.redirectingToProvider = true;
    },
  };
}

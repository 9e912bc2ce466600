import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '@shop/domain';
import {
  GlobalMessageContext,
  type GlobalMessageApi,
  type GlobalMessageInput,
  type GlobalMessageState,
} from '../../lib/global-message.ts';

export function GlobalMessageProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<GlobalMessageState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sequence = useRef(0);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (input: GlobalMessageInput) => {
      clearTimeout(timer.current);
      sequence.current += 1;
      setMessage({ ...input, id: sequence.current });
      if (!input.keepAlive) timer.current = setTimeout(hide, TIMINGS_MS.globalMessageAutoHide);
    },
    [hide],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  const api = useMemo<GlobalMessageApi>(() => ({ message, show, hide }), [message, show, hide]);
  return <GlobalMessageContext value={api}>{children}</GlobalMessageContext>;
}

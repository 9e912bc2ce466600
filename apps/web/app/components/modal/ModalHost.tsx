import { useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { closeAllModals, closeTopModal, modalStack } from '../../lib/modal-stack.ts';

/**
 * Rendered once in the shell: the browser Back button closes the open modal instead of leaving the page, and any
 * completed navigation closes every modal (000 §4). One blocker for all modals, as React Router allows only one.
 */
export function ModalHost() {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && modalStack().length > 0);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    closeTopModal();
    blocker.reset();
  }, [blocker]);

  const { pathname, search } = useLocation();
  const previous = useRef(`${pathname}${search}`);
  useEffect(() => {
    const current = `${pathname}${search}`;
    if (current === previous.current) return;
    previous.current = current;
    closeAllModals();
  }, [pathname, search]);
  return null;
}

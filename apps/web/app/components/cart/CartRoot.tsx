import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ThemeId } from '@shop/domain';
import { cartStore, useCart } from '../../lib/cart-store.ts';
import { useGlobalMessage } from '../../lib/global-message.ts';

// The drawer (with React Aria's dialog) is fetched the first time the shopper opens it, not with every page.
const CartDrawer = lazy(() => import('./CartDrawer.tsx').then((m) => ({ default: m.CartDrawer })));

/** Loads the cart once scripts run, shows cart messages as persistent error toasts, and hosts the drawer. */
export function CartRoot({ themeId }: { themeId: ThemeId }) {
  const { cart, isOpen } = useCart();
  const [drawerNeeded, setDrawerNeeded] = useState(isOpen);
  if (isOpen && !drawerNeeded) setDrawerNeeded(true);
  const { show } = useGlobalMessage();
  const shown = useRef('');
  useEffect(() => {
    void cartStore().start();
  }, []);
  const messages = cart?.messages.join(' ') ?? '';
  useEffect(() => {
    if (messages && messages !== shown.current) show({ type: 'error', text: messages, keepAlive: true });
    shown.current = messages;
  }, [messages, show]);
  if (!drawerNeeded) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer themeId={themeId} />
    </Suspense>
  );
}

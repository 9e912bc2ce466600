import { useEffect, useRef } from 'react';
import type { ThemeId } from '@shop/domain';
import { cartStore, useCart } from '../../lib/cart-store.ts';
import { useGlobalMessage } from '../../lib/globalMessage.ts';
import { CartDrawer } from './CartDrawer.tsx';

/** Loads the cart once scripts run, shows cart messages as persistent error toasts, and hosts the drawer. */
export function CartRoot({ themeId }: { themeId: ThemeId }) {
  const { cart } = useCart();
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
  return <CartDrawer themeId={themeId} />;
}

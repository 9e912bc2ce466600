import { useSyncExternalStore } from 'react';

// Whether the product page's sticky add-to-cart bar is showing. The compare tray reads it to move up 102 px (000 §9);
// the body class is the spec's page marker for the same state (001 §2).

export const STICKY_CART_CLASS = 'sticky-add-to-cart';

let visible = false;
const listeners = new Set<() => void>();

export function setStickyCartVisible(next: boolean): void {
  if (next === visible) return;
  visible = next;
  if (typeof document !== 'undefined') document.body.classList.toggle(STICKY_CART_CLASS, next);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStickyCartVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visible,
    () => false,
  );
}

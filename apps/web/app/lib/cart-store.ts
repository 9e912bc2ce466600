import { useSyncExternalStore } from 'react';
import type { BrowserApi, Cart } from '@shop/contracts';
import { cartErrorMessage } from '@shop/domain';
import { ApiError } from '@shop/contracts/web';
import { browserApi } from './browser-api.ts';
import { firstRead } from './shopper.ts';

// 001 §3 cart state: cart, errorMessage, isCartOpen, isLoading (cartCount is derived with the domain's cartCount).
// The header badge and the drawer read it; the cart page and every cart action write the cart they receive.

export interface CartState {
  cart: Cart | null;
  isOpen: boolean;
  isLoading: boolean;
  errorMessage: string | null;
}

const INITIAL: CartState = { cart: null, isOpen: false, isLoading: false, errorMessage: null };

export function errorBodyOf(error: unknown): unknown {
  return error instanceof ApiError ? error.body : null;
}

export function createCartStore(deps: { api?: () => BrowserApi } = {}) {
  const api = deps.api ?? browserApi;
  let state: CartState = INITIAL;
  const listeners = new Set<() => void>();
  let started = false;

  function set(patch: Partial<CartState>): void {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  }

  async function refresh(): Promise<void> {
    set({ isLoading: true });
    try {
      set({ cart: await api().cart(), isLoading: false, errorMessage: null });
    } catch (error) {
      set({ isLoading: false, errorMessage: cartErrorMessage(errorBodyOf(error)) });
    }
  }

  return {
    getState: () => state,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    /**
     * Once per page, after hydration: the cart from the page's one personal read (docs/decisions/0048), unless the
     * page already holds one (the cart and checkout pages set theirs) or a write answered while it was on its way.
     */
    start: async () => {
      if (started) return;
      started = true;
      if (state.cart) return;
      set({ isLoading: true });
      try {
        const cart = await firstRead(api(), (s) => s.cart, () => api().cart());
        set(state.cart ? { isLoading: false } : { cart, isLoading: false, errorMessage: null });
      } catch (error) {
        set({ isLoading: false, errorMessage: cartErrorMessage(errorBodyOf(error)) });
      }
    },
    refresh,
    setCart: (cart: Cart) => set({ cart, errorMessage: null }),
    setLoading: (isLoading: boolean) => set({ isLoading }),
    open: () => set({ isOpen: true }),
    close: () => set({ isOpen: false }),
    toggle: () => set({ isOpen: !state.isOpen }),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

let shared: CartStore | null = null;

export function cartStore(): CartStore {
  shared ??= createCartStore();
  return shared;
}

export function resetCartStore(next: CartStore | null = null): void {
  shared = next;
}

const serverState = (): CartState => INITIAL;

export function useCart(): CartState {
  const store = cartStore();
  return useSyncExternalStore(store.subscribe, store.getState, serverState);
}

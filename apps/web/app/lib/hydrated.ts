import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards: lets a page drop its no-script fallbacks without a
 * mismatch. The change after hydration re-renders every caller at once, in one task, with everything it renders: call
 * it in a small component (or use `Hydrated`), never in one that holds a listing or a menu.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `before` on the server and while hydrating, `children` from then on. A component of its own, so that the change
 * after hydration re-renders only this switch and not the component that holds it (a listing with its product grid).
 */
export function Hydrated({
  before = null,
  children = null,
}: {
  before?: ReactNode;
  children?: ReactNode;
}): ReactNode {
  return useHydrated() ? children : before;
}

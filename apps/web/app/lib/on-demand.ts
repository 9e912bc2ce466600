import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component that shows only once the shopper opens something (a panel, a menu), so its code is no part of the first
 * load (docs/decisions/0046-js-budget.md). `load()` starts the fetch (call it on hover or focus to get ahead) and
 * resolves once the component is there: whatever opens it waits for that, so the component renders in the same
 * commit as the open state and focus can move into it at once. `useLoaded(wanted)` gives the component, or null
 * until it has loaded (and fetches it when wanted, e.g. opened some other way).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed fetch (offline) may be tried again on the next open
        throw error;
      },
    ));
  return {
    load: start,
    /** Opens after the code has loaded; opens anyway (with nothing in it yet) when the fetch failed. */
    openWhenLoaded(open: () => void): void {
      if (loaded) return open();
      start().then(open, open);
    },
    useLoaded(wanted: boolean): ComponentType<P> | null {
      const [, setVersion] = useState(0);
      useEffect(() => {
        if (!wanted || loaded) return;
        let live = true;
        start().then(
          () => live && setVersion((v) => v + 1),
          () => {},
        );
        return () => {
          live = false;
        };
      }, [wanted]);
      return loaded;
    },
  };
}

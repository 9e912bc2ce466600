import { useEffect, useState, type ComponentType } from 'react';

/**
 * Something fetched only once the shopper reaches for what needs it (a panel's code, a menu's contents), so it is no
 * part of the first load (docs/decisions/0046-js-budget.md, 0055). `load()` starts the fetch (call it on hover or focus
 * to get ahead) and resolves once it is there: whatever opens it waits for that, so it renders in the same commit as
 * the open state and focus can move into it at once. `useLoaded(wanted)` gives it, or null until it has loaded (and
 * fetches it when wanted, e.g. opened some other way). A failed fetch (offline) is tried again on the next call.
 */
export function onDemandValue<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const start = (): Promise<T> =>
    (pending ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    load: start,
    /** Opens after it has loaded; opens anyway (with nothing in it yet) when the fetch failed. */
    openWhenLoaded(open: () => void): void {
      if (loaded !== null) return open();
      start().then(open, open);
    },
    useLoaded(wanted: boolean): T | null {
      const [, setVersion] = useState(0);
      useEffect(() => {
        if (!wanted || loaded !== null) return;
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

/** A component that shows only once the shopper opens something (a panel, a menu): see `onDemandValue`. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  return onDemandValue<ComponentType<P>>(load);
}

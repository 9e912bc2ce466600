import { use, useEffect, useState, type ComponentType } from 'react';

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

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A part of a page that the server renders with it but whose code only some visitors' browsers need (the staff
 * section of checkout): it stays out of the page's first load. The server starts loading it as soon as this runs,
 * so every render there has it at hand and the page's HTML is whole. In the browser the hook returned suspends the
 * nearest `<Suspense>` until the chunk has come; while hydrating, React keeps the server's markup on screen meanwhile
 * and hydrates the part when its code is there. Call the hook only where the part renders, inside a `<Suspense>`.
 * A failed fetch throws to the nearest error boundary and is tried again on the next render.
 */
export function partOnDemand<T>(load: () => Promise<T>): () => T {
  let tracked: Tracked<T> | null = null;
  const start = (): Tracked<T> => {
    if (tracked) return tracked;
    const promise: Tracked<T> = load();
    // React's `use` reads a settled promise at once from these two fields, without suspending.
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        tracked = null;
      },
    );
    return (tracked = promise);
  };
  if (import.meta.env.SSR) void start().catch(() => {});
  return function usePart(): T {
    return use<T>(start() as Promise<T>);
  };
}

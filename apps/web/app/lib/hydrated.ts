import { useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * While the page's first hydration runs (from `holdHydrated()` in the client entry to `releaseHydrated()` in the root's
 * effect), a component that asks `useHydrated()` reads false, as the server rendered it, and waits in `waiting`.
 * Released, each waiting component switches in a task of its own (docs/decisions/0070).
 *
 * Without the hold, every caller switched in one task: React re-renders a store whose value differs from the server's
 * at once after hydration, synchronously and never in slices, so the compare tray, the after-hydration parts and each
 * switch were drawn, with the scripts they start, in one long task of 20-40 ms on a fast phone, 80-160 ms on
 * Lighthouse's slowed one.
 */
let held = false;
let draining = false;
const waiting: (() => void)[] = [];
let afterRelease: (() => void)[] = [];

const neverChanges = () => () => {};
const serverValue = () => false;

function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

function drain(): void {
  const next = waiting.shift();
  if (next) {
    next();
    nextTask(drain);
    return;
  }
  draining = false;
  const done = afterRelease;
  afterRelease = [];
  for (const run of done) run();
}

/** Called by the client entry before it hydrates the page. */
export function holdHydrated(): void {
  held = true;
}

/**
 * Called once the page has hydrated: switches the waiting components one task after another, then runs `done` (the
 * root marks the document hydrated there, so browser journeys find every switch made). Without a hold, `done` runs at
 * once.
 */
export function releaseHydrated(done: () => void = () => {}): void {
  held = false;
  afterRelease.push(done);
  if (draining) return;
  draining = true;
  nextTask(drain);
}

interface Switch {
  subscribe: (onChange: () => void) => () => void;
  value: () => boolean;
}

function newSwitch(): Switch {
  // A component first drawn after the hold (a later page, a later part) reads true at once; React still hydrates it
  // with the server's false and then switches it, as it does for any store.
  let on = !held;
  if (on) return { subscribe: neverChanges, value: () => true };
  return {
    value: () => on,
    subscribe(onChange) {
      const turn = () => {
        on = true;
        onChange();
      };
      waiting.push(turn);
      if (!held && !draining) releaseHydrated();
      return () => {
        const at = waiting.indexOf(turn);
        if (at !== -1) waiting.splice(at, 1);
      };
    },
  };
}

/**
 * False on the server and during hydration, true afterwards: lets a page drop its no-script fallbacks without a
 * mismatch. The switch re-renders the caller with everything it renders, in a task of its own: call it in a small
 * component (or use `Hydrated`), never in one that holds a listing or a menu.
 */
export function useHydrated(): boolean {
  const [toggle] = useState(newSwitch);
  return useSyncExternalStore(toggle.subscribe, toggle.value, serverValue);
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

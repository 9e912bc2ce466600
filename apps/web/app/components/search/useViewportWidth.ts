import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowWidth = () => window.innerWidth;

/**
 * The window's width while `active`; the server, hydration and an inactive caller get `serverWidth` (a wide screen).
 * Reading `innerWidth` makes the browser lay the page out there and then, so a caller that needs the width only for
 * an open popup passes whether it is open: the search box's read during hydration was a forced layout of the whole
 * page in the middle of hydrating it, on every page.
 */
export function useViewportWidth(active: boolean, serverWidth = 1280): number {
  const inactiveWidth = () => serverWidth;
  return useSyncExternalStore(subscribe, active ? windowWidth : inactiveWidth, inactiveWidth);
}

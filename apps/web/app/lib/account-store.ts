import { useEffect, useSyncExternalStore } from 'react';
import type { BrowserApi } from '@shop/contracts/web';
import { AUTH_STORAGE_KEYS } from '@shop/domain';
import { browserApi } from './browser-api.ts';
import { firstRead } from './shopper.ts';

// The header's account on a shared page (docs/decisions/0048): its HTML was rendered for no one, so the name is
// drawn after load from the page's one personal read. Until then the header shows a neutral account link, never a
// signed-out or signed-in state it does not know.

export interface AccountName {
  firstName: string;
}

/** 'unknown': the shopper's read has not answered yet; null: signed out. */
export type AccountAfterLoad = AccountName | null | 'unknown';

let state: AccountAfterLoad = 'unknown';
let started = false;
let client: (() => BrowserApi) | null = null;
const listeners = new Set<() => void>();

function set(next: AccountAfterLoad): void {
  state = next;
  for (const l of listeners) l();
}

/** The session flag the browser keeps (000 §4); without it the server treats the request as signed out too. */
function hasSessionFlag(): boolean {
  return new RegExp(`(?:^|;\\s*)${AUTH_STORAGE_KEYS.loggedIn}=true(?:;|$)`).test(document.cookie);
}

async function load(): Promise<void> {
  if (!hasSessionFlag()) {
    set(null);
    return;
  }
  const api = (client ?? browserApi)();
  const own = () => api.account().then((a) => ({ firstName: a.firstName }));
  try {
    set(await firstRead(api, (s) => s.account, own));
  } catch {
    // As the server-rendered header did: a failed call shows the signed-out header.
    set(null);
  }
}

/** Tests: a fake client and a fresh state. */
export function resetAccountStore(fake: (() => BrowserApi) | null = null): void {
  client = fake;
  state = 'unknown';
  started = false;
}

/** The account of a shared page, loaded once after hydration when `enabled`; 'unknown' on the server. */
export function useAccountAfterLoad(enabled: boolean): AccountAfterLoad {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => 'unknown' as const,
  );
  useEffect(() => {
    if (!enabled || started) return;
    started = true;
    void load();
  }, [enabled]);
  return current;
}

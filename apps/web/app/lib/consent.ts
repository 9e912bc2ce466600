import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from './storage.ts';

// The shopper's answer to the consent banner (docs/decisions/0037). Kept in localStorage and in a cookie, so either
// one surviving (a cleared storage, a blocked cookie) still remembers it. Only third-party scripts wait for it; the
// shop's own fraud check and its own analytics collector are part of the shop.

export type ConsentChoice = 'accepted' | 'declined';

export const CONSENT_KEY = 'thirdPartyConsent';
/** About six months, after which the shopper is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const listeners = new Set<() => void>();

function isChoice(value: string | null | undefined): value is ConsentChoice {
  return value === 'accepted' || value === 'declined';
}

function cookieValue(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function storedConsent(): ConsentChoice | null {
  const stored = readItem(CONSENT_KEY);
  if (isChoice(stored)) return stored;
  const cookie = cookieValue(CONSENT_KEY);
  return isChoice(cookie) ? cookie : null;
}

// The choice as this page last read or wrote it; undefined until first asked. React asks a store for its value
// several times while it hydrates each reader, and every read of document.cookie asks the browser's cookie store
// (another process in Chromium): the page reads it once, then only when this page or another tab answers.
let known: ConsentChoice | null | undefined;

/** The remembered choice, or null when the shopper has not answered (or on the server). */
export function readConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return storedConsent();
  if (known === undefined) known = storedConsent();
  return known;
}

export function writeConsent(choice: ConsentChoice): void {
  writeItem(CONSENT_KEY, choice);
  if (typeof document !== 'undefined') {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_KEY}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  }
  known = choice;
  for (const listener of listeners) listener();
}

/** An answer given in another tab of the shop: read it again, so this page's banner and scripts follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key !== CONSENT_KEY && event.key !== null) return;
  known = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Tests: forget what this page read, as a new page would. */
export function forgetConsentRead(): void {
  known = undefined;
}

/** The choice, read again whenever it changes; null on the server and during hydration. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

/** Third-party scripts may load: no banner is configured, or the shopper accepted it. */
export function thirdPartyAllowed(consentBanner: boolean, choice: ConsentChoice | null): boolean {
  return !consentBanner || choice === 'accepted';
}

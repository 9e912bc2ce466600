// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = 'http://return.invalid';

/**
 * A path on the same origin that a sign-in, sign-out or form may send the browser back to, normalised as the URL
 * parser reads it; null for anything else: a scheme, `//host` or `/\host` (which browsers read as another host),
 * control characters, an over-long value, or nothing at all. This is what keeps every service from being an open
 * redirect, so all of them use this one rule.
 */
export function localReturnPath(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim();
  if (raw === '' || raw.length > MAX_LENGTH || CONTROL.test(raw) || raw.includes('\\')) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  try {
    // The parser is the last word: whatever it makes of the path against a placeholder origin must stay there.
    const parsed = new URL(raw, PLACEHOLDER_ORIGIN);
    return parsed.origin === PLACEHOLDER_ORIGIN ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** As localReturnPath, where an empty return address means the home page. */
export function returnPathOrHome(value: string | null | undefined): string | null {
  return (value ?? '').trim() === '' ? '/' : localReturnPath(value);
}

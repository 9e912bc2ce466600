/**
 * Where a sign-in may send the browser back to. Only the storefront origins of the configuration, and within them
 * only a relative path of the same origin: no scheme, no `//host` or `/\host` (which browsers read as another host),
 * no control characters. Anything else is refused, so the service is no open redirect.
 */
export function allowedOrigin(origin: string, allowed: readonly string[]): string | null {
  const trimmed = origin.trim().replace(/\/+$/, '');
  return allowed.includes(trimmed) ? trimmed : null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A safe same-origin path, or null. An empty return address means the home page. */
export function safeReturnPath(returnUrl: string): string | null {
  const value = returnUrl.trim();
  if (value === '') return '/';
  if (CONTROL.test(value) || value.includes('\\')) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // The URL parser is the last word: whatever it makes of the path against a placeholder origin must stay there.
  try {
    const base = 'http://return.invalid';
    const parsed = new URL(value, base);
    if (parsed.origin !== base) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

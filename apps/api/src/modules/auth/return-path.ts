// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A return address the storefront will redirect to: a path on this origin only (`/…`, never `//host`, a backslash
 * or a scheme), as the URL parser reads it. '' means the home page; anything else is null.
 */
export function safeReturnPath(returnUrl: string | undefined): string | null {
  const value = (returnUrl ?? '').trim();
  if (value === '') return '/';
  if (value.length > 2048 || CONTROL.test(value) || value.includes('\\')) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  try {
    const base = 'http://return.invalid';
    const parsed = new URL(value, base);
    if (parsed.origin !== base) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

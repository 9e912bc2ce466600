import { returnPathOrHome } from '@shop/domain';

/**
 * Where a sign-in may send the browser back to. Only the storefront origins of the configuration, and within them
 * only a relative path of the same origin: no scheme, no `//host` or `/\host` (which browsers read as another host),
 * no control characters. Anything else is refused, so the service is no open redirect.
 */
export function allowedOrigin(origin: string, allowed: readonly string[]): string | null {
  const trimmed = origin.trim().replace(/\/+$/, '');
  return allowed.includes(trimmed) ? trimmed : null;
}

/** A safe same-origin path, or null (packages/domain's one rule). An empty return address means the home page. */
export function safeReturnPath(returnUrl: string): string | null {
  return returnPathOrHome(returnUrl);
}

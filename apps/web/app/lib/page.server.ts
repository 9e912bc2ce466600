import { data } from 'react-router';
import { ApiError } from '@shop/contracts/web';
import { categoryPath } from './category-path.ts';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The API refused what the address asked for (a path or filter it cannot read): the page's own input fault. */
export function isRefusedInput(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

/** Thrown by loaders so the error boundary renders the bad-address page with a 400 status, never a 500. */
export function badAddress(): never {
  throw data(null, { status: 400 });
}

/** Thrown by loaders so the error boundary renders page-not-found with a 404 status. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Awaits an API call, turning its 404 into the page's 404 and its 400 (an identifier or filter in the address it
 * cannot read) into the page's 400; other failures go to the error boundary.
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) notFound();
    if (isRefusedInput(error)) badAddress();
    throw error;
  }
}

/** For parts of a page that may be missing (a sale, extra product data): any failure becomes null. */
export async function optional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch {
    return null;
  }
}

/** A configured route ('account/login', '/account/login') as a site path. */
export function sitePath(route: string): string {
  return route.startsWith('/') || /^https?:\/\//i.test(route) ? route : `/${route}`;
}

/** Breadcrumb uris from the API are category uris ('kitchen/fridges') unless they already are site paths. */
export function categoryTrail(
  crumbs: readonly { title: string; uri: string }[],
  current: string,
): { title: string; uri: string }[] {
  return [
    ...crumbs.map((c) => ({ title: c.title, uri: c.uri === '' ? '' : categoryPath(c.uri) })),
    { title: current, uri: '' },
  ];
}

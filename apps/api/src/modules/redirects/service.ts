import { REDIRECT_STATUSES, type RedirectResult, type RedirectStatus } from '@shop/contracts';
import type { Db } from '@shop/db';
import { findRedirects } from './queries.ts';

export interface NormalisedUrl {
  path: string;
  /** Sorted, lower-cased query without the '?', '' when none. */
  query: string;
}

const NO_REDIRECT: RedirectResult = { doRedirect: false, destinationUri: null, statusCode: null };

/** The row's status when it is one a redirect may have (the database checks it too); a permanent move otherwise. */
function redirectStatus(stored: number): RedirectStatus {
  return REDIRECT_STATUSES.find((code) => code === stored) ?? 301;
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * The key a redirect is looked up by (docs/decisions/0009): the path of the address (an absolute or 'www.' address
 * gives its path), percent-decoded, lower-cased, repeated slashes collapsed and the trailing slash dropped; the
 * fragment is ignored; query parameters are lower-cased, empty ones dropped, and sorted so their order does not matter.
 */
export function normaliseUrl(raw: string): NormalisedUrl | null {
  let text = raw.trim();
  if (!text) return null;
  if (/^www\./i.test(text)) text = `https://${text}`;
  // A leading '//' is read as a path with a doubled slash: the browser sends a path and query, never a host.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    try {
      const url = new URL(text);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      text = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  const [beforeHash = ''] = text.split('#', 1);
  const q = beforeHash.indexOf('?');
  const rawPath = q === -1 ? beforeHash : beforeHash.slice(0, q);
  const rawQuery = q === -1 ? '' : beforeHash.slice(q + 1);
  let path = safeDecode(rawPath)
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const params = [...new URLSearchParams(rawQuery.toLowerCase()).entries()]
    .filter(([key]) => key !== '')
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return { path, query };
}

function withSlashVariants(key: string): string[] {
  const [path, query] = key.split('?', 2) as [string, string | undefined];
  const paths = path === '/' ? ['/'] : [path, `${path}/`];
  return query === undefined ? paths : paths.map((p) => `${p}?${query}`);
}

/**
 * Looks up where an old address now lives. A row for the path with the same query wins over a row for the bare path;
 * any other query string does not stop a bare-path row from matching (campaign parameters on an old link).
 */
export async function resolveRedirect(db: Db, fromUrl: string): Promise<RedirectResult> {
  const from = normaliseUrl(fromUrl);
  if (!from) return NO_REDIRECT;
  const withQuery = from.query ? `${from.path}?${from.query}` : null;
  const keys = [...(withQuery ? [withQuery] : []), from.path];
  const rows = await findRedirects(db, { candidates: keys.flatMap(withSlashVariants) });
  if (rows.length === 0) return NO_REDIRECT;
  const rank = (fromUri: string) => {
    const n = normaliseUrl(fromUri);
    if (!n) return 99;
    if (withQuery && n.query && `${n.path}?${n.query}` === withQuery) return 0;
    return n.query ? 99 : 1;
  };
  const best = rows.map((row) => ({ row, rank: rank(row.fromUri) })).sort((a, b) => a.rank - b.rank)[0];
  if (!best || best.rank === 99) return NO_REDIRECT;
  const destination = best.row.destinationUri.trim();
  // A row pointing at the address it came from would loop the browser.
  const target = normaliseUrl(destination);
  const sameSite = !/^(?:[a-z][a-z0-9+.-]*:|\/\/|www\.)/i.test(destination);
  if (!destination || (sameSite && target && target.path === from.path && target.query === from.query))
    return NO_REDIRECT;
  return { doRedirect: true, destinationUri: destination, statusCode: redirectStatus(best.row.statusCode) };
}

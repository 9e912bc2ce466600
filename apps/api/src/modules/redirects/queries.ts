import { inArray } from 'drizzle-orm';
import { redirects, type Db } from '@shop/db';

/** Redirect rows whose from_uri is one of `candidates` (already normalised, lower-case). */
export async function findRedirects(db: Db, params: { candidates: readonly string[] }) {
  if (params.candidates.length === 0) return [];
  return db
    .select({
      fromUri: redirects.fromUri,
      destinationUri: redirects.destinationUri,
      statusCode: redirects.statusCode,
    })
    .from(redirects)
    .where(inArray(redirects.fromUri, [...params.candidates]));
}

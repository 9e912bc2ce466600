import { and, asc, eq, like, sql } from 'drizzle-orm';
import { localities, type Db, type Locality as LocalityRow } from '@shop/db';
import type { Country } from '@shop/domain';

export type { LocalityRow };

export async function getLocalityById(db: Db, params: { id: number }): Promise<LocalityRow | null> {
  const [row] = await db.select().from(localities).where(eq(localities.id, params.id)).limit(1);
  return row ?? null;
}

/** A country's default locality: the postcode's locality named like the region (2000 → SYDNEY), else its first. */
export async function getDefaultLocality(
  db: Db,
  params: { country: Country; postcode: string; suburb: string },
): Promise<LocalityRow | null> {
  const [row] = await db
    .select()
    .from(localities)
    .where(and(eq(localities.country, params.country), eq(localities.postcode, params.postcode)))
    .orderBy(sql`(${localities.suburb} = ${params.suburb.toUpperCase()}) desc`, asc(localities.id))
    .limit(1);
  return row ?? null;
}

/**
 * Typeahead: localities of one country whose postcode and/or suburb begin with the given prefixes (upper-case
 * suburbs; the text_pattern_ops indexes serve both LIKE 'x%'). The prefixes hold only letters, digits, spaces,
 * hyphens and apostrophes, so no LIKE wildcard can reach the pattern.
 */
export async function searchLocalities(
  db: Db,
  params: { country: Country; postcodePrefix: string | null; suburbPrefix: string | null; limit: number },
): Promise<LocalityRow[]> {
  return db
    .select()
    .from(localities)
    .where(
      and(
        eq(localities.country, params.country),
        params.postcodePrefix ? like(localities.postcode, `${params.postcodePrefix}%`) : undefined,
        params.suburbPrefix ? like(localities.suburb, `${params.suburbPrefix}%`) : undefined,
      ),
    )
    .orderBy(
      sql`(${localities.suburb} = ${params.suburbPrefix ?? ''}) desc`,
      asc(localities.suburb),
      asc(localities.postcode),
    )
    .limit(params.limit);
}

export async function findLocality(
  db: Db,
  params: { suburb: string; state: string; postcode: string },
): Promise<LocalityRow | null> {
  const [row] = await db
    .select()
    .from(localities)
    .where(
      and(
        eq(localities.suburb, params.suburb.toUpperCase()),
        eq(sql`upper(${localities.state})`, params.state.toUpperCase()),
        eq(localities.postcode, params.postcode),
      ),
    )
    .limit(1);
  return row ?? null;
}

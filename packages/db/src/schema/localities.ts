import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sqlList } from './columns.ts';
import { COUNTRIES, type Country } from './enums.ts';

/**
 * Delivery localities (suburb + postcode). Suburbs are stored upper-case as the postal data has them; the UI
 * title-cases where the spec asks. `full_address` follows spec 000 §3 (see ADR 0005):
 * AU '{postcode} {suburb}, {state}', NZ '{suburb} {postcode}'.
 */
export const localities = pgTable(
  'localities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').$type<Country>().notNull().default('AU'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    fullAddress: text('full_address').notNull(),
  },
  (t) => [
    unique('localities_country_suburb_state_postcode_uq').on(t.country, t.suburb, t.state, t.postcode),
    check('localities_country_chk', sql.raw(`country IN (${sqlList(COUNTRIES)})`)),
    // Prefix search ('RICH%', '30%') uses these btree indexes regardless of the database collation.
    index('localities_suburb_prefix_idx').on(t.suburb.op('text_pattern_ops')),
    index('localities_postcode_prefix_idx').on(t.postcode.op('text_pattern_ops')),
    // Typo-tolerant and infix search on the displayed address.
    index('localities_full_address_trgm_idx').using('gin', t.fullAddress.op('gin_trgm_ops')),
  ],
);
export type Locality = typeof localities.$inferSelect;
export type NewLocality = typeof localities.$inferInsert;

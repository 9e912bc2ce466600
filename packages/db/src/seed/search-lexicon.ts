import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';

/**
 * Refills `search_lexicon` from the catalogue: every alphabetic word (2+ letters, lower case) of product titles, brand
 * names and category titles, with the number of products using it and its English stem. Words with digits (model
 * numbers, capacities) are left out: they are matched exactly or not at all, never "corrected". Run after a catalogue
 * load or change; one statement pair, cheap (the vocabulary is a few thousand words even at 100k products).
 */
export async function rebuildSearchLexicon(db: Db): Promise<number> {
  await db.execute(sql`DELETE FROM search_lexicon`);
  const rows = await queryRows<{ word: string }>(
    db,
    sql`
    INSERT INTO search_lexicon (word, frequency, stem)
    SELECT word, sum(n)::int, coalesce((ts_lexize('english_stem', word))[1], word)
    FROM (
      SELECT w AS word, count(DISTINCT p.id) AS n
      FROM products p, regexp_split_to_table(lower(p.title || ' ' || p.brand_name || ' ' || p.category_name), '[^[:alnum:]]+') AS w
      GROUP BY w
      UNION ALL
      SELECT w, 0 FROM brands b, regexp_split_to_table(lower(b.name), '[^[:alnum:]]+') AS w
      UNION ALL
      SELECT w, 0 FROM categories c, regexp_split_to_table(lower(c.title), '[^[:alnum:]]+') AS w
    ) words
    WHERE word ~ '^[[:alpha:]]{2,}$'
    GROUP BY word
    RETURNING word`,
  );
  return rows.length;
}

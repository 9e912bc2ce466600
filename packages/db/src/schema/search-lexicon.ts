import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Distinct words of product titles, brand names and category titles (lower case), rebuilt from the catalogue by
 * `rebuildSearchLexicon`. Search corrects a query word with no exact entry to its most similar entry (pg_trgm).
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    /** Products whose title, brand or category contains the word: ties in similarity go to the commoner word. */
    frequency: integer('frequency').notNull().default(0),
    /** The word's English stem (ts_lexize 'english_stem'): 'fridges' is known because 'fridge' shares its stem. */
    stem: text('stem').notNull(),
  },
  (t) => [
    index('search_lexicon_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_lexicon_stem_idx').on(t.stem),
  ],
);
export type SearchLexiconEntry = typeof searchLexicon.$inferSelect;

// The words of the catalogue's titles, for the search's near-miss fallback: a misspelt word is
// matched by trigram similarity against this short list rather than against every title, and the
// nearest words then go through the full-text index like any search.
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

export const searchWords = pgTable(
  'search_words',
  {
    /** Lower case, letters and digits only, at least three characters. Kept by a trigger on videos. */
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`)],
);

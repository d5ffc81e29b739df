// Each live video's words, one row per distinct word of its search vector, with the video's
// gender, facets, date, popularity and words' signature copied beside it, kept by the triggers of
// migration 0028 from `videos` in the writing statement's own transaction. Its two orders
// (popularity, date) are indexes that start with the word and carry the facets and the signature
// (declared in that migration, with INCLUDE columns this builder cannot declare), so a search
// whose words are all required walks its rarest word's rows and stops after the cap. The table is
// split into 16 by a hash of the word (migration 0030, which this builder cannot declare either), so
// a word's rows lie in one sixteenth of it and its walk stays within one page of the visibility map
// at a million videos. The popularity order is built again for the short and for the medium videos
// alone (migration 0031), for a search filtered to a length whose matches are sparse.
import { bigint, integer, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { videos } from './catalogue.js';

export const videoWords = pgTable(
  'video_words',
  {
    /** A lexeme of the video's `search` vector, as the english configuration made it. */
    word: text('word').notNull(),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    gender: text('gender').notNull(),
    facets: smallint('facets').notNull(),
    post_date: ts('post_date').notNull(),
    popularity: real('popularity').notNull(),
    /** The video's words as 64 bits, three a word (`video_words_signature`): a searched word's bit
     * missing, the word is missing, tested on the index entry before the row's key is looked up. */
    signature: bigint('signature', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.word] })],
);

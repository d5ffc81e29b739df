// Live-video counts kept beside the catalogue, so that a list's total_count is one row read instead
// of a count(*) over every matching video. Triggers of the migration that created this table keep
// it in step with `videos`, `video_categories` and `video_models` inside the writing statement's
// own transaction, whichever code path writes (upload, publish, moderation, delete, seed).
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { counter } from './columns.js';

export const videoCounts = pgTable(
  'video_counts',
  {
    /** What is counted: every live video ('all'), or those of one category, model or channel. */
    scope: text('scope').notNull(),
    /** The category, model or channel id; 0 for 'all'. */
    object_id: integer('object_id').notNull(),
    /** The video's gender site (str, gay, she). */
    gender: text('gender').notNull(),
    /** '' for the whole list, else the one static filter value counted (`countedFacet` in facets.ts). */
    facet: text('facet').notNull().default(''),
    /** Live videos (status 1). */
    videos: counter('videos'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.object_id, t.gender, t.facet] })],
);

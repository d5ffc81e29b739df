// A live video's place in each list of one object (its categories, models, channel and uploader),
// with the video's sort keys, facets and gender copied beside it, kept by the triggers of
// migration 0016 from `videos` and the link tables in the writing statement's own transaction.
// Each sort's index starts with the object (declared in that migration, with INCLUDE columns
// this builder cannot declare), so an object's list is a walk that stops after the page. Each order
// is kept again for the private videos alone, and the longest-first one for the VR videos (migration
// 0032), for a list filtered to those few. The period's views and their two orders, of the videos
// viewed in it alone, come with migration 0034.
import { index, integer, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { videos } from './catalogue.js';

export const videoScopes = pgTable(
  'video_scopes',
  {
    /** Whose list: 'category', 'model', 'channel' or 'user' (the uploader's own). */
    scope: text('scope').notNull(),
    object_id: integer('object_id').notNull(),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    /** The video's gender site; empty in a member's own list, which ignores the switch. */
    gender: text('gender').notNull(),
    facets: smallint('facets').notNull(),
    post_date: ts('post_date').notNull(),
    duration_sec: integer('duration_sec').notNull(),
    comments_count: integer('comments_count').notNull(),
    popularity: real('popularity').notNull(),
    viewed: integer('viewed').notNull(),
    rating: real('rating').notNull(),
    views_week: integer('views_week').notNull().default(0),
    views_day: integer('views_day').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.object_id, t.video_id] }), index('video_scopes_video_idx').on(t.video_id)],
);

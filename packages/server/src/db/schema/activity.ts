// What members and visitors do: votes, favourites, subscriptions, playlists, comments, friends,
// messages, wall posts, statistics, top searches, upload jobs, and the server's settings.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, counter } from './columns.js';
import { members } from './people.js';
import { videos } from './catalogue.js';

export const votes = pgTable(
  'votes',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    object_id: integer('object_id').notNull(),
    vote: smallint('vote').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.section, t.object_id] }), index('votes_object_idx').on(t.section, t.object_id)],
);

export const favourites = pgTable(
  'favourites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.video_id] }), index('favourites_user_idx').on(t.user_id, t.created_at.desc().nullsFirst())],
);

/** Subscriptions to a channel, model, user or playlist; never to oneself. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscription_id: serial('subscription_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    object_id: integer('object_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_uq').on(t.user_id, t.type, t.object_id),
    index('subscriptions_object_idx').on(t.type, t.object_id),
    check('subscriptions_type_ck', sql`${t.type} in ('channel', 'model', 'user', 'playlist')`),
    check('subscriptions_not_self_ck', sql`not (${t.type} = 'user' and ${t.object_id} = ${t.user_id})`),
  ],
);

export const playlists = pgTable(
  'playlists',
  {
    playlist_id: serial('playlist_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    is_private: boolean('is_private').notNull().default(false),
    gender: text('gender').notNull().default('str'),
    total_videos: counter('total_videos'),
    viewed: counter('viewed'),
    subscribers: counter('subscribers'),
    rating: real('rating').notNull().default(0.5),
    post_date: ts('post_date').notNull().defaultNow(),
  },
  (t) => [
    index('playlists_user_idx').on(t.user_id, t.post_date.desc().nullsFirst()),
    index('playlists_latest_idx').on(t.post_date.desc().nullsFirst()),
  ],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlist_id: integer('playlist_id')
      .notNull()
      .references(() => playlists.playlist_id, { onDelete: 'cascade' }),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    added_at: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playlist_id, t.video_id] }), index('playlist_items_video_idx').on(t.video_id)],
);

export const comments = pgTable(
  'comments',
  {
    comment_id: serial('comment_id').primaryKey(),
    section: text('section').notNull(),
    object_id: integer('object_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    ip: text('ip').notNull().default(''),
    likes: counter('likes'),
    dislikes: counter('dislikes'),
    post_date: ts('post_date').notNull().defaultNow(),
    /** '' shown; 'staff' hidden by a moderator; 'ban' hidden while its author is banned. */
    hidden_reason: text('hidden_reason').notNull().default(''),
  },
  (t) => [
    index('comments_object_idx').on(t.section, t.object_id, t.post_date.desc().nullsFirst()),
    index('comments_user_idx').on(t.user_id, t.post_date.desc().nullsFirst()),
    index('comments_ip_idx').on(t.ip, t.post_date.desc().nullsFirst()),
  ],
);

/** A friend request can be sent once. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    request_id: serial('request_id').primaryKey(),
    from_user_id: integer('from_user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    to_user_id: integer('to_user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('friend_requests_uq').on(t.from_user_id, t.to_user_id),
    index('friend_requests_to_idx').on(t.to_user_id),
    check('friend_requests_not_self_ck', sql`${t.from_user_id} <> ${t.to_user_id}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    message_id: serial('message_id').primaryKey(),
    from_user_id: integer('from_user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    to_user_id: integer('to_user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    read_at: ts('read_at'),
  },
  (t) => [
    index('messages_to_idx').on(t.to_user_id, t.created_at.desc().nullsFirst()),
    index('messages_from_idx').on(t.from_user_id, t.created_at.desc().nullsFirst()),
  ],
);

export const wallPosts = pgTable(
  'wall_posts',
  {
    post_id: serial('post_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    author_id: integer('author_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    /** As a comment's: '' shown, 'staff' or 'ban' hidden. */
    hidden_reason: text('hidden_reason').notNull().default(''),
  },
  (t) => [index('wall_posts_user_idx').on(t.user_id, t.created_at.desc().nullsFirst())],
);

/** Raw statistics input (`POST /api/input.php`), one row per accepted event. */
export const statEvents = pgTable(
  'stat_events',
  {
    event_id: bigserial('event_id', { mode: 'number' }).primaryKey(),
    act: text('act').notNull(),
    section: text('section').notNull(),
    object_id: integer('object_id').notNull(),
    user_id: integer('user_id'),
    nogeo: boolean('nogeo').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('stat_events_object_idx').on(t.section, t.object_id, t.created_at)],
);

/** Views per video per day: the most-viewed-day and most-viewed-week orders. */
export const videoViewsDaily = pgTable(
  'video_views_daily',
  {
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: counter('views'),
    /** The video's gender and facets (facets.ts), copied from `videos` by the triggers of migration
     * 0022 whatever a writer gives: a period list sums only the rows of its gender and filters,
     * instead of every video viewed in the period, to probe each for them. */
    gender: text('gender'),
    facets: smallint('facets'),
  },
  (t) => [
    primaryKey({ columns: [t.video_id, t.day] }),
    index('video_views_daily_day_idx').on(t.day, t.views.desc().nullsFirst()),
    // Also carries video_id, views and facets as INCLUDE columns, which this builder cannot
    // declare: migration 0022 makes it so, and the sum reads the index alone. The same migration
    // keeps statistics of each facet bit, so the planner knows how few rows a rare filter keeps.
    index('video_views_daily_gender_idx').on(t.gender, t.day),
  ],
);

/** Top searches: what visitors typed, with how often and how many videos match. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    keyword_id: serial('keyword_id').primaryKey(),
    keyword: text('keyword').notNull(),
    dir: text('dir').notNull(),
    hits: counter('hits'),
    total_videos: counter('total_videos'),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_keywords_uq').on(t.keyword),
    index('search_keywords_hits_idx').on(t.hits.desc().nullsFirst()),
    index('search_keywords_trgm').using('gin', sql`${t.keyword} gin_trgm_ops`),
  ],
);

/** Transcoding jobs; workers take them with FOR UPDATE SKIP LOCKED. */
export const uploadJobs = pgTable(
  'upload_jobs',
  {
    job_id: serial('job_id').primaryKey(),
    user_id: integer('user_id').references(() => members.user_id, { onDelete: 'set null' }),
    video_id: integer('video_id').references(() => videos.video_id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('queued'),
    source_path: text('source_path').notNull(),
    content_hash: text('content_hash').notNull().default(''),
    progress: real('progress').notNull().default(0),
    attempts: counter('attempts'),
    error: text('error').notNull().default(''),
    locked_at: ts('locked_at'),
    /** Which worker holds the lock (host:pid), for the operator; the lock itself is locked_at. */
    locked_by: text('locked_by').notNull().default(''),
    /** Why a failed job failed, as a code the member's page words; `error` keeps the detail. */
    reason: text('reason').notNull().default(''),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('upload_jobs_state_idx').on(t.state, t.created_at),
    index('upload_jobs_hash_idx').on(t.content_hash),
    // Two uploads of the same bytes racing each other: the second insert fails, answered `duplicate`.
    uniqueIndex('upload_jobs_hash_live_uq')
      .on(t.content_hash)
      .where(sql`${t.state} <> 'failed' and ${t.content_hash} <> ''`),
    index('upload_jobs_user_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
  ],
);

/** Key-value settings the server keeps between runs (the media signing secret, the seed marker). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

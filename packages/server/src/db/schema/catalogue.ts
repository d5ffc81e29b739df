// The catalogue: channels, models, categories, videos and their files and links.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector, ts, counter } from './columns.js';
import { FACET_TAGS_SQL, FACETS_SQL, PRIVATE_SQL, VR_SQL } from './facets.js';
import { members } from './people.js';

/** The rows of the videos viewed in a period, as their indexes select them: a list walks them
 * only with this very condition. */
export const PERIOD_ROWS_SQL = { week: 'views_week > 0', day: 'views_day > 0' } as const;

/** The UTC day a video was posted, as the by-day orders' indexes hold it: a list names a day with
 * this very expression of its `post_date` column. */
export const postedDaySql = (postDate: string): string => `((${postDate} AT TIME ZONE 'UTC')::date)`;

/** Where a video's pictures and derived files live, relative to the media root. */
export interface VideoMedia {
  thumbs?: string[];
  thumb?: string;
  scr?: string;
  scr1?: string;
  img?: string;
  preview?: string;
  hls?: string | null;
  timeline_sprites?: string[];
  timeline_tile?: { width: number; height: number; columns: number; rows: number };
}

export const channels = pgTable(
  'channels',
  {
    channel_id: serial('channel_id').primaryKey(),
    dir: text('dir').notNull(),
    title: text('title').notNull(),
    title2: text('title2').notNull().default(''),
    url: text('url').notNull().default(''),
    /** Description lines for the download page, separated by newlines. */
    description: text('description').notNull().default(''),
    logo: text('logo').notNull().default(''),
    thumb: text('thumb').notNull().default(''),
    preview: text('preview').notNull().default(''),
    gender: text('gender').notNull().default('str'),
    toptn: smallint('toptn').notNull().default(0),
    total_videos: counter('total_videos'),
    viewed: counter('viewed'),
    likes: counter('likes'),
    dislikes: counter('dislikes'),
    subscribers: counter('subscribers'),
    popularity: real('popularity').notNull().default(0),
    rating: real('rating').notNull().default(0),
    post_date: ts('post_date').notNull().defaultNow(),
    /** Hidden by staff: left out of every list and suggestion. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    uniqueIndex('channels_dir_uq').on(t.dir),
    index('channels_title_idx').on(t.title),
    index('channels_videos_idx').on(t.total_videos),
    index('channels_popularity_idx').on(t.popularity),
    index('channels_viewed_idx').on(t.viewed),
    index('channels_rating_idx').on(t.rating),
    index('channels_subscribers_idx').on(t.subscribers),
    index('channels_post_date_idx').on(t.post_date),
    index('channels_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const models = pgTable(
  'models',
  {
    model_id: serial('model_id').primaryKey(),
    dir: text('dir').notNull(),
    title: text('title').notNull(),
    gender: smallint('gender').notNull().default(2),
    description: text('description').notNull().default(''),
    thumb: text('thumb').notNull().default(''),
    alias: text('alias').notNull().default(''),
    birth_date: date('birth_date', { mode: 'string' }),
    race: text('race').notNull().default(''),
    career_start: smallint('career_start'),
    career_debut_age: smallint('career_debut_age'),
    career_status: text('career_status').notNull().default(''),
    career_end: smallint('career_end'),
    zodiac: text('zodiac').notNull().default(''),
    hair: smallint('hair'),
    eye: text('eye').notNull().default(''),
    tattoo: text('tattoo').notNull().default(''),
    piercing: text('piercing').notNull().default(''),
    size_tits: text('size_tits').notNull().default(''),
    measurements: text('measurements').notNull().default(''),
    height: smallint('height'),
    weight: smallint('weight'),
    toptn: smallint('toptn').notNull().default(0),
    total_videos: counter('total_videos'),
    viewed: counter('viewed'),
    likes: counter('likes'),
    dislikes: counter('dislikes'),
    subscribers: counter('subscribers'),
    popularity: real('popularity').notNull().default(0),
    rating: real('rating').notNull().default(0),
    added_date: ts('added_date').notNull().defaultNow(),
    /** Hidden by staff: left out of every list and suggestion. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    uniqueIndex('models_dir_uq').on(t.dir),
    index('models_title_idx').on(t.title),
    index('models_videos_idx').on(t.total_videos),
    index('models_popularity_idx').on(t.popularity),
    index('models_viewed_idx').on(t.viewed),
    index('models_rating_idx').on(t.rating),
    index('models_subscribers_idx').on(t.subscribers),
    index('models_added_idx').on(t.added_date),
    index('models_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    category_id: serial('category_id').primaryKey(),
    dir: text('dir').notNull(),
    title: text('title').notNull(),
    key: text('key').notNull().default(''),
    gender: text('gender').notNull().default('str'),
    toptn: smallint('toptn').notNull().default(0),
    seo_title: text('seo_title').notNull().default(''),
    thumb: text('thumb').notNull().default(''),
    total_videos: counter('total_videos'),
    viewed: counter('viewed'),
    rating: real('rating').notNull().default(0),
    avg_videos_popularity: real('avg_videos_popularity').notNull().default(0),
    post_date: ts('post_date').notNull().defaultNow(),
    /** Hidden by staff: left out of every list and suggestion. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    uniqueIndex('categories_dir_uq').on(t.dir),
    index('categories_popularity_idx').on(t.avg_videos_popularity),
    index('categories_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Each sort's key column, by the name its indexes carry. */
const sortKeys = (t: Record<'post_date' | 'duration_sec' | 'comments_count' | 'popularity' | 'viewed' | 'rating', ExtraConfigColumn>) =>
  [
    ['latest', t.post_date],
    ['longest', t.duration_sec],
    ['commented', t.comments_count],
    ['popular', t.popularity],
    ['viewed', t.viewed],
    ['rated', t.rating],
  ] as const;

export const videos = pgTable(
  'videos',
  {
    video_id: serial('video_id').primaryKey(),
    dir: text('dir').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    duration_sec: integer('duration_sec').notNull(),
    post_date: ts('post_date').notNull().defaultNow(),
    status_id: smallint('status_id').notNull().default(1),
    gender: text('gender').notNull().default('str'),
    is_private: boolean('is_private').notNull().default(false),
    /** Folder of the media files under the media root, shared by rows that show the same media. */
    media_key: text('media_key').notNull(),
    /** Paths under the media root of the pictures, preview clip, HLS playlist and timeline sprites. */
    media: jsonb('media').$type<VideoMedia>().notNull().default({}),
    file_formats: text('file_formats').notNull().default(''),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    vr: text('vr').notNull().default(''),
    timelines_count: integer('timelines_count').notNull().default(0),
    timelines_interval: integer('timelines_interval').notNull().default(0),
    channel_id: integer('channel_id').references(() => channels.channel_id, { onDelete: 'set null' }),
    content_source: integer('content_source'),
    content_source_name: text('content_source_name').notNull().default(''),
    user_id: integer('user_id').references(() => members.user_id, { onDelete: 'set null' }),
    sg_id: integer('sg_id'),
    ex_tube: text('ex_tube').notNull().default(''),
    ex_id: text('ex_id').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** Free tags a member gave at upload, comma-separated. */
    tags: text('tags').notNull().default(''),
    toptn: smallint('toptn').notNull().default(0),
    viewed: counter('viewed'),
    /** Its views of the seven days up to `period_day`, and of that day alone: the most-viewed-week
     * and -day orders (kept by queries/stats.ts and queries/periodViews.ts, migration 0034). */
    views_week: counter('views_week'),
    views_day: counter('views_day'),
    period_day: date('period_day', { mode: 'string' }),
    likes: counter('likes'),
    dislikes: counter('dislikes'),
    comments_count: counter('comments_count'),
    favourites_count: counter('favourites_count'),
    /** Laplace-smoothed share of likes, 0..1. */
    rating: real('rating').notNull().default(0.5),
    /** Views plus weighted likes and favourites, less dislikes: the most-popular order. */
    popularity: real('popularity').notNull().default(0),
    /** In the review queue: before it is public (moderation `pre`), or after (`post`). */
    review_pending: boolean('review_pending').notNull().default(false),
    reviewed_at: ts('reviewed_at'),
    reviewed_by: integer('reviewed_by'),
    /** REJECT_REASONS in @reel/api and the moderator's words, shown to the owner. */
    reject_reason: text('reject_reason').notNull().default(''),
    reject_note: text('reject_note').notNull().default(''),
    /** A held video's status before the hold, restored when it is released; `hold_reason` says why. */
    held_from: smallint('held_from'),
    hold_reason: text('hold_reason').notNull().default(''),
    /** When it was taken down or rejected: the retention of its files counts from here. */
    removed_at: ts('removed_at'),
    /** When its files were removed for good. */
    purged_at: ts('purged_at'),
    /** The static list filters the video answers to, as bits (facets.ts). */
    facets: smallint('facets')
      .notNull()
      .generatedAlwaysAs((): ReturnType<typeof sql> => sql.raw(FACETS_SQL)),
    /** The same filters as tags, indexed beside the search's words (facets.ts). */
    facet_tags: smallint('facet_tags')
      .array()
      .notNull()
      .generatedAlwaysAs((): ReturnType<typeof sql> => sql.raw(FACET_TAGS_SQL)),
    /** The title's words (weight A) and the description's (B), as many as fit the search indexes:
     * set by the trigger videos_search_words (migration 0027), never written by the server. */
    search: tsvector('search'),
  },
  (t) => [
    // Each sort index also carries `facets` and (but the latest's) `post_date` as INCLUDE columns,
    // which this builder cannot declare: migration 0015 makes them so.
    index('videos_latest_idx').on(t.gender, t.status_id, t.post_date.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_longest_idx').on(t.gender, t.status_id, t.duration_sec.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_commented_idx').on(t.gender, t.status_id, t.comments_count.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_popular_idx').on(t.gender, t.status_id, t.popularity.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_viewed_idx').on(t.gender, t.status_id, t.viewed.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_rated_idx').on(t.gender, t.status_id, t.rating.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    // VR videos are short: the longest-first walk of every video would pass the longer flat ones first.
    index('videos_longest_vr_idx')
      .on(t.gender, t.status_id, t.duration_sec.desc().nullsFirst(), t.video_id.desc().nullsFirst())
      .where(sql.raw(VR_SQL)),
    // Private videos are few: each order's walk of every video would pass some 24 others per private one.
    ...sortKeys(t).map(([name, key]) =>
      index(`videos_${name}_private_idx`)
        .on(t.gender, t.status_id, key.desc().nullsFirst(), t.video_id.desc().nullsFirst())
        .where(sql.raw(PRIVATE_SQL)),
    ),
    // The videos viewed in the period alone, in their order: the most-viewed-week and -day lists.
    index('videos_week_idx')
      .on(t.gender, t.status_id, t.views_week.desc().nullsFirst(), t.video_id.desc().nullsFirst())
      .where(sql.raw(PERIOD_ROWS_SQL.week)),
    index('videos_day_idx')
      .on(t.gender, t.status_id, t.views_day.desc().nullsFirst(), t.video_id.desc().nullsFirst())
      .where(sql.raw(PERIOD_ROWS_SQL.day)),
    index('videos_period_day_idx').on(t.period_day).where(sql.raw(PERIOD_ROWS_SQL.week)),
    // Each order by the day a video was posted: a date filter's list merges one walk a day (postedDays.ts).
    // Each carries `facets` and `post_date` as INCLUDE columns too: migration 0035 makes them so.
    ...sortKeys(t)
      .filter(([name]) => name !== 'latest')
      .map(([name, key]) =>
        index(`videos_${name}_by_day_idx`).on(
          t.gender,
          t.status_id,
          sql.raw(postedDaySql('post_date')),
          key.desc().nullsFirst(),
          t.video_id.desc().nullsFirst(),
        ),
      ),
    // A search's period, ANDed with the word index (which already answers gender and status).
    index('videos_post_date_idx').on(t.post_date),
    index('videos_channel_idx').on(t.channel_id, t.post_date.desc().nullsFirst()),
    index('videos_user_idx').on(t.user_id, t.post_date.desc().nullsFirst()),
    index('videos_media_key_idx').on(t.media_key),
    // The gender and the status beside the words (btree_gin): the word index alone answers a search.
    index('videos_search_idx').using('gin', t.search, t.facet_tags, t.gender, t.status_id),
    index('videos_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('videos_review_idx')
      .on(t.post_date)
      .where(sql`${t.review_pending}`),
  ],
);

export const videoFiles = pgTable(
  'video_files',
  {
    file_id: serial('file_id').primaryKey(),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    /** Path under the media root. */
    path: text('path').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    size_bytes: integer('size_bytes').notNull().default(0),
  },
  (t) => [uniqueIndex('video_files_video_format_uq').on(t.video_id, t.format)],
);

export const videoCategories = pgTable(
  'video_categories',
  {
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.category_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.category_id] }), index('video_categories_cat_idx').on(t.category_id, t.video_id)],
);

export const videoModels = pgTable(
  'video_models',
  {
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    model_id: integer('model_id')
      .notNull()
      .references(() => models.model_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.model_id] }), index('video_models_model_idx').on(t.model_id, t.video_id)],
);

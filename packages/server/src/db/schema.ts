// The database schema: every entity of spec 000 §3 and 001 §3. Counters live on their rows so that
// each list sort is one index scan; the indexes below name the sort or filter they serve.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  jsonb,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const counter = (name: string) => integer(name).notNull().default(0);

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
  },
  (t) => [
    uniqueIndex('categories_dir_uq').on(t.dir),
    index('categories_popularity_idx').on(t.avg_videos_popularity),
    index('categories_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const members = pgTable(
  'members',
  {
    user_id: serial('user_id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    email_confirmed: boolean('email_confirmed').notNull().default(false),
    /** Set by accepting the creator-verification affidavit (spec 000 §6). */
    verified: boolean('verified').notNull().default(false),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    gender: smallint('gender'),
    birth_date: date('birth_date', { mode: 'string' }),
    relationship: smallint('relationship'),
    orientation: smallint('orientation'),
    education: text('education').notNull().default(''),
    website: text('website').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    interests: text('interests').notNull().default(''),
    about_me: text('about_me').notNull().default(''),
    description: text('description').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    cover: text('cover').notNull().default(''),
    total_videos: counter('total_videos'),
    viewed: counter('viewed'),
    subscribers: counter('subscribers'),
    added_date: ts('added_date').notNull().defaultNow(),
    last_login: ts('last_login'),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('members_email_uq').on(sql`lower(${t.email})`),
    index('members_added_idx').on(t.added_date),
    index('members_username_idx').on(t.username),
    index('members_subscribers_idx').on(t.subscribers),
  ],
);

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
    toptn: smallint('toptn').notNull().default(0),
    viewed: counter('viewed'),
    likes: counter('likes'),
    dislikes: counter('dislikes'),
    comments_count: counter('comments_count'),
    favourites_count: counter('favourites_count'),
    /** Laplace-smoothed share of likes, 0..1. */
    rating: real('rating').notNull().default(0.5),
    /** Views plus weighted likes and favourites, less dislikes: the most-popular order. */
    popularity: real('popularity').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`setweight(to_tsvector('english', coalesce(${videos.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${videos.description}, '')), 'B')`,
    ),
  },
  (t) => [
    index('videos_latest_idx').on(t.gender, t.status_id, t.post_date.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_longest_idx').on(t.gender, t.status_id, t.duration_sec.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_commented_idx').on(t.gender, t.status_id, t.comments_count.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_popular_idx').on(t.gender, t.status_id, t.popularity.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_viewed_idx').on(t.gender, t.status_id, t.viewed.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_rated_idx').on(t.gender, t.status_id, t.rating.desc().nullsFirst(), t.video_id.desc().nullsFirst()),
    index('videos_channel_idx').on(t.channel_id, t.post_date.desc().nullsFirst()),
    index('videos_user_idx').on(t.user_id, t.post_date.desc().nullsFirst()),
    index('videos_search_idx').using('gin', t.search),
    index('videos_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
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

export const sessions = pgTable(
  'sessions',
  {
    session_id: text('session_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** One vote per user per object (spec 001 §4). */
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

/** Subscriptions to a channel, model, user or playlist; never to oneself (spec 001 §4). */
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
  (t) => [index('playlists_user_idx').on(t.user_id, t.post_date.desc().nullsFirst()), index('playlists_latest_idx').on(t.post_date.desc().nullsFirst())],
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
  },
  (t) => [
    index('comments_object_idx').on(t.section, t.object_id, t.post_date.desc().nullsFirst()),
    index('comments_user_idx').on(t.user_id, t.post_date.desc().nullsFirst()),
    index('comments_ip_idx').on(t.ip, t.post_date.desc().nullsFirst()),
  ],
);

/** A friend request can be sent once (spec 001 §4). */
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
  (t) => [index('messages_to_idx').on(t.to_user_id, t.created_at.desc().nullsFirst()), index('messages_from_idx').on(t.from_user_id, t.created_at.desc().nullsFirst())],
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
  },
  (t) => [primaryKey({ columns: [t.video_id, t.day] }), index('video_views_daily_day_idx').on(t.day, t.views.desc().nullsFirst())],
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
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('upload_jobs_state_idx').on(t.state, t.created_at), index('upload_jobs_hash_idx').on(t.content_hash)],
);

/** Key-value settings the server keeps between runs (the media signing secret, the seed marker). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Categories, channels (pornsites) and models (pornstars) mapped to their wire types.
import type { Category, Channel, Model, Statistics } from '@reel/api';
import { VideoStatus } from '@reel/api';
import type { DataContext } from './dataContext.js';
import type { Database } from '../db/client.js';
import { formatDate, mediaUrl } from './format.js';
import type { CategoryRecord, ChannelRecord, CountRow, ModelRecord } from './rows.js';
import { modelFilterSql } from './filters.js';
import { SqlParts } from './listSql.js';
import { statusIs } from './statusSql.js';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Sort keys shared by channels and models. */
export const OWNER_ORDER: Record<string, string> = {
  alphabetaz: 't.title ASC, t.{id} ASC',
  alphabetza: 't.title DESC, t.{id} DESC',
  'count-videos': 't.total_videos DESC, t.{id} DESC',
  'latest-updates': 't.{date} DESC, t.{id} DESC',
  'most-popular': 't.popularity DESC, t.{id} DESC',
  'most-viewed': 't.viewed DESC, t.{id} DESC',
  recent: 't.{date} DESC, t.{id} DESC',
  'top-rated': 't.rating DESC, t.{id} DESC',
  'most-subscribed': 't.subscribers DESC, t.{id} DESC',
};

export function ownerOrder(sort: string, id: string, dateColumn: string): string {
  return OWNER_ORDER[sort].replaceAll('{id}', () => id).replaceAll('{date}', () => dateColumn);
}

/**
 * A tile's count: the live videos of the visitor's gender when the query read them
 * (`videos_of_gender`, see genderCountJoin), which is what the list behind the tile counts;
 * otherwise every live video of the row.
 */
const tileCount = (r: Row) => num(r.videos_of_gender ?? r.total_videos);

export function toCategory(ctx: DataContext, r: Row): Category {
  return {
    category_id: num(r.category_id),
    title: str(r.title),
    dir: str(r.dir),
    total_videos: tileCount(r),
    avg_videos_popularity: num(r.avg_videos_popularity),
    key: str(r.key),
    toptn: num(r.toptn),
    thumb: mediaUrl(ctx.config.mediaBaseUrl, str(r.thumb)),
    seo_title: str(r.seo_title),
  };
}

/** Channels and models count views, votes, videos and subscribers on their own rows. */
function ownerStatistics(r: Row): Statistics {
  return {
    viewed: num(r.viewed),
    likes: num(r.likes),
    dislikes: num(r.dislikes),
    comments: 0,
    favourites: 0,
    videos: tileCount(r),
    subscribers: num(r.subscribers),
  };
}

export function toChannel(ctx: DataContext, r: Row): Channel {
  return {
    channel_id: num(r.channel_id),
    dir: str(r.dir),
    title: str(r.title),
    title2: str(r.title2),
    url: str(r.url),
    description: str(r.description),
    logo: mediaUrl(ctx.config.mediaBaseUrl, str(r.logo)),
    thumb: mediaUrl(ctx.config.mediaBaseUrl, str(r.thumb)),
    statistics: ownerStatistics(r),
    post_date: formatDate(r.post_date as Date),
    toptn: num(r.toptn),
  };
}

/** A `date` column arrives as a Date from one driver and a string from another: always YYYY-MM-DD. */
export function isoDay(v: unknown): string {
  return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
}

const nullableNum = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function ageFrom(birth: unknown, now: number): number | null {
  if (!birth) return null;
  const b = new Date(String(birth));
  const n = new Date(now);
  let age = n.getUTCFullYear() - b.getUTCFullYear();
  if (n.getUTCMonth() < b.getUTCMonth() || (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate())) age -= 1;
  return age;
}

export function toModel(ctx: DataContext, r: Row): Model {
  return {
    model_id: num(r.model_id),
    dir: str(r.dir),
    title: str(r.title),
    gender: num(r.gender),
    description: str(r.description),
    thumb: mediaUrl(ctx.config.mediaBaseUrl, str(r.thumb)),
    statistics: ownerStatistics(r),
    info: {
      alias: str(r.alias),
      age: ageFrom(r.birth_date, ctx.now()),
      birth_date: r.birth_date ? isoDay(r.birth_date) : null,
      race: str(r.race),
      career: {
        start: nullableNum(r.career_start),
        debut_age: nullableNum(r.career_debut_age),
        status: str(r.career_status),
        end: nullableNum(r.career_end),
      },
      zodiac: str(r.zodiac),
      hair: nullableNum(r.hair),
      eye: str(r.eye),
      tattoo: str(r.tattoo),
      piercing: str(r.piercing),
      size_tits: str(r.size_tits),
      measurements: str(r.measurements),
      height: nullableNum(r.height),
      weight: nullableNum(r.weight),
      added_date: formatDate(r.added_date as Date),
    },
    toptn: num(r.toptn),
  };
}

/**
 * The counter row of a category's or channel's live videos of one gender (`t` is the category or
 * channel), read as `videos_of_gender`: the same row a video list of that category or channel
 * reads for its total_count (queries/videoCounts.ts), so a tile and its list agree.
 */
export function genderCountJoin(scope: 'category' | 'channel', genderParam: string): { join: string; count: string } {
  const id = scope === 'category' ? 't.category_id' : 't.channel_id';
  return {
    join: `LEFT JOIN video_counts gc ON gc.scope = '${scope}' AND gc.object_id = ${id} AND gc.gender = ${genderParam} AND gc.facet = ''`,
    count: 'coalesce(gc.videos, 0)',
  };
}

export type WithGenderCount<T> = T & { videos_of_gender: number };

/** The home page's top categories, by their videos' average popularity, counted for the gender. */
export function topCategories(database: Database, gender: string, limit: number): Promise<WithGenderCount<CategoryRecord>[]> {
  const counted = genderCountJoin('category', '$1');
  return database.query<WithGenderCount<CategoryRecord>>(
    `SELECT t.*, ${counted.count} AS videos_of_gender FROM categories t ${counted.join}
      WHERE t.toptn = 1 AND NOT t.hidden ORDER BY t.avg_videos_popularity DESC LIMIT $2`,
    [gender, limit],
  );
}

export function topModels(database: Database, limit: number): Promise<ModelRecord[]> {
  return database.query<ModelRecord>('SELECT * FROM models WHERE NOT hidden ORDER BY popularity DESC LIMIT $1', [limit]);
}

export function topChannels(database: Database, gender: string, limit: number): Promise<WithGenderCount<ChannelRecord>[]> {
  const counted = genderCountJoin('channel', '$1');
  return database.query<WithGenderCount<ChannelRecord>>(
    `SELECT t.*, ${counted.count} AS videos_of_gender FROM channels t ${counted.join}
      WHERE t.gender = $1 AND NOT t.hidden ORDER BY t.popularity DESC LIMIT $2`,
    [gender, limit],
  );
}

/** Categories (all, or the top ones) that hold a live video of the gender, by title, each with
 * its count of them: the list it links to holds exactly that many. */
export function categoriesWithVideos(database: Database, section: string, gender: string): Promise<WithGenderCount<CategoryRecord>[]> {
  const counted = genderCountJoin('category', '$2');
  return database.query<WithGenderCount<CategoryRecord>>(
    `SELECT t.*, ${counted.count} AS videos_of_gender FROM categories t ${counted.join}
      WHERE ($1 = 'all' OR t.toptn = 1) AND NOT t.hidden AND ${counted.count} > 0
      ORDER BY t.title`,
    [section, gender],
  );
}

/** One page of channels or models (aliased `t`) under the parts' joins and conditions, and the total. */
export async function ownerPage<T extends ChannelRecord | ModelRecord>(
  database: Database,
  table: 'channels' | 'models',
  p: SqlParts,
  order: string,
  count: number,
  pageNo: number,
  /** More columns beside `t.*`, e.g. `… AS videos_of_gender`. */
  extra = '',
): Promise<{ rows: T[]; total: number }> {
  // Staff hid it: out of every list.
  const where = `WHERE ${['NOT t.hidden', ...p.where].join(' AND ')}`;
  const from = `FROM ${table} t ${p.joins.join(' ')} ${where}`;
  const params = [...p.params, count, (pageNo - 1) * count];
  const n = p.params.length;
  const [rows, counted] = await Promise.all([
    database.query<T>(`SELECT t.*${extra ? `, ${extra}` : ''} ${from} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, params),
    database.query<CountRow>(`SELECT count(*)::int AS n ${from}`, p.params),
  ]);
  return { rows, total: counted[0].n };
}

export async function channelByDir(database: Database, dir: string): Promise<ChannelRecord | null> {
  const rows = await database.query<ChannelRecord>('SELECT * FROM channels WHERE dir = $1 AND NOT hidden', [dir]);
  return rows[0] ?? null;
}

export async function modelByDir(database: Database, dir: string): Promise<ModelRecord | null> {
  const rows = await database.query<ModelRecord>('SELECT * FROM models WHERE dir = $1 AND NOT hidden', [dir]);
  return rows[0] ?? null;
}

/** Which models a gender site shows: women on str, men on gay, shemales on she. */
const MODEL_GENDER_FOR_SITE: Record<string, number> = { str: 2, gay: 1, she: 3 };

export interface ChannelPageQuery {
  gender: string;
  section: string;
  /** The category or model whose channels are listed; null for section all. */
  objectRowId: number | null;
  sort: string;
  count: number;
  page: number;
}

/**
 * Channels of a gender site, all or those with an active video in a category or of a model. The
 * test is a sub-select with LIMIT 1 rather than EXISTS: the planner then probes per channel and
 * stops at its first video, where for EXISTS it hashes every video of the category (827 ms against
 * 1.4 ms at a million videos).
 */
export function channelPage(database: Database, c: ChannelPageQuery): Promise<{ rows: WithGenderCount<ChannelRecord>[]; total: number }> {
  const q = new SqlParts();
  const gender = q.add(c.gender);
  q.where.push(`t.gender = ${gender}`);
  // Each channel's count is of the visitor's gender, as its list is; count-videos sorts by it.
  const counted = genderCountJoin('channel', gender);
  q.joins.push(counted.join);
  if (c.section === 'category') {
    const id = q.add(c.objectRowId);
    q.where.push(
      `(SELECT 1 FROM video_categories vc JOIN videos v ON v.video_id = vc.video_id WHERE vc.category_id = ${id} AND v.channel_id = t.channel_id AND ${statusIs('v.status_id', VideoStatus.Active)} LIMIT 1) IS NOT NULL`,
    );
  }
  if (c.section === 'model') {
    const id = q.add(c.objectRowId);
    q.where.push(
      `(SELECT 1 FROM video_models vm JOIN videos v ON v.video_id = vm.video_id WHERE vm.model_id = ${id} AND v.channel_id = t.channel_id AND ${statusIs('v.status_id', VideoStatus.Active)} LIMIT 1) IS NOT NULL`,
    );
  }
  const order = ownerOrder(c.sort, 'channel_id', 'post_date').replace('t.total_videos', () => counted.count);
  return ownerPage<WithGenderCount<ChannelRecord>>(database, 'channels', q, order, c.count, c.page, `${counted.count} AS videos_of_gender`);
}

export interface ModelPageQuery {
  /** The `filt…` path segment split into its positions. */
  fields: string[];
  /** Ages are counted at this instant (ms). */
  now: number;
  siteGender: string;
  sort: string;
  count: number;
  page: number;
}

export function modelPage(database: Database, m: ModelPageQuery): Promise<{ rows: ModelRecord[]; total: number }> {
  const q = new SqlParts();
  modelFilterSql(q, m.fields, m.now);
  // The filter's own gender position wins over the site's gender.
  if (!m.fields[0]) q.where.push(`t.gender = ${q.add(MODEL_GENDER_FOR_SITE[m.siteGender])}`);
  return ownerPage<ModelRecord>(database, 'models', q, ownerOrder(m.sort, 'model_id', 'added_date'), m.count, m.page);
}

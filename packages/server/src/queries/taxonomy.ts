// Categories, channels (pornsites) and models (pornstars) mapped to their wire types.
import type { Category, Channel, Model, Statistics } from '@reel/api';
import type { AppContext } from '../context.js';
import { formatDate, mediaUrl } from './format.js';

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
  return OWNER_ORDER[sort].replaceAll('{id}', id).replaceAll('{date}', dateColumn);
}

export function toCategory(ctx: AppContext, r: Row): Category {
  return {
    category_id: num(r.category_id),
    title: str(r.title),
    dir: str(r.dir),
    total_videos: num(r.total_videos),
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
    videos: num(r.total_videos),
    subscribers: num(r.subscribers),
  };
}

export function toChannel(ctx: AppContext, r: Row): Channel {
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

export function toModel(ctx: AppContext, r: Row): Model {
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

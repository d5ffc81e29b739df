// The two local record shapes (watch later, history), and how anything offered to the stores (the site's
// own records, or whatever a page script hands to window.wls) is reduced to exactly those fields.

import { parseId } from '@reel/api';

/** Watch-later item; `scr` already falls back to the video's `thumb`. */
export interface WatchLaterItem {
  duration: string;
  post_date: string;
  scr: string;
  title: string;
  video_id: number;
  video_viewed: number;
  sg_id: number | null;
}

/** Local history record. */
export interface LocalHistoryRecord {
  duration: string;
  post_date: string;
  thumbnail: string;
  dir: string;
  title: string;
  video_id: number;
  views: number;
  sg_id: number | null;
  ex_tube: string;
  ex_id: string;
}

/** A record as stored: with the auto-increment key the store gave it. */
export type Stored<T> = T & { id: number };

/** A video id under the id rule of every address (@reel/api's `parseId`); its text as typed into a
 * console counts too, spaces around it ignored. */
export function toVideoId(value: unknown): number | null {
  return parseId(typeof value === 'string' ? value.trim() : value);
}

type Fields = Record<string, unknown>;

const text = (r: Fields, key: string): string => (typeof r[key] === 'string' ? (r[key] as string) : '');
const count = (r: Fields, key: string): number => (typeof r[key] === 'number' && Number.isFinite(r[key]) ? (r[key] as number) : 0);
const sgId = (r: Fields): number | null => (typeof r.sg_id === 'number' && Number.isFinite(r.sg_id) ? r.sg_id : null);

function fieldsOf(value: unknown): { r: Fields; video_id: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Fields;
  const video_id = toVideoId(r.video_id);
  return video_id === null ? null : { r, video_id };
}

/** The item's own fields only: an `id` passed in would otherwise replace the store's key. */
export function watchLaterItemOf(value: unknown): WatchLaterItem | null {
  const f = fieldsOf(value);
  if (!f) return null;
  const { r, video_id } = f;
  return {
    duration: text(r, 'duration'),
    post_date: text(r, 'post_date'),
    scr: text(r, 'scr') || text(r, 'thumb'),
    title: text(r, 'title'),
    video_id,
    video_viewed: count(r, 'video_viewed'),
    sg_id: sgId(r),
  };
}

export function historyRecordOf(value: unknown): LocalHistoryRecord | null {
  const f = fieldsOf(value);
  if (!f) return null;
  const { r, video_id } = f;
  return {
    duration: text(r, 'duration'),
    post_date: text(r, 'post_date'),
    thumbnail: text(r, 'thumbnail'),
    dir: text(r, 'dir'),
    title: text(r, 'title'),
    video_id,
    views: count(r, 'views'),
    sg_id: sgId(r),
    ex_tube: text(r, 'ex_tube'),
    ex_id: text(r, 'ex_id'),
  };
}

// Video rows built in JavaScript, for catalogues small enough to send as parameters (the demo's 500).
// The rules here (title shapes, shares of genders and channels, counters) are shared with the
// generate_series path in bulkVideos.ts, so both paths describe the same kind of catalogue.
import { VideoStatus } from '@reel/api';
import type { MediaInfo } from './mediaInfo.js';
import type { Rng } from './random.js';
import type { Row } from './sql.js';
import { fileFormats, videoMediaJson } from '../media/columns.js';
import { dirSuffix, slugify } from '../text/dirs.js';
import { OCCUPATIONS } from './peopleWords.js';
import { ADJECTIVES, EX_TUBES, NOUNS, PLACES, TIMES, VIDEO_SENTENCES } from './words.js';

export const TITLE_TEMPLATES = [
  '{adj} {place} {noun} {n}',
  '{adj} {noun} at the {place}',
  'The {place} {noun} {n}',
  '{adj} {noun} {n}',
] as const;
export const TWO_YEARS_S = 730 * 86_400;
/** Shares of the catalogue, used by both paths. */
export const SHARE = { str: 0.8, gay: 0.12, channel: 0.7, exTube: 0.15, toptn: 0.05, private: 0.04 } as const;
/** Which media a video id shows: the catalogue cycles over the media, so every media key (the VR
 * one and the long ones included) gets videos as soon as there are as many videos as media. */
export function mediaIndex(id: number, mediaCount: number): number {
  return (id - 1) % mediaCount;
}

/** The one video with status 5 (recently deleted): mid-catalogue, never the VR media, so the VR
 * media keeps a playable video even in a catalogue only a few videos long. */
export function deletedVideoId(count: number, media: MediaInfo[]): number {
  const start = Math.max(1, Math.ceil(count / 2));
  for (let id = start; id <= count; id++) if (!media[mediaIndex(id, media.length)].vr) return id;
  return start;
}

/** Views skew low with a long tail; likes and dislikes follow views. */
export function counters(u1: number, u2: number, u3: number) {
  const viewed = Math.floor(200 + 1_500_000 * u1 ** 4);
  const likes = Math.round(viewed * (0.002 + 0.03 * u2));
  const dislikes = Math.round(likes * (0.05 + 0.35 * u3));
  return { viewed, likes, dislikes, rating: (likes + 1) / (likes + dislikes + 2), popularity: viewed + 10 * likes - 5 * dislikes };
}

export function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? '');
}

export interface VideoPlan {
  media: MediaInfo[];
  channels: { id: number; title: string }[];
  uploaderIds: number[];
  modelCount: number;
  categoryCount: number;
  deletedId: number;
  now: number;
}

export interface BuiltVideo {
  row: Row;
  categoryIds: number[];
  modelIds: number[];
}

function gender(rng: Rng): string {
  const r = rng.next();
  return r < SHARE.str ? 'str' : r < SHARE.str + SHARE.gay ? 'gay' : 'she';
}

function text(rng: Rng) {
  const words = { adj: rng.pick(ADJECTIVES), noun: rng.pick(NOUNS), place: rng.pick(PLACES), n: String(rng.int(1, 99)) };
  const title = fill(rng.pick(TITLE_TEMPLATES), words);
  const extra = {
    ...words,
    adj: words.adj.toLowerCase(),
    noun: words.noun.toLowerCase(),
    place: words.place.toLowerCase(),
    time: rng.pick(TIMES),
    occupation: rng.pick(OCCUPATIONS),
  };
  const description = rng
    .sample(VIDEO_SENTENCES, 2)
    .map((s) => fill(s, extra))
    .join(' ');
  return { title, description };
}

function source(rng: Rng, plan: VideoPlan) {
  if (rng.chance(SHARE.channel)) {
    const ch = rng.pick(plan.channels);
    return { channel_id: ch.id, content_source: ch.id, content_source_name: ch.title, user_id: null };
  }
  return { channel_id: null, content_source: null, content_source_name: '', user_id: rng.pick(plan.uploaderIds) };
}

export function buildVideo(rng: Rng, id: number, plan: VideoPlan): BuiltVideo {
  const m = plan.media[mediaIndex(id, plan.media.length)];
  const { title, description } = text(rng);
  const exTube = rng.chance(SHARE.exTube);
  const row: Row = {
    video_id: id,
    dir: `${slugify(title)}-${dirSuffix(id)}`,
    title,
    description,
    duration_sec: Math.round(m.duration_sec),
    post_date: new Date(plan.now - Math.floor(rng.next() * TWO_YEARS_S) * 1000),
    status_id: id === plan.deletedId ? VideoStatus.Deleted : VideoStatus.Active,
    gender: gender(rng),
    is_private: rng.chance(SHARE.private),
    media_key: m.media_key,
    media: videoMediaJson(m),
    file_formats: fileFormats(m),
    width: m.width,
    height: m.height,
    vr: m.vr,
    timelines_count: m.timelines_count,
    timelines_interval: m.timelines_interval,
    ...source(rng, plan),
    sg_id: rng.int(1, 999_999),
    ex_tube: exTube ? rng.pick(EX_TUBES) : '',
    ex_id: exTube ? String(rng.int(100_000, 9_999_999)) : '',
    toptn: rng.chance(SHARE.toptn) ? 1 : 0,
    ...counters(rng.next(), rng.next(), rng.next()),
  };
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  return {
    row,
    categoryIds: rng.sample(ids(plan.categoryCount), rng.int(1, 4)),
    modelIds: rng.sample(ids(plan.modelCount), rng.int(1, 3)),
  };
}

/** One video_files row per media file; paths stay relative to the media root, as MediaInfo has them. */
export function fileRows(videoId: number, m: MediaInfo): Row[] {
  return m.files.map((f) => ({
    video_id: videoId,
    format: f.format,
    path: f.path,
    width: f.width,
    height: f.height,
    size_bytes: f.size_bytes,
  }));
}

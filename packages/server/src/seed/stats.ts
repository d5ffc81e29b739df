// View statistics and top searches: the daily view rows behind most-viewed-day/-week, a few raw
// statistics events, and the search keywords with their hit counts.
import { VideoStatus } from '@reel/api';
import type { Database } from '../db/client.js';
import type { Rng } from './random.js';
import { sampleInts } from './random.js';
import type { Row } from './sql.js';
import { slugify } from '../text/dirs.js';
import { utcDay } from './sql.js';
import { ADJECTIVES, NOUNS, PLACES } from './words.js';
import { statusIs } from '../queries/statusSql.js';

/** Videos with daily view rows: 40% of the catalogue, at most this many. */
export const VIEWED_DAILY_MAX = 5000;
export const KEYWORD_COUNT = 150;
export const STAT_EVENT_COUNT = 60;
const DAYS = 7;

/** Each chosen video gets views on a random subset of the last 7 days (today included), so the
 * day order and the week order rank different videos first. */
export function buildDailyViews(rng: Rng, videoCount: number, deletedId: number, now: number): Row[] {
  const wanted = Math.min(VIEWED_DAILY_MAX, Math.max(1, Math.round(videoCount * 0.4)));
  const rows: Row[] = [];
  for (const id of sampleInts(rng, 1, videoCount, wanted)) {
    if (id === deletedId) continue;
    const peak = rng.int(5, 5000);
    for (const day of rng.sample([...Array(DAYS).keys()], rng.int(1, DAYS))) {
      rows.push({ video_id: id, day: utcDay(now, day), views: Math.max(1, Math.round(peak * rng.next())) });
    }
  }
  return rows;
}

export interface EventPlan {
  videoCount: number;
  deletedId: number;
  memberIds: number[];
  channelCount: number;
  modelCount: number;
  now: number;
}

/** Raw statistics events as the input call records them; user_id only on video events of signed-in
 * visitors, and none for the deleted video, whose page skips statistics. */
export function buildStatEvents(rng: Rng, p: EventPlan): Row[] {
  const liveVideo = () => {
    const id = rng.int(1, p.videoCount);
    return id === p.deletedId ? (id % p.videoCount) + 1 : id;
  };
  return Array.from({ length: STAT_EVENT_COUNT }, () => {
    const act = rng.pick(['view', 'view', 'view', 'vote', 'subscribe', 'favourite'] as const);
    const user = rng.chance(0.5) ? rng.pick(p.memberIds) : null;
    const [section, objectId] =
      act === 'subscribe'
        ? rng.chance(0.5)
          ? ['channel', rng.int(1, p.channelCount)]
          : ['model', rng.int(1, p.modelCount)]
        : ['video', liveVideo()];
    return {
      act,
      section,
      object_id: objectId,
      user_id: section === 'video' ? user : null,
      nogeo: rng.chance(0.1),
      created_at: new Date(p.now - rng.int(0, DAYS * 86_400_000)),
    };
  });
}

/** Keywords as visitors type them: single title words and a few two-word phrases, hits skewed so
 * the top-search list has a clear head. total_videos is filled by countKeywordVideos afterwards. */
export function buildKeywords(rng: Rng): Row[] {
  const singles = [...ADJECTIVES, ...NOUNS, ...PLACES].map((w) => w.toLowerCase());
  const phrases = new Set<string>(rng.sample([...new Set(singles)], KEYWORD_COUNT - 20));
  while (phrases.size < KEYWORD_COUNT) phrases.add(`${rng.pick(ADJECTIVES)} ${rng.pick(PLACES)}`.toLowerCase());
  return [...phrases].map((keyword) => ({ keyword, dir: slugify(keyword), hits: Math.round(1 + 5000 * rng.next() ** 3) }));
}

/** total_videos of each keyword: live videos whose title contains it (the seeded keywords are plain
 * words, so none carries an ILIKE wildcard). A correlated subquery, so
 * each keyword's ILIKE pattern is a constant the trigram index on titles can serve (as a join
 * filter it would scan every title once per keyword). */
export async function countKeywordVideos(database: Database): Promise<void> {
  await database.query(`
    UPDATE search_keywords k SET total_videos = (
      SELECT count(*)::int FROM videos v WHERE ${statusIs('v.status_id', VideoStatus.Active)} AND v.title ILIKE '%' || k.keyword || '%'
    )`);
}

// Top searches: each first-page search counts once for its keyword (counted in the process and
// added here in batches, searchTally/tally.ts).
import type { Database } from '../db/client.js';
import { prepared } from '../db/prepared.js';

export function keywordDir(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 69);
}

export interface SearchHits {
  keyword: string;
  dir: string;
  /** First pages searched since the last write. */
  hits: number;
  /** What the latest of them matched. */
  totalVideos: number;
}

/** The keyword a searched text counts for, or null when it has no letter or digit. */
export function searchKeyword(text: string): Pick<SearchHits, 'keyword' | 'dir'> | null {
  const keyword = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const dir = keywordDir(keyword);
  return dir ? { keyword, dir } : null;
}

/** Each keyword once: ON CONFLICT may not change one row twice in a statement. */
const ADD_SEARCH_HITS = prepared(
  `INSERT INTO search_keywords (keyword, dir, hits, total_videos)
   SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[])
   ON CONFLICT (keyword) DO UPDATE
     SET hits = search_keywords.hits + EXCLUDED.hits, total_videos = EXCLUDED.total_videos, updated_at = now()`,
);

/** Adds the hits of distinct keywords, in one statement. */
export async function addSearchHits(database: Database, rows: SearchHits[]): Promise<void> {
  if (rows.length === 0) return;
  await database.query(ADD_SEARCH_HITS, [
    rows.map((r) => r.keyword),
    rows.map((r) => r.dir),
    rows.map((r) => r.hits),
    rows.map((r) => r.totalVideos),
  ]);
}

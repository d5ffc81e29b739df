// Top searches: each first-page search counts once for its keyword.
import type { DataContext } from './dataContext.js';
import { prepared } from '../db/prepared.js';

export function keywordDir(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 69);
}

const COUNT_SEARCH = prepared(
  `INSERT INTO search_keywords (keyword, dir, hits, total_videos) VALUES ($1, $2, 1, $3)
   ON CONFLICT (keyword) DO UPDATE SET hits = search_keywords.hits + 1, total_videos = EXCLUDED.total_videos, updated_at = now()`,
);

export async function recordSearch(ctx: DataContext, text: string, totalVideos: number): Promise<void> {
  const keyword = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const dir = keywordDir(keyword);
  if (!dir) return;
  await ctx.database.query(COUNT_SEARCH, [keyword, dir, totalVideos]);
}

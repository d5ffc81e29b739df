// Suggestions in four groups (keywords, categories, channels, models), each {title, dir, total_videos}.
import type { Suggestion } from '@reel/api';
import type { SuggestionGroups } from '@reel/api/endpoints';
import type { DataContext } from './dataContext.js';

const GROUPS = {
  keywords: { table: 'search_keywords', title: 'keyword', videos: 'total_videos', rank: 'hits', shown: 'TRUE' },
  categories: { table: 'categories', title: 'title', videos: 'total_videos', rank: 'avg_videos_popularity', shown: 'NOT hidden' },
  channels: { table: 'channels', title: 'title', videos: 'total_videos', rank: 'popularity', shown: 'NOT hidden' },
  models: { table: 'models', title: 'title', videos: 'total_videos', rank: 'popularity', shown: 'NOT hidden' },
} as const;

type Group = keyof typeof GROUPS;

/** Escapes LIKE's wildcards so typed text matches literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

async function group(ctx: DataContext, name: Group, limit: number, text?: string): Promise<Suggestion[]> {
  const g = GROUPS[name];
  const params: unknown[] = [limit];
  // What staff hid is never suggested.
  let where = `WHERE ${g.videos} > 0 AND ${g.shown}`;
  if (text !== undefined) {
    params.push(`%${likeEscape(text)}%`);
    where += ` AND ${g.title} ILIKE $2`;
  }
  return ctx.database.query<Suggestion>(
    `SELECT ${g.title} AS title, dir, ${g.videos}::int AS total_videos FROM ${g.table} ${where}
     ORDER BY ${g.rank} DESC, ${g.title} ASC LIMIT $1`,
    params,
  );
}

export async function suggestionGroups(ctx: DataContext, perGroup: number, text?: string): Promise<SuggestionGroups> {
  const [keywords, categories, channels, models] = await Promise.all(
    (Object.keys(GROUPS) as Group[]).map((name) => group(ctx, name, perGroup, text)),
  );
  return { keywords, categories, channels, models };
}

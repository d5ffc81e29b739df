// A search whose words are all required (no "or" or minus) read from video_words, where each live
// video has a row per word with its gender, facets, date and popularity beside it. The rarest
// word's rows are walked in popularity order, or read through the period when there is one, each
// tested for the other words by its (video, word) key (and, for a phrase, against the whole query),
// and the walk stops after the cap's matches: its cost follows the cap and the filters'
// selectivity, not the catalogue's size.
import type { Database } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import type { DataContext } from './dataContext.js';
import { estimatedRows } from './videoCounts.js';
import { cloneParts, fenceRows, fromClause, ORDER, type SqlParts } from './listSql.js';

/** The rows of video_words, as `v`; live videos only, so no status is tested on them. */
export const WORD_ROWS = 'video_words v';

/** A tsquery's print, token by token: a quoted lexeme (a quote inside doubled), an operator, or
 * any other character. */
const TOKEN = /\s*('(?:[^']|'')+'|&|<->|<\d+>|\S)/gy;

export interface SearchedWords {
  /** The distinct lexemes, each required, in their order. */
  words: string[];
  /** Some of them must also stand in a given order (a phrase, or a hyphenated or quoted word): a
   * video with all of them is a candidate, tested against the whole query. */
  phrase: boolean;
}

/**
 * The words of a tsquery's print when each of them is required: lexemes joined by "and" or by a
 * phrase's "followed by". Null for an empty query or one with any other operator ("or", a minus,
 * a weight, a prefix, a group), which the word index answers instead.
 */
export function plainWords(tsquery: string): SearchedWords | null {
  const words: string[] = [];
  let phrase = false;
  TOKEN.lastIndex = 0;
  const text = tsquery.trimEnd();
  while (TOKEN.lastIndex < text.length) {
    const token = TOKEN.exec(text)?.[1];
    if (token === undefined) return null;
    if (token.startsWith("'")) {
      const word = token.slice(1, -1).replaceAll("''", "'");
      if (!words.includes(word)) words.push(word);
    } else if (token.startsWith('<')) phrase = true;
    else if (token !== '&') return null;
  }
  return words.length ? { words, phrase } : null;
}

const SEARCH_QUERY = prepared(`SELECT websearch_to_tsquery('english', $1)::text AS q`);

/** The plain words of a searched text as the site's search reads it (websearch_to_tsquery). */
export async function searchedWords(database: Database, text: string): Promise<SearchedWords | null> {
  const rows = await database.query<{ q: string }>(SEARCH_QUERY, [text]);
  return plainWords(rows[0]?.q ?? '');
}

/** The words, rarest first by the planner's estimate of their rows under the filters. */
async function rarestFirst(ctx: DataContext, filtered: SqlParts, words: string[]): Promise<string[]> {
  if (words.length === 1) return words;
  const sizes = await Promise.all(
    words.map((word) => {
      const p = cloneParts(filtered);
      p.where.push(`v.word = ${p.add(word)}`);
      return estimatedRows(ctx.database, fromClause(p), p.params);
    }),
  );
  return words
    .map((word, i) => ({ word, rows: sizes[i] }))
    .sort((a, b) => a.rows - b.rows)
    .map((w) => w.word);
}

/**
 * The first `limit` matches of the words in popularity order. `filtered` holds the list's
 * conditions on WORD_ROWS (gender, facets, period). A period is read through its date range and
 * sorted (its videos are the newest, the least popular, so a popularity walk would meet them last);
 * otherwise the popularity order is walked and stops after `limit` matches.
 */
export async function wordMatches(
  ctx: DataContext,
  filtered: SqlParts,
  searched: SearchedWords & { text: string },
  dated: boolean,
  limit: number,
): Promise<number[]> {
  const [first, ...others] = await rarestFirst(ctx, filtered, searched.words);
  const p = cloneParts(filtered);
  p.where.push(`v.word = ${p.add(first)}`);
  if (others.length) {
    // The signature on the entry skips most videos without the other words before their keys are read.
    const mask = `(SELECT video_words_signature(${p.add(others)}::text[]))`;
    p.where.push(`(v.signature & ${mask}) = ${mask}`);
  }
  for (const word of others) p.where.push(`EXISTS (SELECT 1 FROM video_words o WHERE o.video_id = v.video_id AND o.word = ${p.add(word)})`);
  if (searched.phrase)
    p.where.push(
      `EXISTS (SELECT 1 FROM videos x WHERE x.video_id = v.video_id AND x.search @@ websearch_to_tsquery('english', ${p.add(searched.text)}))`,
    );
  if (dated) fenceRows(p, 'v.video_id, v.popularity');
  const rows = await ctx.database.query<{ video_id: number }>(
    `SELECT v.video_id ${fromClause(p)} ORDER BY ${ORDER['most-popular']} LIMIT ${p.add(limit)}`,
    p.params,
  );
  return rows.map((r) => Number(r.video_id));
}

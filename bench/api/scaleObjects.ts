// What the enumeration's calls are about, looked up in the seeded catalogue: for each section the
// object with the most videos (the costliest list of its kind), and the searched words of each
// class, taken from the titles themselves.
import type { ObjectSection, WordClass } from './scaleCalls.js';
import { withClient, type PgClient } from './pgClient.js';

/** Titles read to count words: enough to rank the vocabulary, few enough to read at 10M. */
const TITLE_SAMPLE = 20_000;
/** Words shorter than this are mostly joiners the full-text search drops. */
const MIN_WORD_CHARS = 4;

const OBJECT_QUERIES: Record<ObjectSection, string> = {
  category: 'SELECT dir AS id FROM categories ORDER BY total_videos DESC, category_id LIMIT 1',
  channel: 'SELECT dir AS id FROM channels ORDER BY total_videos DESC, channel_id LIMIT 1',
  model: 'SELECT dir AS id FROM models ORDER BY total_videos DESC, model_id LIMIT 1',
  user: 'SELECT user_id::text AS id FROM videos WHERE user_id IS NOT NULL GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1',
  favourites: 'SELECT user_id::text AS id FROM favourites GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1',
  playlist: 'SELECT playlist_id::text AS id FROM playlists WHERE NOT is_private ORDER BY total_videos DESC, playlist_id LIMIT 1',
};

async function objects(c: PgClient): Promise<Record<ObjectSection, string>> {
  const out: Partial<Record<ObjectSection, string>> = {};
  for (const [section, sql] of Object.entries(OBJECT_QUERIES) as [ObjectSection, string][]) {
    const { rows } = await c.query<{ id: string }>(sql);
    if (!rows[0]?.id) throw new Error(`the catalogue has no object for section ${section}`);
    out[section] = rows[0].id;
  }
  return out as Record<ObjectSection, string>;
}

/** A word with one inner letter dropped that is no word of the catalogue: a typo the full-text
 * search cannot match, so the near-miss path runs. */
async function typoOf(c: PgClient, word: string): Promise<string> {
  for (let i = word.length - 2; i > 0; i--) {
    const typo = word.slice(0, i) + word.slice(i + 1);
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM search_words WHERE word = $1', [typo]);
    if (rows[0].n === 0) return typo;
  }
  throw new Error(`no typo of "${word}" is free of the catalogue's words`);
}

async function words(c: PgClient): Promise<Record<WordClass, string>> {
  const { rows } = await c.query<{ word: string; n: number }>(
    `SELECT w AS word, count(*)::int AS n
       FROM (SELECT title FROM videos ORDER BY video_id LIMIT $1) t, regexp_split_to_table(lower(t.title), '[^a-z0-9]+') w
      WHERE length(w) >= $2 GROUP BY w ORDER BY n DESC, w`,
    [TITLE_SAMPLE, MIN_WORD_CHARS],
  );
  if (rows.length < 3) throw new Error('the catalogue has too few title words to search');
  const common = rows[0].word;
  return { common, rare: rows[rows.length - 1].word, typo: await typoOf(c, common), two: `${rows[1].word} ${common}` };
}

export interface CatalogueTargets {
  objects: Record<ObjectSection, string>;
  words: Record<WordClass, string>;
}

export function catalogueTargets(databaseUrl: string): Promise<CatalogueTargets> {
  return withClient(databaseUrl, async (c) => ({ objects: await objects(c), words: await words(c) }));
}

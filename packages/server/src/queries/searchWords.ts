// Near misses of a search: each word of the text replaced by the nearest word of the catalogue's
// titles (`search_words`, kept by a trigger on videos), by trigram similarity. Matching a few
// thousand words instead of every title keeps the fallback as cheap as a plain search.
import type { Database } from '../db/client.js';

/** The text's words of three characters or more, each replaced by its nearest title word (words
 * with none near are left out), joined by spaces; '' when no word has a near one. */
export async function nearestWords(database: Database, text: string): Promise<string> {
  const rows = await database.query<{ near: string | null }>(
    `SELECT string_agg(best, ' ' ORDER BY i) AS near FROM (
       SELECT q.i, (SELECT w.word FROM search_words w WHERE w.word % q.word ORDER BY w.word <-> q.word, w.word LIMIT 1) AS best
         FROM regexp_split_to_table(lower($1), '[^[:alnum:]]+') WITH ORDINALITY AS q(word, i)
        WHERE length(q.word) >= 3) x
     WHERE best IS NOT NULL`,
    [text],
  );
  return rows[0]?.near ?? '';
}

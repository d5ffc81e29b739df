// A video's searchable words sit beside its order in two btree indexes, whose entries hold at most
// 2,704 bytes. A description of many distinct words (a keyword list, a language the english
// configuration does not stem) used to make its upload or its edit fail and be lost; now the
// description is kept whole, and its words are searchable as far as they fit, from its start.
import { VideoStatus } from '@reel/api';
import { describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { editVideo } from './review.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';

const db = useTestDatabase();

/** The i-th of many distinct five-letter words, none a stop word, none changed by the stemmer. */
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
const word = (i: number) =>
  'zq' + Array.from({ length: 3 }, (_, k) => CONSONANTS[Math.floor(i / CONSONANTS.length ** k) % CONSONANTS.length]).join('');

/** `chars` characters of distinct words, the first of them `word(first)`. */
const keywords = (first: number, chars: number) => {
  const words: string[] = [];
  for (let i = first; words.join(' ').length < chars; i++) words.push(word(i));
  return words.join(' ').slice(0, chars).trim();
};

let nextId = 800_000;
async function addVideo(title: string, description: string): Promise<number> {
  const id = nextId++;
  await db.query(
    `INSERT INTO videos (video_id, dir, title, description, duration_sec, media_key, status_id)
     VALUES ($1::int, 'fit-' || $1::text, $2, $3, 300, 'k', $4)`,
    [id, title, description, VideoStatus.Active],
  );
  return id;
}

const finds = async (id: number, text: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM videos WHERE video_id = $1 AND search @@ websearch_to_tsquery('english', $2)`,
      [id, text],
    )
  )[0].n === 1;

const stored = async (id: number) =>
  (await db.query<{ title: string; description: string }>('SELECT title, description FROM videos WHERE video_id = $1', [id]))[0];

describe(`a video's searchable words fit its indexes (${engineName()})`, () => {
  it('keeps a description of 2,000 distinct-word characters whole and finds its first words and the title', async () => {
    const description = keywords(0, 2000);
    const id = await addVideo('Sunset boulevard', description);
    expect(await stored(id)).toEqual({ title: 'Sunset boulevard', description });
    expect(await finds(id, 'boulevard')).toBe(true);
    expect(await finds(id, word(0))).toBe(true);
    expect(await finds(id, word(40))).toBe(true);
    // The last words do not fit: the description is searchable from its start only.
    const last = description.split(' ').at(-2)!;
    expect(await finds(id, last)).toBe(false);
  });

  it('takes a staff edit to a 5,000-character description of distinct words', async () => {
    const id = await addVideo('Harbour lights', 'A short one.');
    const description = keywords(5000, 5000);
    await editVideo(db, id, { title: 'Harbour lights at night', description }, true);
    expect(await stored(id)).toEqual({ title: 'Harbour lights at night', description });
    expect(await finds(id, 'night')).toBe(true);
    expect(await finds(id, word(5000))).toBe(true);
    expect(await finds(id, 'short')).toBe(false);
  });

  it('indexes every word of an ordinary description, with the title first, as before', async () => {
    const title = 'Amber at the penthouse pool';
    const description = 'Amber spends a lazy afternoon by the rooftop pool, then the evening in the penthouse. '.repeat(20);
    const id = await addVideo(title, description);
    const [same] = await db.query<{ same: boolean }>(
      `SELECT search = setweight(to_tsvector('english', $2), 'A') || setweight(to_tsvector('english', $3), 'B') AS same
         FROM videos WHERE video_id = $1`,
      [id, title, description],
    );
    expect(same.same).toBe(true);
    // A title change alone brings the words up to date too.
    await editVideo(db, id, { title: 'Amber on the terrace' }, true);
    expect(await finds(id, 'terrace')).toBe(true);
    expect(await finds(id, 'rooftop')).toBe(true);
  });
});

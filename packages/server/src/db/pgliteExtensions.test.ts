// The embedded engine's extensions work whatever order their libraries load in. PGlite 0.5.16
// loaded them concurrently, and a library that finished in the wrong order called through an empty
// slot of the function table: the typo-correcting search then trapped ("null function or function
// signature mismatch") in about one opening in ten with the server's order, and in four of five
// with pg_trgm's library first. The project's patch loads one after the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nearestWords } from '../queries/searchWords.js';
import { PGLITE_EXTENSIONS, type Database } from './client.js';

/** Openings of each order: with the libraries loaded concurrently, all three passing in the order
 * that fails four times in five had a chance under one in a hundred. */
const OPENINGS = 3;
const work = mkdtempSync(join(tmpdir(), 'reel-extensions-'));
const dir = join(work, 'db');

beforeAll(async () => {
  const pg = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  await pg.exec(`CREATE EXTENSION pg_trgm; CREATE EXTENSION btree_gin;
    CREATE TABLE search_words (word text PRIMARY KEY);
    CREATE INDEX ON search_words USING gin (word gin_trgm_ops);
    INSERT INTO search_words VALUES ('evening'), ('meadow'), ('marigold')`);
  await pg.close();
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Opens the folder with the extensions in the order given, as a new process would, and corrects
 * a misspelt search there. */
async function correctedOnOpening(extensions: Partial<typeof PGLITE_EXTENSIONS>): Promise<string> {
  const pg = await PGlite.create(dir, { extensions });
  try {
    const database = { query: async (text: string, params?: unknown[]) => (await pg.query(text, params)).rows } as Database;
    return await nearestWords(database, 'evenin medow');
  } finally {
    await pg.close();
  }
}

it.each([
  ['the server’s order', PGLITE_EXTENSIONS],
  ['pg_trgm first', { pg_trgm: PGLITE_EXTENSIONS.pg_trgm, btree_gin: PGLITE_EXTENSIONS.btree_gin }],
])(
  'corrects a misspelt search with the extensions loaded in %s',
  async (_order, extensions) => {
    for (let i = 0; i < OPENINGS; i++) expect(await correctedOnOpening(extensions)).toBe('evening meadow');
  },
  60_000,
);

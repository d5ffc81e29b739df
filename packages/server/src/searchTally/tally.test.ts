// The first pages of searches are counted in the process and added to the top searches in one
// statement a write: hits summed by keyword, the latest match count kept, memory bounded, and a
// failed write losing only its own counts.
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.js';
import { SearchTally } from './tally.js';
import { SEARCH_TALLY_MAX_KEYWORDS } from './constants.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';

const database = useTestDatabase();

const keywordRow = async (keyword: string) =>
  (
    await database.query<{ dir: string; hits: number; total_videos: number }>(
      'SELECT dir, hits, total_videos FROM search_keywords WHERE keyword = $1',
      [keyword],
    )
  )[0];

describe('SearchTally', () => {
  it('adds the hits of each keyword in one write, with the latest count of its matches', async () => {
    const tally = new SearchTally(database);
    tally.count('Tally  Sunset', 40);
    tally.count('tally sunset', 42);
    tally.count('TALLY sunset ', 41);
    tally.count('tally beach', 7);
    tally.count(' -- ', 3);
    expect(tally.size).toBe(2);
    expect(await keywordRow('tally sunset')).toBeUndefined();
    await tally.flush();
    expect(tally.size).toBe(0);
    expect(await keywordRow('tally sunset')).toEqual({ dir: 'tally-sunset', hits: 3, total_videos: 41 });
    expect(await keywordRow('tally beach')).toEqual({ dir: 'tally-beach', hits: 1, total_videos: 7 });
    tally.count('tally sunset', 44);
    await tally.stop();
    expect(await keywordRow('tally sunset')).toEqual({ dir: 'tally-sunset', hits: 4, total_videos: 44 });
  });

  it('holds at most SEARCH_TALLY_MAX_KEYWORDS keywords between writes', () => {
    const tally = new SearchTally(database);
    for (let i = 0; i <= SEARCH_TALLY_MAX_KEYWORDS; i++) tally.count(`made up ${i}`, 0);
    expect(tally.size).toBe(SEARCH_TALLY_MAX_KEYWORDS);
    tally.count('made up 0', 0);
    tally.count(`made up ${SEARCH_TALLY_MAX_KEYWORDS}`, 0);
    expect(tally.size).toBe(SEARCH_TALLY_MAX_KEYWORDS);
  });

  it('logs a failed write and writes the next counts', async () => {
    const closed = await openTestDatabase();
    await closed.dispose();
    const logged: string[] = [];
    const failing = new SearchTally(closed);
    failing.start((m) => logged.push(m));
    failing.count('tally lost', 1);
    await failing.stop();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[search\] 1 keyword count\(s\) not written: /);
    expect(failing.size).toBe(0);

    const tally = new SearchTally(database);
    tally.count('tally kept', 2);
    await tally.flush();
    expect(await keywordRow('tally kept')).toEqual({ dir: 'tally-kept', hits: 1, total_videos: 2 });
  });
});

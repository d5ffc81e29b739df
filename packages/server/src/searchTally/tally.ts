// The first pages of searches, counted in the process and added to `search_keywords` every
// SEARCH_TALLY_INTERVAL_MS in one statement. A search's answer then waits for no write, and the
// searches of a popular keyword no longer queue one after the other on its row's lock, each waiting
// for the previous one's commit. What a crash loses is at most one interval's counts of the top
// searches, which rank the suggestions and nothing else.
import type { Database } from '../db/client.js';
import { addSearchHits, searchKeyword, type SearchHits } from '../queries/keywords.js';
import { SEARCH_TALLY_INTERVAL_MS, SEARCH_TALLY_MAX_KEYWORDS } from './constants.js';

export class SearchTally {
  private pending = new Map<string, SearchHits>();
  private writing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private log: (message: string) => void = () => undefined;

  constructor(private readonly database: Database) {}

  /** Keywords counted and not yet written. */
  get size(): number {
    return this.pending.size;
  }

  /** Counts one first page of a search of `text`, which matched `totalVideos`. Past
   * SEARCH_TALLY_MAX_KEYWORDS distinct keywords waiting, a new keyword is not counted, so made-up
   * searches cannot grow the process's memory while the database is slow or down. */
  count(text: string, totalVideos: number): void {
    const key = searchKeyword(text);
    if (!key) return;
    const row = this.pending.get(key.keyword);
    if (row) {
      row.hits += 1;
      row.totalVideos = totalVideos;
    } else if (this.pending.size < SEARCH_TALLY_MAX_KEYWORDS) this.pending.set(key.keyword, { ...key, hits: 1, totalVideos });
  }

  /** Adds what was counted so far to the table; resolves when written. A failed write is logged and
   * its counts are lost, never the next ones. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.pending.size === 0) return;
      const rows = [...this.pending.values()];
      this.pending = new Map();
      try {
        await addSearchHits(this.database, rows);
      } catch (err) {
        this.log(`[search] ${rows.length} keyword count(s) not written: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
    return this.writing;
  }

  /** Starts the write timer, which does not keep the process alive. */
  start(log: (message: string) => void): void {
    this.log = log;
    this.timer ??= setInterval(() => void this.flush(), SEARCH_TALLY_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and writes what was counted. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

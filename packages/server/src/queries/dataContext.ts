// What the data layer reads from the app's context: the configuration, the database, the media
// secret and the clock. Queries, auth and the route kit take this part only, so they sit below the
// code that builds the whole context (`AppContext` in context.ts extends it).
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

export interface DataContext {
  config: Config;
  /** The primary: every write, and every read that must see the latest write. */
  database: Database;
  mediaSecret: string;
  /** Milliseconds since the epoch; injectable so expiry can be tested. */
  now: () => number;
}

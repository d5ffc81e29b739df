// A statement whose text never changes, run on PostgreSQL as a named prepared statement: each
// connection parses it once, and after a few runs PostgreSQL keeps one plan for it instead of
// planning it again for each request. The page's videos (`loadVideos`) took longer to plan (1.3 to
// 3.7 ms at a million videos, for an array of 60 ids) than to run (1.4 ms). Only a fixed text may be
// prepared: each distinct one stays on every connection of the pool for the connection's life.
import { createHash } from 'node:crypto';

export interface PreparedStatement {
  /** The statement's name on each connection, from its text, so one name never has two texts. */
  readonly name: string;
  readonly text: string;
}

export function prepared(text: string): PreparedStatement {
  return Object.freeze({ name: `reel_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text });
}

/** What a query runs: a text as it is, or a prepared statement's text. */
export type QueryText = string | PreparedStatement;

export const textOf = (q: QueryText): string => (typeof q === 'string' ? q : q.text);

// The mail queue as an operator watches it: the messages still to be sent, the ones given up after
// the last attempt, and how long the oldest one still to be sent has waited. Read at every metrics
// scrape, so one statement over the unsent rows only, which the partial index `mail_queue_due_idx`
// (`WHERE sent_at IS NULL`) holds; the sent rows of the last 30 days are never read.
import type { Database } from '../db/client.js';

export interface MailQueueCounts {
  /** Unsent messages with attempts left: due now or waiting for their next try. */
  queued: number;
  /** Unsent messages past their last attempt, kept for an operator to send again. */
  failed: number;
  /** Seconds since the oldest queued message was stored; 0 when none is queued. */
  oldestQueuedS: number;
}

interface CountRow {
  queued: number;
  failed: number;
  oldest_s: number | string | null;
}

/** `maxAttempts`: the tries after which a message is no longer tried (MAIL_MAX_ATTEMPTS). */
export async function mailQueueCounts(database: Database, maxAttempts: number): Promise<MailQueueCounts> {
  const [row] = await database.query<CountRow>(
    `SELECT count(*) FILTER (WHERE attempts < $1)::int AS queued,
            count(*) FILTER (WHERE attempts >= $1)::int AS failed,
            extract(epoch FROM now() - min(created_at) FILTER (WHERE attempts < $1))::float8 AS oldest_s
       FROM mail_queue WHERE sent_at IS NULL`,
    [maxAttempts],
  );
  return {
    queued: Number(row?.queued ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestQueuedS: Math.max(0, Number(row?.oldest_s ?? 0)),
  };
}

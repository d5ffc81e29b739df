// The outgoing mail table (`mail_queue`). A message is stored first and delivered later; it is
// claimed with FOR UPDATE SKIP LOCKED and stamped with locked_at, so the deliverers of several API
// nodes sharing one PostgreSQL each take different messages, and a message whose claim went stale
// (its process died while sending) is claimed again. Every time comes from the caller's clock.
import type { Database } from '../db/client.js';
import type { mailQueue } from '../db/schema.js';

export type MailQueueRecord = typeof mailQueue.$inferSelect;

/** A claimed message as the deliverer hands it to the transport. */
export type QueuedMail = Pick<MailQueueRecord, 'mail_id' | 'to_addr' | 'subject' | 'body' | 'links' | 'attempts'>;

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Stores a message, due at once; answers its id. */
export async function enqueueMail(database: Database, mail: NewMail, now: string): Promise<number> {
  const rows = await database.query<{ mail_id: number }>(
    `INSERT INTO mail_queue (to_addr, subject, body, links, next_at, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz, $5::timestamptz) RETURNING mail_id`,
    [mail.to, mail.subject, mail.text, JSON.stringify(mail.links), now],
  );
  return rows[0].mail_id;
}

/**
 * Claims up to `limit` unsent messages that are due by `now`, have attempts left and are not held
 * by a live claim (one older than `staleBefore` is taken over), oldest due first.
 */
export async function claimDueMail(
  database: Database,
  now: string,
  staleBefore: string,
  maxAttempts: number,
  limit: number,
): Promise<QueuedMail[]> {
  return database.query<QueuedMail>(
    `WITH due AS (
       SELECT mail_id FROM mail_queue
        WHERE sent_at IS NULL AND attempts < $3 AND next_at <= $1::timestamptz
          AND (locked_at IS NULL OR locked_at < $2::timestamptz)
        ORDER BY next_at, mail_id
        LIMIT $4
        FOR UPDATE SKIP LOCKED)
     UPDATE mail_queue q SET locked_at = $1::timestamptz
       FROM due WHERE q.mail_id = due.mail_id
     RETURNING q.mail_id, q.to_addr, q.subject, q.body, q.links, q.attempts`,
    [now, staleBefore, maxAttempts, limit],
  );
}

/**
 * Records a delivery. The text and links are cleared: they can carry a new password or a sign-in
 * link, which must not outlive their delivery in the database.
 */
export async function markMailSent(database: Database, mailId: number, now: string): Promise<void> {
  await database.query(
    `UPDATE mail_queue SET sent_at = $2::timestamptz, locked_at = NULL, attempts = attempts + 1, last_error = '',
            body = '', links = '[]'::jsonb
      WHERE mail_id = $1 AND sent_at IS NULL`,
    [mailId, now],
  );
}

/** Records a failed try: counted, its error kept, released and due again at `retryAt`. */
export async function markMailFailed(database: Database, mailId: number, error: string, retryAt: string): Promise<void> {
  await database.query(
    `UPDATE mail_queue SET attempts = attempts + 1, last_error = $2, next_at = $3::timestamptz, locked_at = NULL
      WHERE mail_id = $1 AND sent_at IS NULL`,
    [mailId, error, retryAt],
  );
}

/** Removes messages sent before `before`; answers how many. Unsent ones are never removed. */
export async function deleteSentMail(database: Database, before: string): Promise<number> {
  const rows = await database.query<{ mail_id: number }>(
    'DELETE FROM mail_queue WHERE sent_at IS NOT NULL AND sent_at < $1::timestamptz RETURNING mail_id',
    [before],
  );
  return rows.length;
}

// The mail queue's gauges: messages by state and the age of the oldest one still to be sent, read
// from mail_queue at scrape time. Every process shares the one table, so every process reports the
// same figures (take `max()` across them). When the database does not answer, both are left out of
// that scrape rather than reported as 0.
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { MAIL_MAX_ATTEMPTS } from '../mail/constants.js';
import { mailQueueCounts, type MailQueueCounts } from '../queries/mailQueueCounts.js';

/** The `state` label's values: still to be sent, and given up after the last attempt. */
export const MAIL_QUEUE_STATES = ['queued', 'failed'] as const;

export function mailQueueMetrics(register: Registry, database: Database): void {
  // Both gauges are read from one statement per scrape: the registry collects concurrently, so the
  // second joins the statement the first one started.
  let reading: Promise<MailQueueCounts | null> | undefined;
  const read = (): Promise<MailQueueCounts | null> =>
    (reading ??= mailQueueCounts(database, MAIL_MAX_ATTEMPTS)
      .catch(() => null)
      .finally(() => {
        reading = undefined;
      }));

  new Gauge({
    name: 'reel_mail_queue_messages',
    help: 'Unsent e-mails in mail_queue: queued (attempts left) and failed (no more tries).',
    labelNames: ['state'] as const,
    registers: [register],
    async collect() {
      const counts = await read();
      this.reset();
      if (counts) for (const state of MAIL_QUEUE_STATES) this.set({ state }, counts[state]);
    },
  });
  new Gauge({
    name: 'reel_mail_queue_oldest_age_seconds',
    help: 'Seconds since the oldest queued e-mail was stored; 0 when none is queued.',
    registers: [register],
    async collect() {
      const counts = await read();
      this.reset();
      if (counts) this.set(counts.oldestQueuedS);
    },
  });
}

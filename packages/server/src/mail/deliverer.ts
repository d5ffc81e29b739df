// The loop that empties mail_queue: it claims due messages and hands each to the transport (the SMTP
// relay, or the outbox folder in development). A message the transport refuses, or cannot reach, is
// released with its error and tried again later, each wait twice the last up to a cap; after the
// last attempt it is no longer tried but stays in the table with its last error, for an operator to
// see and send again. A message is never deleted unsent.
//
// It runs when woken (a message queued on this process) and, once started, on a timer too: retries
// fall due, and other API nodes queue messages this one must be able to send if theirs stop.
import { createLogger, startLogLevel, type Logger } from '../log.js';
import type { Database } from '../db/client.js';
import { claimDueMail, deleteSentMail, markMailFailed, markMailSent, type QueuedMail } from '../queries/mailQueue.js';
import {
  MAIL_BATCH_ROWS,
  MAIL_ERROR_MAX_CHARS,
  MAIL_LOCK_STALE_S,
  MAIL_MAX_ATTEMPTS,
  MAIL_POLL_MS,
  MAIL_PRUNE_INTERVAL_MS,
  MAIL_RETRY_FIRST_S,
  MAIL_RETRY_MAX_S,
  MAIL_SENT_KEEP_DAYS,
} from './constants.js';
import type { Mailer } from './mailer.js';

/** Seconds to wait before the next try, after `failures` failed tries (1 or more). */
export function retryDelayS(failures: number): number {
  return Math.min(MAIL_RETRY_FIRST_S * 2 ** Math.max(0, failures - 1), MAIL_RETRY_MAX_S);
}

/** What is stored and logged of a transport's failure: nodemailer's code and the relay's answer. */
function describeFailure(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  const code = err instanceof Error && 'code' in err && typeof err.code === 'string' ? `${err.code}: ` : '';
  return (code + text).slice(0, MAIL_ERROR_MAX_CHARS);
}

const iso = (ms: number) => new Date(ms).toISOString();

let fallbackLog: Logger | undefined;

export interface DelivererOptions {
  database: Database;
  /** Where a claimed message goes: the SMTP relay or the outbox folder. */
  transport: Mailer;
  /** Milliseconds since the epoch; injectable so that retries can be tested without waiting. */
  now: () => number;
  /** Until started with the server's logger, the deliverer logs on one of its own. */
  log?: Logger;
}

export interface DelivererStart {
  /** The server's logger. */
  log?: Logger;
  pollMs?: number;
}

export class MailDeliverer {
  private readonly database: Database;
  private readonly transport: Mailer;
  private readonly now: () => number;
  private log: Logger | undefined;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private pruning: Promise<void> = Promise.resolve();
  private lastPruneMs = -Infinity;

  constructor(opts: DelivererOptions) {
    this.database = opts.database;
    this.transport = opts.transport;
    this.now = opts.now;
    this.log = opts.log;
  }

  private get logger(): Logger {
    return (this.log ??= fallbackLog ??= createLogger({ level: startLogLevel(process.env) }));
  }

  /**
   * Delivers every due message, and resolves when a pass that began after this call has ended, so
   * whatever was queued before the call has had its attempt. Never rejects: failures are logged.
   */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = this.drainUntilQuiet();
    return this.draining;
  }

  /** Delivers what is due now, then looks again every `pollMs`. The timer does not keep the process alive. */
  start(opts: DelivererStart = {}): void {
    if (opts.log) this.log = opts.log;
    this.stopped = false;
    clearInterval(this.timer);
    this.timer = setInterval(() => this.tick(), opts.pollMs ?? MAIL_POLL_MS);
    this.timer.unref();
    this.tick();
  }

  /** Stops looking and waits for the messages in hand; the rest stay queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all([this.draining, this.pruning]);
  }

  private tick(): void {
    void this.wake();
    const now = this.now();
    if (now - this.lastPruneMs < MAIL_PRUNE_INTERVAL_MS) return;
    this.lastPruneMs = now;
    this.pruning = deleteSentMail(this.database, iso(now - MAIL_SENT_KEEP_DAYS * 86_400_000)).then(
      (n) => {
        if (n) this.logger.info(`[mail] removed ${n} message(s) sent more than ${MAIL_SENT_KEEP_DAYS} days ago`);
      },
      (err: unknown) => this.logger.error({ err }, '[mail] removing old sent messages failed'),
    );
  }

  private async drainUntilQuiet(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && !this.stopped);
    } finally {
      // In the same step as the last look at `again`: a wake in between would otherwise be lost.
      this.draining = null;
    }
  }

  /** Claims and sends batch after batch until fewer are due than a batch holds. */
  private async drain(): Promise<void> {
    for (;;) {
      const now = this.now();
      let batch: QueuedMail[];
      try {
        batch = await claimDueMail(this.database, iso(now), iso(now - MAIL_LOCK_STALE_S * 1000), MAIL_MAX_ATTEMPTS, MAIL_BATCH_ROWS);
      } catch (err) {
        this.logger.error({ err }, '[mail] could not read the mail queue; trying again on the next pass');
        return;
      }
      await Promise.all(batch.map((mail) => this.attempt(mail)));
      if (batch.length < MAIL_BATCH_ROWS || this.stopped) return;
    }
  }

  private async attempt(mail: QueuedMail): Promise<void> {
    try {
      await this.transport.send({ to: mail.to_addr, subject: mail.subject, text: mail.body, links: mail.links });
    } catch (err) {
      await this.recordFailure(mail, err);
      return;
    }
    try {
      await markMailSent(this.database, mail.mail_id, iso(this.now()));
    } catch (err) {
      // Sent, but not recorded: once its claim goes stale it is sent a second time, which is better
      // than a confirmation never arriving.
      this.logger.error({ err, mail_id: mail.mail_id }, '[mail] sent, but could not be marked sent');
    }
  }

  private async recordFailure(mail: QueuedMail, err: unknown): Promise<void> {
    const attempts = mail.attempts + 1;
    const error = describeFailure(err);
    const last = attempts >= MAIL_MAX_ATTEMPTS;
    const retryAt = iso(this.now() + retryDelayS(attempts) * 1000);
    try {
      await markMailFailed(this.database, mail.mail_id, error, retryAt);
    } catch (dbErr) {
      // The claim goes stale and the message is tried again then.
      this.logger.error({ err: dbErr, mail_id: mail.mail_id }, '[mail] could not record a failed delivery');
    }
    if (last) {
      this.logger.error(
        { err, mail_id: mail.mail_id, attempts },
        `[mail] message ${mail.mail_id} not delivered after ${attempts} attempts; no more tries, it stays in mail_queue with its last error`,
      );
    } else {
      this.logger.warn(
        { err, mail_id: mail.mail_id, attempts, retry_at: retryAt },
        `[mail] message ${mail.mail_id} not delivered (attempt ${attempts} of ${MAIL_MAX_ATTEMPTS}); trying again at ${retryAt}`,
      );
    }
  }
}

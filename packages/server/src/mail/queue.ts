// The mailer the routes use: `send` stores the message in mail_queue and returns; the deliverer hands
// it to the transport. A relay that is down, refuses or hangs therefore neither loses a message nor
// holds up the request that sent it.
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { enqueueMail } from '../queries/mailQueue.js';
import { MailDeliverer } from './deliverer.js';
import { OutboxMailer, type Mailer, type MailMessage } from './mailer.js';
import { SmtpMailer } from './smtp.js';

export class QueuedMailer implements Mailer {
  constructor(
    private readonly database: Database,
    private readonly deliverer: MailDeliverer,
    private readonly now: () => number,
    /** Whether `send` also waits for the delivery attempt this process makes at once. */
    private readonly awaitDelivery: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await enqueueMail(this.database, message, new Date(this.now()).toISOString());
    const attempted = this.deliverer.wake();
    if (this.awaitDelivery) await attempted;
  }
}

export interface MailQueue {
  mailer: QueuedMailer;
  deliverer: MailDeliverer;
}

/**
 * SMTP when SMTP_URL is set, the outbox folder otherwise. A relay is never waited for. The outbox is
 * a folder on this machine, written in a moment: waiting for its file keeps the folder in step with
 * the answer, which a developer or a browser test reading the link right after signing up relies on.
 */
export function createMailQueue(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>,
  database: Database,
  now: () => number,
): MailQueue {
  const smtp = config.smtpUrl !== '';
  const transport = smtp ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(config.outboxDir, now);
  const deliverer = new MailDeliverer({ database, transport, now });
  return { mailer: new QueuedMailer(database, deliverer, now, !smtp), deliverer };
}

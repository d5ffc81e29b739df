// Outgoing e-mail. The server only needs `send`. Routes send through the queue (queue.ts); the
// deliverer hands each message to a transport, which is a Mailer too: the SMTP relay (smtp.ts), or,
// without SMTP_URL, the outbox folder below, where each message is a JSON file (to, subject, text,
// links, and the HTML part as the relay would get it) for a developer or a browser test to pick up.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailHtml } from './html.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Every address in the text, so a relay or a test need not parse it. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** One file per message, named so that a listing sorts in sending order: `{ms}-{sequence}-{random}.json`. */
export class OutboxMailer implements Mailer {
  private sequence = 0;

  constructor(
    readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const seq = String(this.sequence++).padStart(9, '0');
    const name = `${String(this.now()).padStart(15, '0')}-${seq}-${randomBytes(6).toString('hex')}.json`;
    const body = JSON.stringify({ ...message, html: mailHtml(message), date: new Date(this.now()).toISOString() }, null, 2);
    // Written under a dot-name and renamed: whoever watches the folder never reads half a message.
    const partial = join(this.dir, `.${name}`);
    await writeFile(partial, body, { mode: 0o600 });
    await rename(partial, join(this.dir, name));
  }
}

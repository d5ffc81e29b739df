// Mail over SMTP through nodemailer, to the relay SMTP_URL names (`smtp://` upgrades with STARTTLS
// when the relay offers it, `smtps://` is TLS from the first byte). Every wait on the relay is
// bounded, so a relay that accepts a connection and then hangs fails the attempt instead of holding
// the deliverer; the attempt is then tried again later like any other failure. Each message goes
// as text and HTML (multipart/alternative), from the site's name unless MAIL_FROM names a sender.
import { SITE_NAME } from '@reel/api/pages';
import { createTransport } from 'nodemailer';
import { mailHtml } from './html.js';
import { MAIL_SEND_TIMEOUT_MS, SMTP_CONNECTION_TIMEOUT_MS, SMTP_GREETING_TIMEOUT_MS, SMTP_SOCKET_TIMEOUT_MS } from './constants.js';
import type { Mailer, MailMessage } from './mailer.js';

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
  /** The whole conversation for one message. */
  sendMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: SMTP_CONNECTION_TIMEOUT_MS,
  greetingMs: SMTP_GREETING_TIMEOUT_MS,
  socketMs: SMTP_SOCKET_TIMEOUT_MS,
  sendMs: MAIL_SEND_TIMEOUT_MS,
};

/** MAIL_FROM as the From header: as written when it has a display name (`Name <address>`), else the
 * bare address under the site's name. */
export function senderOf(mailFrom: string): string | { name: string; address: string } {
  const from = mailFrom.trim();
  return from.includes('<') ? from : { name: SITE_NAME, address: from };
}

export class SmtpMailer implements Mailer {
  private readonly transport;
  private readonly from: ReturnType<typeof senderOf>;

  constructor(
    url: string,
    mailFrom: string,
    private readonly timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
  ) {
    this.from = senderOf(mailFrom);
    this.transport = createTransport({
      url,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
  }

  /** Resolves once the relay accepted the message; rejects with the relay's answer otherwise. */
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: mailHtml(message),
      signal: AbortSignal.timeout(this.timeouts.sendMs),
    });
  }
}

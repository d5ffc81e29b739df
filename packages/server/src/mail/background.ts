// Mail handed over after the answer instead of before it, where whether a message goes out at all
// must not show in how long the answer takes: even storing it in the queue (and, without a relay,
// writing the outbox file) takes time an address with no account would not. A failure is logged,
// never thrown at a request already answered.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.js';

const pending = new Set<Promise<void>>();

export function sendInBackground(mailer: Mailer, message: MailMessage, log: FastifyBaseLogger): void {
  const sending = mailer
    .send(message)
    .catch((err: unknown) => log.error({ err }, 'account e-mail not sent'))
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Resolves when every message handed over so far has been queued (and, without a relay, written
 * to the outbox) or has failed (shutdown, tests). */
export async function backgroundMailSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

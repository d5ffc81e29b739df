// Mail delivery when the relay fails: it refuses, is not there, hangs, or stays down past the last
// attempt; none of it costs the request anything or loses a message. Deliverers sharing a database
// send each message once, and a stopped one sends when started again. The deliverer's clock is the
// test's, so retries fall due without waiting.
import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../queries/mailQueue.js';
import { engineName } from '../testing/database.js';
import { freePort } from '../testing/freePort.js';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_FIRST_S, MAIL_RETRY_MAX_S } from './constants.js';
import { MailDeliverer, retryDelayS } from './deliverer.js';
import { SmtpMailer } from './smtp.js';
import {
  appWithRelay as appOnClock,
  cleanups,
  closeAfterEach,
  ERROR,
  FROM,
  onlyRowTo,
  quiet,
  type QueueRow,
  signup,
  SilentRelay,
  START,
  startRelay,
  WARN,
} from '../testing/smtpRelay.js';

let clock = START;
closeAfterEach();

/** A test server on this file's clock, set back to START. */
function appWithRelay(smtpUrl: string) {
  clock = START;
  return appOnClock(smtpUrl, () => clock);
}

describe(`mail through an SMTP relay (${engineName()})`, () => {
  it('a relay that refuses: the message is kept, tried again after a growing wait, and arrives once the relay takes it', async () => {
    const { relay, port } = await startRelay();
    relay.refusing = true;
    const { t, logs } = await appWithRelay(`smtp://relay-user:relay%20pass@127.0.0.1:${port}`);

    expect((await signup(t, 'Smtp_Refused', 'refused@example.com')).statusCode).toBe(200);
    await t.ctx.mailDeliverer.wake();
    let row = await onlyRowTo(t, 'refused@example.com');
    expect(row).toMatchObject({ attempts: 1, sent_at: null, locked_at: null });
    expect(row.last_error).toContain('451');
    expect(row.next_at.getTime()).toBe(START + MAIL_RETRY_FIRST_S * 1000);
    const warned = logs.filter((l) => l.level === WARN && l.mail_id === row.mail_id);
    expect(warned).toHaveLength(1);
    expect(warned[0].err?.message).toContain('451');

    // Not due yet: a pass before the wait is over leaves it alone.
    clock += MAIL_RETRY_FIRST_S * 1000 - 1;
    await t.ctx.mailDeliverer.wake();
    expect((await onlyRowTo(t, 'refused@example.com')).attempts).toBe(1);

    clock += 1;
    await t.ctx.mailDeliverer.wake();
    row = await onlyRowTo(t, 'refused@example.com');
    expect(row.attempts).toBe(2);
    expect(row.next_at.getTime()).toBe(clock + 2 * MAIL_RETRY_FIRST_S * 1000);

    relay.refusing = false;
    clock = row.next_at.getTime();
    await t.ctx.mailDeliverer.wake();
    const [mail] = await relay.receivedCount(1);
    expect(mail.envelopeTo).toEqual(['refused@example.com']);
    row = await onlyRowTo(t, 'refused@example.com');
    expect(row).toMatchObject({ attempts: 3, last_error: '', body: '' });
    expect(row.sent_at?.getTime()).toBe(clock);
    expect(relay.received).toHaveLength(1);
  });

  it('a relay that is not there: the message waits in the queue and goes out when the relay is back', async () => {
    const port = await freePort();
    const { t, logs } = await appWithRelay(`smtp://relay-user:relay%20pass@127.0.0.1:${port}`);

    expect((await signup(t, 'Smtp_Absent', 'absent@example.com')).statusCode).toBe(200);
    await t.ctx.mailDeliverer.wake();
    const row = await onlyRowTo(t, 'absent@example.com');
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(logs.some((l) => l.level === WARN && l.mail_id === row.mail_id && /ECONNREFUSED/.test(l.err?.message ?? ''))).toBe(true);

    const { relay } = await startRelay(port);
    clock = row.next_at.getTime();
    await t.ctx.mailDeliverer.wake();
    const [mail] = await relay.receivedCount(1);
    expect(mail.envelopeTo).toEqual(['absent@example.com']);
    expect((await onlyRowTo(t, 'absent@example.com')).sent_at?.getTime()).toBe(clock);
  });

  it('a relay that hangs holds up neither the answer nor, past its time-outs, the deliverer', async () => {
    const silent = new SilentRelay();
    const port = await silent.listen();
    cleanups.push(() => silent.close());
    const { t } = await appWithRelay(`smtp://127.0.0.1:${port}`);

    // The sign-up is answered while the relay still holds the message's connection.
    expect((await signup(t, 'Smtp_Hung', 'hung@example.com')).statusCode).toBe(200);
    await silent.connected();
    const held = await onlyRowTo(t, 'hung@example.com');
    expect(held).toMatchObject({ attempts: 0, sent_at: null });
    expect(held.locked_at?.getTime()).toBe(START);

    // A relay that drops the line fails the attempt like any other failure.
    silent.hangUp();
    await t.ctx.mailDeliverer.wake();
    const failed = await onlyRowTo(t, 'hung@example.com');
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, locked_at: null });
    expect(failed.last_error).not.toBe('');

    // One that keeps the line open and never greets is left when the greeting time-out ends.
    const deliverer = new MailDeliverer({
      database: t.database,
      transport: new SmtpMailer(`smtp://127.0.0.1:${port}`, FROM, { connectionMs: 1000, greetingMs: 200, socketMs: 1000, sendMs: 5000 }),
      now: () => clock,
      log: quiet,
    });
    const id = await enqueueMail(t.database, { to: 'slow@example.com', subject: 's', text: 't', links: [] }, new Date(clock).toISOString());
    const began = Date.now();
    await deliverer.wake();
    expect(Date.now() - began).toBeLessThan(4000);
    const [slow] = await t.database.query<QueueRow>('SELECT * FROM mail_queue WHERE mail_id = $1', [id]);
    expect(slow).toMatchObject({ attempts: 1, sent_at: null, locked_at: null });
    expect(slow.last_error).toMatch(/greeting/i);
  });

  it('after the last attempt the message is tried no more but stays, with its last error, logged as an error', async () => {
    const port = await freePort();
    const { t, logs } = await appWithRelay(`smtp://127.0.0.1:${port}`);

    expect((await signup(t, 'Smtp_Never', 'never@example.com')).statusCode).toBe(200);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await t.ctx.mailDeliverer.wake();
      const row = await onlyRowTo(t, 'never@example.com');
      expect(row.attempts).toBe(attempt);
      waits.push((row.next_at.getTime() - clock) / 1000);
      clock = row.next_at.getTime();
    }
    expect(waits.slice(0, 4)).toEqual([30, 60, 120, 240]);
    expect(Math.max(...waits)).toBe(MAIL_RETRY_MAX_S);
    expect(waits).toEqual(waits.map((_, i) => retryDelayS(i + 1)));

    clock += 86_400_000;
    await t.ctx.mailDeliverer.wake();
    const row = await onlyRowTo(t, 'never@example.com');
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sent_at: null, locked_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(row.body).toContain('act=confirm');
    const mine = logs.filter((l) => l.mail_id === row.mail_id);
    expect(mine.filter((l) => l.level === WARN)).toHaveLength(MAIL_MAX_ATTEMPTS - 1);
    expect(mine.filter((l) => l.level === ERROR)).toHaveLength(1);
    expect(mine.at(-1)?.level).toBe(ERROR);
  });

  it('deliverers sharing one database send each message once', async () => {
    const { relay, port } = await startRelay();
    const { t } = await appWithRelay(`smtp://relay-user:relay%20pass@127.0.0.1:${port}`);
    await t.ctx.mailDeliverer.stop();
    const url = `smtp://relay-user:relay%20pass@127.0.0.1:${port}`;
    const others = [1, 2].map(
      () => new MailDeliverer({ database: t.database, transport: new SmtpMailer(url, FROM), now: () => clock, log: quiet }),
    );
    const count = 25;
    for (let i = 0; i < count; i++) {
      await enqueueMail(t.database, { to: `many${i}@example.com`, subject: `n${i}`, text: 'x', links: [] }, new Date(clock).toISOString());
    }
    await Promise.all([...others.map((d) => d.wake()), ...others.map((d) => d.wake())]);
    await relay.receivedCount(count);
    expect(relay.received.map((m) => m.envelopeTo[0]).sort()).toEqual(
      Array.from({ length: count }, (_, i) => `many${i}@example.com`).sort(),
    );
    const [{ n }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_queue WHERE sent_at IS NULL');
    expect(n).toBe(0);
  });

  it('a stopped deliverer still lets a message be queued, and sends it when started again', async () => {
    const { relay, port } = await startRelay();
    const { t } = await appWithRelay(`smtp://relay-user:relay%20pass@127.0.0.1:${port}`);
    await t.ctx.mailDeliverer.stop();
    expect((await signup(t, 'Smtp_Later', 'later@example.com')).statusCode).toBe(200);
    await t.ctx.mailDeliverer.wake();
    expect(await onlyRowTo(t, 'later@example.com')).toMatchObject({ attempts: 0, sent_at: null });
    expect(relay.received).toHaveLength(0);

    t.ctx.mailDeliverer.start({ pollMs: 3_600_000 });
    const [mail] = await relay.receivedCount(1);
    expect(mail.envelopeTo).toEqual(['later@example.com']);
  });
});

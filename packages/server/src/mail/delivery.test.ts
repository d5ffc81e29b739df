// Mail delivery against a real SMTP server on loopback (smtp-server), through a real sign-up: the
// message is queued in mail_queue and the deliverer hands it to the relay. A relay that refuses, is
// not there, hangs, or stays down past the last attempt costs the request nothing and loses nothing.
// The deliverer's clock is the test's, so retries fall due without waiting.
import type { EventEmitter } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { SIGNUP_PATH } from '@reel/api/endpoints';
import { SITE_NAME } from '@reel/api/pages';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { enqueueMail } from '../queries/mailQueue.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { freePort } from '../testing/freePort.js';
import { lastMessageTo, TEST_ORIGIN } from '../testing/members.js';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_FIRST_S, MAIL_RETRY_MAX_S } from './constants.js';
import { MailDeliverer, retryDelayS } from './deliverer.js';
import { uploadRejectedMessage } from './moderationMessages.js';
import { SmtpMailer } from './smtp.js';

const START = Date.parse('2026-05-01T08:00:00Z');
const FROM = 'Reel Test <mail@reel.test>';

interface Received {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

/** A relay on loopback: it takes the credentials below, and refuses recipients while `refusing`. */
class Relay {
  readonly received: Received[] = [];
  readonly logins: { username: string; password: string }[] = [];
  refusing = false;
  private waiters: (() => void)[] = [];
  readonly server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 500,
    onAuth: (auth, _session, callback) => {
      this.logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      if (auth.username === 'relay-user' && auth.password === 'relay pass') callback(null, { user: auth.username });
      else callback(Object.assign(new Error('bad credentials'), { responseCode: 535 }));
    },
    onRcptTo: (_address, _session, callback) => {
      if (this.refusing) callback(Object.assign(new Error('4.3.0 mailbox busy, try later'), { responseCode: 451 }));
      else callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        this.received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const w of this.waiters.splice(0)) w();
        callback();
      });
    },
  });

  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    return (this.server.server.address() as { port: number }).port;
  }

  /** Resolves once `count` messages have arrived. */
  async receivedCount(count: number): Promise<Received[]> {
    while (this.received.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.received;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A TCP server that accepts and never says a word, as a relay stuck before its greeting. */
class SilentRelay {
  readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((s) => {
    this.sockets.add(s);
    s.on('close', () => this.sockets.delete(s));
    for (const w of this.waiters.splice(0)) w();
  });
  private waiters: (() => void)[] = [];

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  async connected(): Promise<void> {
    while (this.sockets.size === 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  hangUp(): void {
    for (const s of this.sockets) s.destroy();
  }

  close(): Promise<void> {
    this.hangUp();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

interface LogLine {
  level: number;
  msg: string;
  mail_id?: number;
  attempts?: number;
  err?: { message: string };
}
const quiet = createLogger({ level: 'silent' });
const WARN = 40;
const ERROR = 50;

interface QueueRow {
  mail_id: number;
  to_addr: string;
  subject: string;
  body: string;
  links: string[];
  attempts: number;
  next_at: Date;
  locked_at: Date | null;
  last_error: string;
  sent_at: Date | null;
}

let clock = START;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A test server whose mail goes to `smtpUrl` ('' for the outbox folder), its deliverer started
 * with a logger the test reads and a poll too rare to run during the test. */
async function appWithRelay(smtpUrl: string): Promise<{ t: TestApp; logs: LogLine[] }> {
  clock = START;
  const t = await startTestApp({ videos: 1, now: () => clock, env: { SMTP_URL: smtpUrl, MAIL_FROM: FROM } });
  const logs: LogLine[] = [];
  const log = createLogger({ level: 'info', destination: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) } });
  t.ctx.mailDeliverer.start({ log, pollMs: 3_600_000 });
  cleanups.push(async () => {
    await t.ctx.mailDeliverer.stop();
    // On PostgreSQL the test database is dropped WITH (FORCE) as soon as the pool has been told to
    // end, before its idle connections are gone; the server then ends them with an error the pool
    // passes on as an event. This file keeps more connections open (the deliverer queries beside
    // the routes), so it listens for that error instead of failing on it after the test.
    if (t.database.kind === 'postgres') (t.database.db.$client as EventEmitter).on('error', () => {});
    await t.close();
  });
  return { t, logs };
}

async function startRelay(port?: number): Promise<{ relay: Relay; port: number }> {
  const relay = new Relay();
  const bound = await relay.listen(port);
  cleanups.push(() => relay.close());
  return { relay, port: bound };
}

let nextIp = 1;
const signup = (t: TestApp, usr: string, eml: string) =>
  t.app.inject({
    method: 'POST',
    url: SIGNUP_PATH,
    headers: { origin: TEST_ORIGIN },
    payload: { usr, eml, pwd: 'mail secret' },
    remoteAddress: `10.9.0.${nextIp++}`,
  });

const rowsTo = (t: TestApp, to: string) => t.database.query<QueueRow>('SELECT * FROM mail_queue WHERE to_addr = $1 ORDER BY mail_id', [to]);

async function onlyRowTo(t: TestApp, to: string): Promise<QueueRow> {
  const rows = await rowsTo(t, to);
  expect(rows).toHaveLength(1);
  return rows[0];
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1];

/** A part's body as nodemailer encoded it: quoted-printable (long lines), base64 or as is. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** The parts of a multipart message by content type (`text/plain`, `text/html`), decoded; a
 * single-part message is one entry. */
function mimeParts(raw: string): Map<string, string> {
  const split = (chunk: string) => [chunk.slice(0, chunk.indexOf('\r\n\r\n')), chunk.slice(chunk.indexOf('\r\n\r\n') + 4)];
  const [head, body] = split(raw);
  const type = (h: string) => /^Content-Type: ([\w/-]+)/im.exec(h)?.[1] ?? '';
  const decoded = (h: string, b: string) => decodeBody(b, /^Content-Transfer-Encoding: (\S+)/im.exec(h)?.[1]?.toLowerCase() ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return new Map([[type(head), decoded(head, body)]]);
  const parts = body.split(`--${boundary}`).slice(1, -1);
  return new Map(
    parts.map((p) => {
      const [h, b] = split(p.replace(/^\r\n/, ''));
      return [type(h), decoded(h, b.replace(/\r\n$/, ''))];
    }),
  );
}

/** The text part of a message. */
const bodyText = (raw: string): string => mimeParts(raw).get('text/plain') ?? '';

describe(`mail through an SMTP relay (${engineName()})`, () => {
  it('a sign-up’s confirmation arrives over SMTP from MAIL_FROM, and its link confirms the account', async () => {
    const { relay, port } = await startRelay();
    const { t } = await appWithRelay(`smtp://relay-user:relay%20pass@127.0.0.1:${port}`);

    const res = await signup(t, 'Smtp_Signup', 'Smtp.Signup@example.com');
    expect(res.statusCode).toBe(200);
    const [mail] = await relay.receivedCount(1);

    expect(relay.logins).toEqual([{ username: 'relay-user', password: 'relay pass' }]);
    expect(mail.envelopeFrom).toBe('mail@reel.test');
    expect(mail.envelopeTo).toEqual(['Smtp.Signup@example.com']);
    expect(header(mail.raw, 'From')).toBe('Reel Test <mail@reel.test>');
    expect(header(mail.raw, 'To')).toBe('Smtp.Signup@example.com');
    expect(header(mail.raw, 'Subject')).toBe('Reel: confirm your e-mail');
    // Text and HTML, the same words and the same link in both, the site's name in the HTML's header.
    expect(header(mail.raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    const parts = mimeParts(mail.raw);
    expect([...parts.keys()]).toEqual(['text/plain', 'text/html']);
    const text = bodyText(mail.raw);
    expect(text).toContain('Hello Smtp_Signup,');
    const link = /(http:\/\/\S+act=confirm&tok=\S+)/.exec(text)?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:8080\/api\/signup\.php\?act=confirm&tok=\d+\.\d+\.[\w-]{32}$/);
    const html = parts.get('text/html') ?? '';
    expect(html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('Hello Smtp_Signup,');
    expect(html).toMatch(new RegExp(`<td[^>]*>${SITE_NAME}</td>`));

    const confirm = await t.app.inject({ url: link.slice(link.indexOf('/api/')) });
    expect(confirm.headers.location).toBe('/signin/?confirmed=1');

    await t.ctx.mailDeliverer.wake();
    const row = await onlyRowTo(t, 'Smtp.Signup@example.com');
    expect(row).toMatchObject({ subject: 'Reel: confirm your e-mail', attempts: 1, last_error: '', locked_at: null });
    expect(row.sent_at?.getTime()).toBe(START);
    // The link could open the account: it does not stay in the database once delivered.
    expect(row.body).toBe('');
    expect(row.links).toEqual([]);
  });

  it('every value in the HTML part is escaped, and a MAIL_FROM without a name sends as the site', async () => {
    const { relay, port } = await startRelay();
    const mailer = new SmtpMailer(`smtp://relay-user:relay%20pass@127.0.0.1:${port}`, ' mail@reel.test ');
    const username = '<img src=x onerror=alert(1)>';
    const title = '</p><script>alert("title")</script>';
    const note = `"'><a href="javascript:alert(3)">look</a> & more`;
    const link = 'https://reel.test/my/uploads/?a=1&b="2"';
    await mailer.send(uploadRejectedMessage('xss@example.com', username, title, 'other', note, link));
    const [mail] = await relay.receivedCount(1);

    expect(header(mail.raw, 'From')).toBe(`${SITE_NAME} <mail@reel.test>`);
    expect(header(mail.raw, 'Subject')).toBe(`${SITE_NAME}: your video was not published`);
    const parts = mimeParts(mail.raw);
    const text = parts.get('text/plain') ?? '';
    const html = parts.get('text/html') ?? '';
    // The text part says it as written; the HTML part shows the same characters, none of them markup.
    for (const value of [username, title, note, link]) expect(text).toContain(value);
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&#39;&gt;&lt;a href=&quot;javascript:alert(3)&quot;&gt;look&lt;/a&gt; &amp; more');
    expect(html).not.toMatch(/<img|<script|javascript:alert\(3\)"|onerror=alert\(1\)>/);
    expect(html).toContain('href="https://reel.test/my/uploads/?a=1&amp;b=&quot;2&quot;"');
    // Only the markup the layout writes: every tag in the part is one of its own.
    const tags = new Set([...html.matchAll(/<\/?([a-z]+)/gi)].map((m) => m[1].toLowerCase()));
    const layout = ['a', 'body', 'br', 'head', 'html', 'meta', 'p', 'span', 'table', 'td', 'title', 'tr'];
    expect([...tags].filter((tag) => !layout.includes(tag))).toEqual([]);
    expect(html.match(/<a /g)).toHaveLength(1);
  });

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

describe(`mail without a relay (${engineName()})`, () => {
  it('goes through the queue into the outbox folder, written by the time the answer arrives', async () => {
    const { t } = await appWithRelay('');
    expect((await signup(t, 'Outbox_Mail', 'outbox@example.com')).statusCode).toBe(200);
    const mail = await lastMessageTo(t.ctx.config.outboxDir, 'outbox@example.com');
    expect(mail).toMatchObject({ subject: `${SITE_NAME}: confirm your e-mail`, to: 'outbox@example.com' });
    expect(mail.links[0]).toContain('act=confirm');
    expect(mail.html).toContain(`href="${mail.links[0].replaceAll('&', '&amp;')}"`);
    const row = await onlyRowTo(t, 'outbox@example.com');
    expect(row).toMatchObject({ attempts: 1, last_error: '' });
    expect(row.sent_at?.getTime()).toBe(START);
  });
});

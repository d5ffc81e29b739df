// The mail delivery tests' relay and app: an SMTP relay on loopback (smtp-server) that takes one
// login and can refuse, a TCP server that never greets, a test server whose mail goes to a relay
// with its deliverer's clock and log the test's, and readers of the queue and of MIME messages.
// Each delivery test file calls closeAfterEach() once; what a test starts is closed after it.
// Only tests import this file.
import type { EventEmitter } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { SIGNUP_PATH } from '@reel/api/endpoints';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect } from 'vitest';
import { createLogger } from '../log.js';
import { startTestApp, type TestApp } from './app.js';
import { TEST_ORIGIN } from './members.js';

/** The test server's clock when a test starts. */
export const START = Date.parse('2026-05-01T08:00:00Z');
export const FROM = 'Reel Test <mail@reel.test>';

interface Received {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

/** A relay on loopback: it takes the credentials below, and refuses recipients while `refusing`. */
export class Relay {
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
export class SilentRelay {
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

export interface LogLine {
  level: number;
  msg: string;
  mail_id?: number;
  attempts?: number;
  err?: { message: string };
}
export const quiet = createLogger({ level: 'silent' });
export const WARN = 40;
export const ERROR = 50;

export interface QueueRow {
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

/** What closes after the running test: its servers and relays, newest first. */
export const cleanups: (() => Promise<void>)[] = [];

/** Closes what each test of the calling file started, after it. */
export function closeAfterEach(): void {
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
}

/** A test server whose mail goes to `smtpUrl` ('' for the outbox folder), on the clock `now`, its
 * deliverer started with a logger the test reads and a poll too rare to run during the test. */
export async function appWithRelay(smtpUrl: string, now: () => number = () => START): Promise<{ t: TestApp; logs: LogLine[] }> {
  const t = await startTestApp({ videos: 1, now, env: { SMTP_URL: smtpUrl, MAIL_FROM: FROM } });
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

export async function startRelay(port?: number): Promise<{ relay: Relay; port: number }> {
  const relay = new Relay();
  const bound = await relay.listen(port);
  cleanups.push(() => relay.close());
  return { relay, port: bound };
}

let nextIp = 1;
export const signup = (t: TestApp, usr: string, eml: string) =>
  t.app.inject({
    method: 'POST',
    url: SIGNUP_PATH,
    headers: { origin: TEST_ORIGIN },
    payload: { usr, eml, pwd: 'mail secret' },
    remoteAddress: `10.9.0.${nextIp++}`,
  });

export const rowsTo = (t: TestApp, to: string) =>
  t.database.query<QueueRow>('SELECT * FROM mail_queue WHERE to_addr = $1 ORDER BY mail_id', [to]);

export async function onlyRowTo(t: TestApp, to: string): Promise<QueueRow> {
  const rows = await rowsTo(t, to);
  expect(rows).toHaveLength(1);
  return rows[0];
}

export const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1];

/** A part's body as nodemailer encoded it: quoted-printable (long lines), base64 or as is. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** The parts of a multipart message by content type (`text/plain`, `text/html`), decoded; a
 * single-part message is one entry. */
export function mimeParts(raw: string): Map<string, string> {
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
export const bodyText = (raw: string): string => mimeParts(raw).get('text/plain') ?? '';

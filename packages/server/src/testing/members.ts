// Members for server tests: one made straight in the database (confirmed unless asked otherwise),
// and a signed-in session through the real POST /api/login.php, as a `Cookie` header value.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOGIN_PATH } from '@reel/api/endpoints';
import { type Role } from '@reel/api/moderation';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password.js';
import type { Database } from '../db/client.js';

/** The origin `app.inject` requests have (Host `localhost:80` over http): send it with a cookie. */
export const TEST_ORIGIN = 'http://localhost:80';

export interface NewMember {
  username?: string;
  email?: string;
  password?: string;
  confirmed?: boolean;
  verified?: boolean;
  role?: Role;
}

export interface TestMember {
  user_id: number;
  username: string;
  email: string;
  password: string;
}

export async function createMember(db: Database, opts: NewMember = {}): Promise<TestMember> {
  const username = opts.username ?? `member_${randomBytes(4).toString('hex')}`;
  const email = opts.email ?? `${username.toLowerCase()}@example.com`;
  const password = opts.password ?? 'correct horse';
  const rows = await db.query<{ user_id: number }>(
    `INSERT INTO members (username, email, password_hash, email_confirmed, verified, role) VALUES ($1, $2, $3, $4, $5, $6) RETURNING user_id`,
    [username, email, await hashPassword(password), opts.confirmed ?? true, opts.verified ?? false, opts.role ?? 'member'],
  );
  return { user_id: rows[0].user_id, username, email, password };
}

/** Cookie pairs of a response's Set-Cookie headers that are set (not cleared), as `a=1; b=2`. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return lines
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Signs in through the real call; the answer is `sid=…; uid=…` for `headers.cookie`. */
export async function signIn(app: FastifyInstance, usr: string, pwd: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ usr, pwd }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${usr} failed: ${res.statusCode} ${res.body}`);
  const cookie = cookieHeader(res.headers['set-cookie']);
  if (!/(^|; )sid=/.test(cookie)) throw new Error(`sign-in of ${usr} set no session cookie`);
  return cookie;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** The HTML part, as the relay would get it. */
  html: string;
  date: string;
}

/** The messages the default mailer wrote, oldest first. */
export async function outboxMessages(dir: string): Promise<OutboxMessage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
  return Promise.all(files.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMessage));
}

/** The newest message to `to`, or throws: the tests that ask expect one. */
export async function lastMessageTo(dir: string, to: string): Promise<OutboxMessage> {
  const found = (await outboxMessages(dir)).filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
  if (!found) throw new Error(`no e-mail to ${to} in ${dir}`);
  return found;
}

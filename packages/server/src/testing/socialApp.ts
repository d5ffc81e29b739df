// The community fixture with members who can sign in, for the social route tests. Only tests import
// this file. Requests go through app.inject with the session cookie and the app's own origin.
import type { FastifyInstance } from 'fastify';
import { NASTY_TEXT, startCommunityApp, type CommunityTestApp } from './communityFixture.js';
import { createMember, signIn, TEST_ORIGIN } from './members.js';

export { NASTY_TEXT };

/** Fixture rows use small explicit ids; new rows start well above them. */
const SERIAL_START = 100_000;
const SERIAL_TABLES = [
  ['members', 'user_id'],
  ['playlists', 'playlist_id'],
  ['comments', 'comment_id'],
  ['subscriptions', 'subscription_id'],
  ['friend_requests', 'request_id'],
  ['messages', 'message_id'],
  ['wall_posts', 'post_id'],
  ['videos', 'video_id'],
  ['video_files', 'file_id'],
] as const;

export interface Actor {
  user_id: number;
  username: string;
  cookie: string;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface SocialTestApp extends CommunityTestApp {
  /** A new confirmed member, signed in. */
  member(): Promise<Actor>;
  post<T = Record<string, unknown>>(
    path: string,
    who: Actor | null,
    fields: Record<string, string | number>,
    ip?: string,
  ): Promise<Answer<T>>;
  read<T = Record<string, unknown>>(path: string, who: Actor | null): Promise<Answer<T>>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

async function inject<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  who: Actor | null,
  fields?: Record<string, string | number>,
  ip?: string,
): Promise<Answer<T>> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (who) headers.cookie = who.cookie;
  if (fields) headers['content-type'] = 'application/x-www-form-urlencoded';
  const payload = fields ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() : undefined;
  const res = await app.inject({ method, url, headers, payload, remoteAddress: ip ?? '127.0.0.1' });
  const body = (res.headers['content-type'] ?? '').toString().includes('json') ? (res.json() as T) : (res.body as T);
  return { status: res.statusCode, body, headers: res.headers };
}

export async function startSocialApp(): Promise<SocialTestApp> {
  const t = await startCommunityApp();
  for (const [table, column] of SERIAL_TABLES) {
    await t.database.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), ${SERIAL_START})`);
  }
  let made = 0;
  return {
    ...t,
    async member() {
      made += 1;
      const m = await createMember(t.database, { username: `social_${made}` });
      return { user_id: m.user_id, username: m.username, cookie: await signIn(t.app, m.username, m.password) };
    },
    post: (path, who, fields, ip) => inject(t.app, 'POST', path, who, fields, ip),
    read: (path, who) => inject(t.app, 'GET', path, who),
    sql: (text, params = []) => t.database.query(text, params),
  };
}

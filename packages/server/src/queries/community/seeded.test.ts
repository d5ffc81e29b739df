// The community rows over the demo catalogue: every member, playlist and subscription list the seeder
// makes must answer (never a 500), agree with the tables, and leak no private column.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentList, MemberAnswer, MemberList, PlaylistAnswer, PlaylistList, SubscriptionList } from '@reel/api/endpoints';
import { COUNT_MEMBERS, COUNT_PLAYLISTS } from '@reel/api';
import { commentsPath, memberPath, membersPath, playlistPath, playlistsPath, subscriptionsPath } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createContext } from '../../compose/context.js';
import { communityRoutes } from '../../routes/community.js';
import { seedCatalogue, syntheticMedia } from '@reel/server/seed';
import { engineName, openTestDatabase, type TestDatabase } from '../../testing/database.js';

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'reel-community-seeded-'));
  database = await openTestDatabase();
  await seedCatalogue(database, { videos: 120, media: syntheticMedia(), seed: 7 });
  const ctx = await createContext(
    loadConfig({ DATA_DIR: dataDir, SITE_DIST: join(dataDir, 'x'), EMBED_DIST: join(dataDir, 'y') }),
    database,
  );
  app = await buildApp(ctx);
  if (!app.hasRoute({ method: 'GET', url: '/api/json/playlist/:lifetime/:bucket/:file' })) communityRoutes(app, ctx);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get<T>(url: string): Promise<{ status: number; body: T; text: string }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T, text: res.body };
}

/** Every item of a list, page by page: a page holds no more than the catalogue's page size. */
async function everyPage<B extends { total_count: number }, T>(
  pathOf: (page: number) => string,
  items: (body: B) => T[],
): Promise<{ total_count: number; items: T[]; texts: string[] }> {
  const all: T[] = [];
  const texts: string[] = [];
  for (let page = 1; ; page++) {
    const { status, body, text } = await get<B>(pathOf(page));
    expect(status).toBe(200);
    texts.push(text);
    all.push(...items(body));
    if (items(body).length === 0 || all.length >= body.total_count) return { total_count: body.total_count, items: all, texts };
  }
}

const sql = <T>(text: string, params: unknown[] = []) => database.query<T>(text, params);

describe(`community rows over the demo catalogue (${engineName()})`, () => {
  it('lists every member, and answers each profile', async () => {
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM members');
    const listed = await everyPage<MemberList, MemberList['members'][number]>(
      (page) => membersPath({ count: COUNT_MEMBERS, page }),
      (b) => b.members,
    );
    expect(listed.total_count).toBe(n);
    expect(listed.items).toHaveLength(n);
    for (const text of listed.texts) expect(text).not.toMatch(/email|password|@example\.com/);
    for (const m of listed.items) {
      const one = await get<MemberAnswer>(memberPath(m.user_id));
      expect(one.status).toBe(200);
      expect(one.body.member).toEqual(m);
    }
  });

  it('agrees with the tables on friends, subscribers and subscriptions', async () => {
    const [{ id }] = await sql<{ id: number }>(
      `SELECT object_id AS id FROM subscriptions WHERE type = 'user' GROUP BY object_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const [{ subs }] = await sql<{ subs: number }>(
      `SELECT count(*)::int AS subs FROM subscriptions WHERE type = 'user' AND object_id = $1`,
      [id],
    );
    const [{ friends }] = await sql<{ friends: number }>(
      `SELECT count(*)::int AS friends FROM friend_requests WHERE status = 'accepted' AND (from_user_id = $1 OR to_user_id = $1)`,
      [id],
    );
    const path = (section: string) => `${membersPath({ section: section as 'all', count: COUNT_MEMBERS })}?object_id=${id}`;
    expect((await get<MemberList>(path('subscribers'))).body.total_count).toBe(subs);
    expect((await get<MemberList>(path('friends'))).body.total_count).toBe(friends);
  });

  it('answers every public playlist and refuses every private one', async () => {
    const rows = await sql<{ playlist_id: number; is_private: boolean; items: number }>(
      `SELECT p.playlist_id, p.is_private, (SELECT count(*)::int FROM playlist_items i JOIN videos v USING (video_id) WHERE i.playlist_id = p.playlist_id AND v.status_id = 1) AS items FROM playlists p`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const { status, body } = await get<PlaylistAnswer>(playlistPath(r.playlist_id));
      expect(status).toBe(r.is_private ? 403 : 200);
      if (!r.is_private) expect(body.videos).toHaveLength(r.items);
    }
    const listed = await everyPage<PlaylistList, PlaylistList['playlists'][number]>(
      (page) => playlistsPath({ count: COUNT_PLAYLISTS, page }),
      (b) => b.playlists,
    );
    expect(listed.total_count).toBe(rows.filter((r) => !r.is_private).length);
    expect(listed.items).toHaveLength(listed.total_count);
    expect(listed.items.every((p) => !p.is_private)).toBe(true);
  });

  it('answers every member’s subscriptions and the comments of commented videos', async () => {
    const members = await sql<{ user_id: number }>('SELECT user_id FROM members');
    for (const { user_id } of members) {
      const listed = await everyPage<SubscriptionList, SubscriptionList['subscriptions'][number]>(
        (page) => subscriptionsPath(user_id, { page }),
        (b) => b.subscriptions,
      );
      expect(listed.items).toHaveLength(listed.total_count);
    }
    const commented = await sql<{ object_id: number; n: number }>(
      `SELECT object_id, count(*)::int AS n FROM comments WHERE section = 'video' GROUP BY object_id LIMIT 10`,
    );
    for (const c of commented) {
      const { status, body } = await get<CommentList>(commentsPath({ section: 'video', object_id: c.object_id }));
      expect(status).toBe(200);
      expect(body.total_count).toBe(c.n);
    }
  });
});

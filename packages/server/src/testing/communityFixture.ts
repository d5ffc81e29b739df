// A small, hand-written community for the community tests: every row is chosen so that a filter,
// section, sort or privacy rule has exactly one right answer. Only tests import this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type AppContext } from '../context.js';
import { createContext } from '../compose/context.js';
import type { Database } from '../db/client.js';
import { communityRoutes } from '../routes/community.js';
import { openTestDatabase, type TestDatabase } from './database.js';

/** The clock of the fixture: ages are counted to this day. */
export const NOW = Date.parse('2025-06-15T12:00:00Z');
/** A comment text that must come back byte for byte and keep the answer valid JSON. */
export const NASTY_TEXT = `He said "hi" \\ <script>alert('x')</script>\n\ttab \u2028 line-sep 😀 ' ; DROP TABLE comments;--`;
export const SECRET_HASH = 'secret-password-hash';

const MEMBERS = [
  // id, username, gender, birth_date, relationship, orientation, country, avatar, total_videos, viewed, subscribers, added_date
  [1, 'alice', 2, '2000-01-01', 1, 2, 'de', 'avatars/1.jpg', 3, 100, 2, '2024-05-01'],
  [2, 'bob', 1, '2006-01-01', 2, 3, 'US', '', 0, 50, 1, '2024-04-01'],
  [3, 'Carol', 3, '1980-01-01', 3, 5, 'fr', 'avatars/3.jpg', 0, 300, 0, '2024-03-01'],
  [4, 'dan_100%', 1, null, null, null, '', '', 1, 10, 0, '2024-02-01'],
  [1234, 'erin', 2, '1985-06-16', 1, 1, 'de', '', 0, 0, 0, '2024-01-01'],
] as const;

async function insertMembers(db: Database): Promise<void> {
  for (const [id, username, gender, birth, rel, ori, country, avatar, videos, viewed, subs, added] of MEMBERS) {
    await db.query(
      `INSERT INTO members (user_id, username, email, password_hash, gender, birth_date, relationship, orientation, country,
         avatar, total_videos, viewed, subscribers, added_date, about_me)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        username,
        `${id}@example.com`,
        SECRET_HASH,
        gender,
        birth,
        rel,
        ori,
        country,
        avatar,
        videos,
        viewed,
        subs,
        added,
        `About ${username}`,
      ],
    );
  }
}

async function insertCatalogue(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO channels (channel_id, dir, title, thumb, total_videos, subscribers, viewed, popularity) VALUES (1, 'acme-studio', 'Acme Studio', 'ch/1.jpg', 3, 5, 900, 15)`,
  );
  await db.query(
    `INSERT INTO models (model_id, dir, title, thumb, total_videos, subscribers, popularity) VALUES (1, 'jane-doe', 'Jane Doe', 'mo/1.jpg', 1, 9, 1)`,
  );
  // Videos 1–3 are alice's; 4 is deleted; 1234567 exercises the million bucket.
  const videos = [
    [1, 1, 1, '2025-01-01', 10],
    [2, 1, 1, '2025-02-01', 20],
    [3, 1, 1, '2025-03-01', 30],
    [4, 5, 4, '2025-04-01', 99],
    [1234567, 1, null, '2025-05-01', 5],
  ] as const;
  for (const [id, status, user, posted, popularity] of videos) {
    await db.query(
      `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, media, status_id, user_id, channel_id, post_date, popularity)
       VALUES ($1, $2, $3, 600, $4, $5, $6, $7, 1, $8, $9)`,
      [id, `video-${id}`, `Video ${id}`, `k${id}`, JSON.stringify({ thumb: `k${id}/thumb.jpg` }), status, user, posted, popularity],
    );
  }
  await db.query(`INSERT INTO video_models (video_id, model_id) VALUES (1, 1)`);
}

async function insertPlaylists(db: Database): Promise<void> {
  const rows = [
    // id, owner, title, private, gender, total_videos, viewed, post_date
    [1, 1, 'Alpha mix', false, 'str', 3, 40, '2025-03-01'],
    [2, 1, 'beta secret', true, 'str', 1, 99, '2025-03-02'],
    [3, 2, 'Gamma', false, 'gay', 1, 5, '2025-03-03'],
    [4, 2, 'Delta', false, 'str', 0, 7, '2025-03-04'],
    [1500, 3, 'epsilon', false, 'str', 1, 1, '2025-03-05'],
  ] as const;
  for (const [id, owner, title, priv, gender, total, viewed, posted] of rows) {
    await db.query(
      `INSERT INTO playlists (playlist_id, user_id, title, is_private, gender, total_videos, viewed, post_date) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, owner, title, priv, gender, total, viewed, posted],
    );
  }
  // Playlist 1 starts with the deleted video: its thumb and list must skip it.
  const items = [
    [1, 4, 0],
    [1, 2, 1],
    [1, 1, 2],
    [2, 1, 0],
    [3, 3, 0],
    [1500, 2, 0],
  ] as const;
  for (const [pl, video, pos] of items) {
    await db.query(`INSERT INTO playlist_items (playlist_id, video_id, position, added_at) VALUES ($1, $2, $3, '2025-03-10')`, [
      pl,
      video,
      pos,
    ]);
  }
}

async function insertComments(db: Database): Promise<void> {
  // 25 comments on video 1 by bob, one a minute; the last one is the nasty text.
  for (let i = 1; i <= 25; i++) {
    const text = i === 25 ? NASTY_TEXT : `comment ${i}`;
    await db.query(`INSERT INTO comments (section, object_id, user_id, text, post_date) VALUES ('video', 1, 2, $1, $2)`, [
      text,
      new Date(NOW - (26 - i) * 60_000).toISOString(),
    ]);
  }
  for (const [section, id, user] of [
    ['video', 1234567, 1],
    ['playlist', 2, 2],
    ['user', 1, 3],
    ['model', 1, 1],
  ] as const) {
    await db.query('INSERT INTO comments (section, object_id, user_id, text) VALUES ($1, $2, $3, $4)', [
      section,
      id,
      user,
      `on ${section} ${id}`,
    ]);
  }
}

async function insertSocial(db: Database): Promise<void> {
  const subs = [
    // subscriber, type, object, created_at — bob's are spread in time for the recent order.
    [2, 'channel', 1, '2025-01-01'],
    [2, 'model', 1, '2025-02-01'],
    [2, 'user', 1, '2025-03-01'],
    [2, 'playlist', 1, '2025-04-01'],
    [2, 'playlist', 2, '2025-05-01'],
    [2, 'channel', 999, '2025-05-02'],
    [3, 'user', 1, '2025-01-01'],
    [1, 'user', 2, '2025-01-01'],
  ] as const;
  for (const [user, type, obj, at] of subs) {
    await db.query('INSERT INTO subscriptions (user_id, type, object_id, created_at) VALUES ($1, $2, $3, $4)', [user, type, obj, at]);
  }
  for (const [from, to, status] of [
    [1, 2, 'accepted'],
    [3, 1, 'accepted'],
    [1, 4, 'pending'],
    [1234, 1, 'declined'],
  ] as const) {
    await db.query('INSERT INTO friend_requests (from_user_id, to_user_id, status) VALUES ($1, $2, $3)', [from, to, status]);
  }
  for (const [user, section, obj, vote] of [
    [2, 'user', 1, 1],
    [3, 'user', 1, 0],
    [2, 'playlist', 1, 1],
  ] as const) {
    await db.query('INSERT INTO votes (user_id, section, object_id, vote) VALUES ($1, $2, $3, $4)', [user, section, obj, vote]);
  }
  await db.query('INSERT INTO favourites (user_id, video_id) VALUES (1, 2), (1, 3)');
}

export interface CommunityTestApp {
  ctx: AppContext;
  app: FastifyInstance;
  database: TestDatabase;
  get(path: string): Promise<Response>;
  json<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers; text: string }>;
  close(): Promise<void>;
}

/** A listening server over the fixture. Registers the community routes itself until routes/index.ts does. */
export async function startCommunityApp(): Promise<CommunityTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reel-community-'));
  const database = await openTestDatabase();
  for (const step of [insertMembers, insertCatalogue, insertPlaylists, insertComments, insertSocial]) await step(database);
  const config = loadConfig({ DATA_DIR: dataDir, SITE_DIST: join(dataDir, 'no-site'), EMBED_DIST: join(dataDir, 'no-embed') });
  const ctx = await createContext(config, database, () => NOW);
  const app = await buildApp(ctx);
  if (!app.hasRoute({ method: 'GET', url: '/api/json/playlist/:lifetime/:bucket/:file' })) communityRoutes(app, ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const get = (path: string) => fetch(base + path, { redirect: 'manual' });
  return {
    ctx,
    app,
    database,
    get,
    async json<T>(path: string) {
      const res = await get(path);
      const text = await res.text();
      return { status: res.status, body: JSON.parse(text) as T, headers: res.headers, text };
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

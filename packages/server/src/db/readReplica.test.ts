// DATABASE_READ_URL on a real streaming replica: a throwaway Debian PostgreSQL primary and a hot
// standby made from it with pg_basebackup -R. With the standby's replay paused, the cacheable
// catalogue calls answer what the standby holds, while the uncached form, a member's own list, the
// sign-in, a favourite and the search keyword count read and write the primary.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Category, type Channel, type Model } from '@reel/api';
import {
  INPUT_PATH,
  categoriesPath,
  channelPath,
  channelsPath,
  mainPath,
  membersPath,
  modelPath,
  modelsPath,
  relatedPath,
  searchPath,
  videoPath,
  videosPath,
  type MemberList,
  type VideoList,
} from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, syntheticMedia } from '@reel/server/seed';
import { buildApp } from '../app.js';
import { postgresBinDir, startThrowawayPostgres, startThrowawayStandby, type PostgresServer } from '../cluster/postgres.js';
import { checkConfig } from '../configCheck.js';
import { REPLICA_CATCH_UP_MS } from '../constants.js';
import { type AppContext } from '../context.js';
import { createContext } from '../compose/context.js';
import { freePort } from '../testing/freePort.js';
import { TEST_ORIGIN, createMember, signIn } from '../testing/members.js';
import { openDatabase, openReadReplica, type Database } from './client.js';

const skip = postgresBinDir() ? '' : 'no PostgreSQL programs under /usr/lib/postgresql (apt-get install postgresql)';
if (skip) console.log(`[read replica] skipped: ${skip}`);

const REPLICATION_ROLE = 'reel_replication';
const REPLAY_WAIT_MS = 20_000;
const MARKER = 'zanzibarquokka';

let dir = '';
let primary: PostgresServer | undefined;
let standby: PostgresServer | undefined;
let database: Database | undefined;
let readDatabase: Database | undefined;
let ctx: AppContext;
let app: FastifyInstance | undefined;
/** Moves the app's clock forward, past the moment after a cache clear. */
let clockSkewMs = 0;

/** One statement on a server, through a connection of its own (the app's pools stay untouched). */
async function on<T>(server: PostgresServer, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + REPLAY_WAIT_MS;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Until the standby has replayed everything the primary has written so far. */
async function caughtUp(): Promise<void> {
  const [{ lsn }] = await on<{ lsn: string }>(primary!, 'SELECT pg_current_wal_lsn()::text AS lsn');
  await until('the standby to replay the primary', async () => {
    const [row] = await on<{ done: boolean }>(standby!, 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
    return row.done;
  });
}

/** Runs `body` with the standby's replay paused: it then holds the primary as it was. */
async function whilePaused(body: () => Promise<void>): Promise<void> {
  await caughtUp();
  await on(standby!, 'SELECT pg_wal_replay_pause()');
  await until('replay to pause', async () => {
    const [row] = await on<{ state: string }>(standby!, 'SELECT pg_get_wal_replay_pause_state() AS state');
    return row.state === 'paused';
  });
  try {
    await body();
  } finally {
    await on(standby!, 'SELECT pg_wal_replay_resume()');
  }
}

async function get<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
  const res = await app!.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() as T };
}

const titles = (list: VideoList) => list.videos.map((v) => v.title);
const ids = (list: VideoList) => list.videos.map((v) => v.video_id);

beforeAll(async () => {
  if (skip) return;
  dir = mkdtempSync(join(tmpdir(), 'reel-replica-'));
  // Under root the servers run as `postgres`, which must reach its folders inside this one.
  chmodSync(dir, 0o755);
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  primary = await startThrowawayPostgres(join(dir, 'primary'), primaryPort, { wal_level: 'replica', max_wal_senders: '4' });
  await on(primary, `CREATE ROLE ${REPLICATION_ROLE} WITH REPLICATION LOGIN`);
  database = await openDatabase({ databaseUrl: primary.url, poolSize: 4 });
  await seedCatalogue(database, { videos: 40, media: syntheticMedia(), seed: 7 });
  standby = await startThrowawayStandby(join(dir, 'standby'), standbyPort, primaryPort, REPLICATION_ROLE);
  await caughtUp();
  // The start's own reading of the settings, as `npm start` does it.
  const config = checkConfig({
    DATA_DIR: join(dir, 'app'),
    SITE_DIST: join(dir, 'no-site'),
    EMBED_DIST: join(dir, 'no-embed'),
    DATABASE_URL: primary.url,
    DATABASE_READ_URL: standby.url,
  });
  readDatabase = openReadReplica(config.databaseReadUrl, 4);
  ctx = await createContext(config, database, () => Date.now() + clockSkewMs, { readDatabase });
  app = await buildApp(ctx);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await ctx?.playerMetrics.stop();
  await readDatabase?.close();
  await database?.close();
  await standby?.stop().catch(() => undefined);
  await primary?.stop().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(skip))('DATABASE_READ_URL on a streaming replica', () => {
  it('answers cacheable lists, a video and search from the replica, and their uncached form from the primary', async () => {
    const { body: before } = await get<VideoList>(videosPath({ lifetime: 0 }));
    const video = before.videos[0];
    await whilePaused(async () => {
      await database!.query('UPDATE videos SET title = $2 WHERE video_id = $1', [video.video_id, `${MARKER} on the primary`]);
      const cached = (await get<VideoList>(videosPath())).body;
      expect(titles(cached)[0]).toBe(video.title);
      expect(titles((await get<VideoList>(videosPath({ lifetime: 0 }))).body)[0]).toBe(`${MARKER} on the primary`);
      const one = await get<{ video: { title: string } }>(videoPath(video.video_id));
      expect(one.body.video.title).toBe(video.title);
      expect(ids((await get<VideoList>(searchPath({ text: MARKER }))).body)).not.toContain(video.video_id);
      expect(ids((await get<VideoList>(searchPath({ text: MARKER, lifetime: 0 }))).body)).toEqual([video.video_id]);
    });
    // Replay resumed: a list not cached yet reads the change from the replica.
    await caughtUp();
    expect(titles((await get<VideoList>(videosPath({ count: 12 }))).body)[0]).toBe(`${MARKER} on the primary`);
  });

  it('reads from the primary for a moment after a change clears the cache, then from the replica again', async () => {
    const video = (await get<VideoList>(videosPath({ lifetime: 0 }))).body.videos[0];
    await whilePaused(async () => {
      await database!.query('UPDATE videos SET title = $2 WHERE video_id = $1', [video.video_id, 'taken down on the primary']);
      // As a moderation decision does: the answers that showed the video are dropped.
      ctx.cache.clear();
      expect(titles((await get<VideoList>(videosPath({ count: 13 }))).body)[0]).toBe('taken down on the primary');
      clockSkewMs += REPLICA_CATCH_UP_MS;
      expect(titles((await get<VideoList>(videosPath({ count: 14 }))).body)[0]).toBe(video.title);
    });
  });

  it('sends every cacheable catalogue call to the replica: home, related, categories, models, channels, members', async () => {
    const marker = 'okapiwombat';
    const latest = (await get<VideoList>(videosPath({ lifetime: 0 }))).body.videos[0];
    const related = (await get<VideoList>(relatedPath(latest.video_id, { lifetime: 0 }))).body.videos[0];
    const [category] = (await get<{ categories: Category[] }>(categoriesPath({ lifetime: 0 }))).body.categories;
    const [model] = (await get<{ models: Model[] }>(modelsPath({ lifetime: 0 }))).body.models;
    const [channel] = (await get<{ channels: Channel[] }>(channelsPath({ lifetime: 0 }))).body.channels;
    const [member] = (await get<MemberList>(membersPath({ lifetime: 0 }))).body.members;
    // Each call built with a lifetime: above 0 it may be cached, 0 is the uncached `.jsond` form.
    const calls: [string, (lifetime?: number) => string][] = [
      ['home', (lifetime) => mainPath({ lifetime })],
      ['related', (lifetime) => relatedPath(latest.video_id, { lifetime })],
      ['categories', (lifetime) => categoriesPath({ lifetime })],
      ['models', (lifetime) => modelsPath({ lifetime })],
      ['model', (lifetime) => modelPath(model.dir, { lifetime })],
      ['channels', (lifetime) => channelsPath({ lifetime })],
      ['channel', (lifetime) => channelPath(channel.dir, { lifetime })],
      ['members', (lifetime) => membersPath({ lifetime })],
    ];
    await whilePaused(async () => {
      await database!.query('UPDATE videos SET title = $2 WHERE video_id = ANY($1::int[])', [[latest.video_id, related.video_id], marker]);
      await database!.query('UPDATE categories SET title = $2 WHERE category_id = $1', [category.category_id, marker]);
      await database!.query('UPDATE models SET title = $2 WHERE model_id = $1', [model.model_id, marker]);
      await database!.query('UPDATE channels SET title = $2 WHERE channel_id = $1', [channel.channel_id, marker]);
      await database!.query('UPDATE members SET username = $2 WHERE user_id = $1', [member.user_id, marker]);
      for (const [name, path] of calls) {
        const [cached, fresh] = [await app!.inject(path()), await app!.inject(path(0))];
        expect({ name, status: cached.statusCode, replica: cached.body.includes(marker) }).toEqual({ name, status: 200, replica: false });
        expect({ name, status: fresh.statusCode, primary: fresh.body.includes(marker) }).toEqual({ name, status: 200, primary: true });
      }
    });
  });

  it('times the replica statements apart in /metrics', async () => {
    const text = (await app!.inject('/metrics')).body;
    const count = (engine: string) =>
      Number(new RegExp(`reel_db_query_duration_seconds_count\\{engine="${engine}",kind="select"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    expect(count('postgres-replica')).toBeGreaterThan(0);
    expect(count('postgres')).toBeGreaterThan(0);
  });

  it('counts a search keyword on the primary while the replica is read-only, and refuses writes on the read handle', async () => {
    await whilePaused(async () => {
      const res = await get<VideoList>(searchPath({ text: 'replica keyword' }));
      expect(res.status).toBe(200);
      await ctx.searchTally.flush();
      const [kept] = await database!.query<{ hits: number }>('SELECT hits FROM search_keywords WHERE keyword = $1', ['replica keyword']);
      expect(kept.hits).toBe(1);
      expect(await on(standby!, 'SELECT 1 FROM search_keywords WHERE keyword = $1', ['replica keyword'])).toEqual([]);
      await expect(on(standby!, `INSERT INTO search_keywords (keyword, dir) VALUES ('x', 'x')`)).rejects.toThrow(/read-only/);
    });
    // Read-only on any server, not only on a standby: a write sent to the read handle fails.
    await expect(readDatabase!.query(`INSERT INTO search_keywords (keyword, dir) VALUES ('y', 'y')`)).rejects.toThrow(/read-only/);
  });

  it("reads a member's own favourites fresh from the primary, right after the write", async () => {
    const member = await createMember(database!);
    const { body: latest } = await get<VideoList>(videosPath({ lifetime: 0 }));
    const videoId = latest.videos[1].video_id;
    const own = videosPath({ section: 'favourites', object_id: member.user_id, lifetime: 0 });
    const shared = videosPath({ section: 'favourites', object_id: member.user_id });
    await whilePaused(async () => {
      const cookie = await signIn(app!, member.username, member.password);
      const favourite = await app!.inject({
        method: 'POST',
        url: INPUT_PATH,
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ act: 'favourite', section: 'video', object_id: String(videoId) }).toString(),
      });
      expect(favourite.statusCode).toBe(200);
      expect(ids((await get<VideoList>(own, cookie)).body)).toEqual([videoId]);
      // The cacheable form may be as old as its lifetime: the paused replica has no favourite yet.
      expect(ids((await get<VideoList>(shared)).body)).toEqual([]);
    });
  });
});

// A real server on a random port over a seeded test database, for route tests through HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedCatalogue, syntheticMedia } from '@reel/server/seed';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type AppContext } from '../context.js';
import { createContext } from '../compose/context.js';
import { joinTestDatabase, openTestDatabase, type TestDatabase } from './database.js';
import { freePort } from './freePort.js';

export interface TestApp {
  ctx: AppContext;
  app: FastifyInstance;
  database: TestDatabase;
  base: string;
  get(path: string): Promise<Response>;
  json<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  videos?: number;
  /** Replaces the clock, e.g. to test expiry. */
  now?: () => number;
  env?: Record<string, string>;
  /** Listen on a port chosen first and name it in PUBLIC_URL, so links in e-mails lead back to this
   * server (they come from configuration, never from the request). */
  publicUrlIsSelf?: boolean;
  /** Another app's database, to run a second API node on it: nothing is seeded, and closing this app
   * leaves the database to its owner. */
  joinDatabase?: TestDatabase;
}

export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reel-test-'));
  const database = opts.joinDatabase ? await joinTestDatabase(opts.joinDatabase) : await openTestDatabase();
  if (!opts.joinDatabase) await seedCatalogue(database, { videos: opts.videos ?? 150, media: syntheticMedia(), seed: 7 });
  const ownPort = opts.publicUrlIsSelf ? await freePort() : 0;
  const self = ownPort ? { PORT: String(ownPort), PUBLIC_URL: `http://127.0.0.1:${ownPort}` } : {};
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_DIST: join(dataDir, 'no-site'),
    EMBED_DIST: join(dataDir, 'no-embed'),
    ...self,
    ...opts.env,
  });
  const ctx = await createContext(config, database, opts.now);
  const app = await buildApp(ctx);
  await app.listen({ port: ownPort, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const get = (path: string) => fetch(base + path, { redirect: 'manual' });
  return {
    ctx,
    app,
    database,
    base,
    get,
    async json<T>(path: string) {
      const res = await get(path);
      return { status: res.status, body: (await res.json()) as T, headers: res.headers };
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

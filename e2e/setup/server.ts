// Global setup: the real server in this process on a random port, over a fresh PGlite database in
// a temporary folder, real test media made with ffmpeg, and the built site and embed page. The
// settings are the demo's own: the first demo seed's house preroll is stored, so every visitor gets
// the advert first, as on the site `npm start` runs; a test that needs no advert turns it off for its
// own browser context (support/noAdvert.ts), never in the server's settings, which all files share.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  buildApp,
  createContext,
  freePort,
  generateDemoMedia,
  loadConfig,
  makeHouseClip,
  openDatabase,
  seedCatalogue,
  storeHousePreroll,
  type Database,
} from '@reel/server/testing';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
// A build elsewhere (E2E_SITE_DIST, E2E_EMBED_DIST) lets a run test it while site/dist is rebuilt.
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/** Videos in the catalogue: more than the home page's 24, so the list is full, and enough that some
 * video has more related videos than the watch page's first page of 20 shows. */
const CATALOGUE_VIDEOS = 80;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    deletedVideo: { video_id: number; dir: string };
    /** Where the server's mailer writes each e-mail as JSON (e2e/support/member.ts reads it). */
    outboxDir: string;
  }
}

function log(message: string): void {
  console.log(`[e2e] ${message}`);
}

function requireBuilt(dist: string, name: string): void {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: build it first with \`node_modules/.bin/pnpm --filter ${name} build\``);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  requireBuilt(SITE_DIST, '@reel/site');
  requireBuilt(EMBED_DIST, '@reel/embed');
  const started = Date.now();
  const secs = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  const dataDir = await mkdtemp(join(tmpdir(), 'reel-e2e-'));
  // The port is chosen before the configuration is read: links in e-mails come from PUBLIC_URL alone,
  // never from the request, so it must name the address the browser uses.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({ DATA_DIR: dataDir, SITE_DIST, EMBED_DIST, LOG_LEVEL: 'warn', PORT: String(port), PUBLIC_URL: baseUrl });
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const teardown = async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const media = await generateDemoMedia(config.mediaRoot, { profile: 'test' });
    log(`test media made in ${secs()}`);
    database = await openDatabase({ pgliteDir: config.pgliteDir });
    await seedCatalogue(database, { videos: CATALOGUE_VIDEOS, media });
    log(`catalogue of ${CATALOGUE_VIDEOS} videos seeded at ${secs()}`);
    // As the first demo seed does (seed/ensure.ts): the house clip, and the preroll at this address.
    await makeHouseClip(config.mediaRoot);
    if (!(await storeHousePreroll(database, baseUrl))) throw new Error('the house preroll was not stored');
    log(`house preroll stored at ${secs()}`);

    const ctx = await createContext(config, database);
    app = await buildApp(ctx);
    await app.listen({ port, host: '127.0.0.1' });
    log(`server up at ${baseUrl} after ${secs()}`);

    const [deleted] = await database.query<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 5 ORDER BY video_id LIMIT 1',
    );
    if (!deleted) throw new Error('the seeded catalogue has no deleted video (status_id 5)');
    project.provide('baseUrl', baseUrl);
    project.provide('deletedVideo', { video_id: deleted.video_id, dir: deleted.dir });
    project.provide('outboxDir', config.outboxDir);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}

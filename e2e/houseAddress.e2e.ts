// The demo's house preroll at the address the server prints. The server is started as `npm start`
// starts it (the built `packages/server/dist/main.js`, no PUBLIC_URL, no HOST) over a data folder
// its first seed would leave: a catalogue, the house clip and the house preroll stored with the
// default public address. A visitor opens a watch page at the address the start message names,
// clicks the player, and the house advert plays there. (The seed's own demo media take minutes to
// make; the test profile's few seconds stand in for them, the settings are the demo seed's own.)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchPagePath } from '@reel/api/pages';
import { HOUSE_PREROLL_CLIP_PATH } from '@reel/api/settings';
import {
  freePort,
  generateDemoMedia,
  loadConfig,
  makeHouseClip,
  openDatabase,
  publicOrigin,
  seedCatalogue,
  storeHousePreroll,
} from '@reel/server/testing';
import { launchChromium, openPage } from './support/browser';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
const MAIN = join(REPO, 'packages', 'server', 'dist', 'main.js');
/** The start message, as main.ts writes it (pino's JSON line or plain text). */
const UP_AT = /Reel is up at (https?:\/\/[^\s"]+)/;
const START_TIMEOUT_MS = 60_000;

let dataDir = '';
let server: ChildProcess | undefined;
let browser: Browser;
let printed = '';
let watchPath = '';

/** Starts main.js and resolves with the address its start message prints. */
function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no start message in ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = UP_AT.exec(output);
      if (m) {
        clearTimeout(timer);
        done(m[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server stopped (${code}):\n${output}`));
    });
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'reel-e2e-start-'));
  const port = await freePort();
  // What `npm start` reads: the port and the data folder, nothing else set.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), SITE_DIST, EMBED_DIST, LOG_LEVEL: 'info' };
  delete env.PUBLIC_URL;
  delete env.HOST;
  delete env.DATABASE_URL;
  const config = loadConfig(env);
  const media = await generateDemoMedia(config.mediaRoot, { profile: 'test' });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  try {
    await seedCatalogue(database, { videos: 6, media });
    // As the first demo seed does (seed/ensure.ts): the clip, and the preroll at the default address.
    await makeHouseClip(config.mediaRoot);
    expect(await storeHousePreroll(database, publicOrigin(config))).toBe(true);
    const [video] = await database.query<{ video_id: number; dir: string }>(
      `SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private AND vr = '' AND duration_sec < 60 ORDER BY video_id LIMIT 1`,
    );
    watchPath = watchPagePath(video.video_id, video.dir);
  } finally {
    await database.close();
  }
  printed = await startServer(env);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Opens the watch page at `base`, clicks the player and answers the origin the advert played from. */
async function advertOrigin(base: string): Promise<string> {
  const w = await openPage(browser, base);
  const { page } = w;
  try {
    await page.goto(watchPath);
    const overlay = page.locator('.reel-ad-overlay');
    await overlay.waitFor({ timeout: 30_000 });
    await overlay.click();
    // The advert's own media element, playing the house clip.
    await page.waitForFunction(
      (clip) => Array.from(document.querySelectorAll('video')).some((v) => v.currentSrc.endsWith(clip) && v.currentTime > 0),
      HOUSE_PREROLL_CLIP_PATH,
      { timeout: 30_000 },
    );
    const src = await page.evaluate(
      (clip) => Array.from(document.querySelectorAll('video')).find((v) => v.currentSrc.endsWith(clip))?.currentSrc ?? '',
      HOUSE_PREROLL_CLIP_PATH,
    );
    // The seeded pictures are test patterns without files of their own: only their 404s may show.
    expect(w.errors.filter((e) => !/\/media\/.*\.jpg\)$/.test(e) && !/status of 404/.test(e))).toEqual([]);
    return new URL(src).origin;
  } finally {
    await page.context().close();
  }
}

describe('the house preroll at the address the server prints', () => {
  it('plays for a visitor who clicks the player on a watch page opened there', async () => {
    // The start message names the public address, the one the seed wrote the preroll with.
    expect(new URL(printed).origin).toBe(publicOrigin(loadConfig({ PORT: new URL(printed).port })));
    expect(await advertOrigin(printed)).toBe(new URL(printed).origin);
  }, 90_000);

  it("plays, from the page's own origin, at another name of the same server", async () => {
    // The printed name is localhost; 127.0.0.1 is the same server under a name the stored tags and
    // PUBLIC_URL never gave. The page's policy allows only its own origin for the clip.
    const other = new URL(printed);
    other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    expect(await advertOrigin(other.href)).toBe(other.origin);
  }, 90_000);
});

// The player's metrics from a real Chromium to the console: a visitor plays a video on its watch
// page and leaves; the page's beacon carries the play's records to POST /api/metrics; a moderator
// opens the dashboard for that video and reads its view, play, first-frame time and watch time. The
// server is this file's own, so the test can wait until the records are queued.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchPagePath } from '@reel/api/pages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApp,
  createContext,
  createMember,
  freePort,
  generateDemoMedia,
  loadConfig,
  openDatabase,
  seedCatalogue,
  signIn,
  type AppContext,
  type Database,
} from '@reel/server/testing';
import { launchChromium, openPage, playPast } from './support/browser';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/** Seconds of the video the visitor watches before leaving. */
const WATCH_S = 2;

let dataDir = '';
let database: Database | undefined;
let ctx: AppContext;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let baseUrl = '';
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'reel-metrics-e2e-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({ DATA_DIR: dataDir, SITE_DIST, EMBED_DIST, LOG_LEVEL: 'warn', PORT: String(port), PUBLIC_URL: baseUrl });
  const media = await generateDemoMedia(config.mediaRoot, { profile: 'test' });
  database = await openDatabase({ pgliteDir: config.pgliteDir });
  await seedCatalogue(database, { videos: 6, media });
  ctx = await createContext(config, database);
  app = await buildApp(ctx);
  await app.listen({ port, host: '127.0.0.1' });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('player metrics, from the watch page to the dashboard', () => {
  it("finds the visitor's play, first-frame time and watch time in the dashboard", async () => {
    const [video] = await database!.query<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
    );
    const visitor = await openPage(browser, baseUrl);
    await visitor.page.goto(watchPagePath(video.video_id, video.dir));
    await playPast(visitor.page, WATCH_S, '.reel-player video');
    // Leaving the page: its beacon carries what it had not sent yet, the play's summary with it.
    await visitor.page.goto('/');
    await until(async () => {
      await ctx.playerMetrics.flush();
      const [row] = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM metric_records WHERE name = 'play_summary'");
      return row.n > 0;
    }, 'the play summary');
    expect(visitor.errors).toEqual([]);
    await visitor.page.context().close();
    // The dashboard reads what the background rollup last wrote (every 10 minutes): run it now.
    await ctx.playerMetrics.rollup();

    const moderator = await createMember(database!, { role: 'moderator' });
    const cookie = await signIn(app!, moderator.username, moderator.password);
    const staff = await openPage(browser, baseUrl);
    await staff.page.context().addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: baseUrl };
      }),
    );
    const today = new Date().toISOString().slice(0, 10);
    await staff.page.goto(`/admin/dashboard/?from=${today}&to=${today}&video_id=${video.video_id}`);
    await staff.page.getByRole('heading', { name: 'Figures' }).waitFor();
    const fact = (label: string) =>
      staff.page
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
    expect(await fact('Views')).toBe('1');
    expect(await fact('Plays')).toBe('1');
    expect(await fact('Time to first frame, median')).toMatch(/^[\d,]+ ms$/);
    const watched = Number((await fact('Watch time'))!.replace(/[^\d]/g, ''));
    expect(watched).toBeGreaterThanOrEqual(WATCH_S - 1);
    expect(staff.errors).toEqual([]);
    await staff.page.context().close();
  }, 120_000);
});

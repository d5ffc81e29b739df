// The moderation journeys' shared set-up (moderation.e2e.ts, moderationAppeal.e2e.ts): a server of the
// file's own with review before publishing (MODERATION=pre, the default) and a real transcode worker,
// so an upload is processed for real; a verified uploader and a moderator signed in; one Chromium;
// and the steps and reads both files take: the member's upload up to the review queue, the console's
// sections and tables, the pages of staff, members and visitors.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { videosPath, type VideoList } from '@reel/api/endpoints';
import {
  createMember,
  makeClip,
  signIn,
  startTestApp,
  startWorkers,
  verifyUploader,
  type RunningWorkers,
  type TestApp,
} from '@reel/server/testing';
import { launchChromium, openPage, type WatchedPage } from './browser';
import { browserCookies, registerMember, type RegisteredMember } from './member';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/** Set to a folder to keep full-page pictures of every console page visited, the report dialog and
 * the taken-down watch page, at the width staff work at. */
const SHOTS = process.env.MODERATION_SHOTS_DIR;
const VIEWPORT = { width: 1440, height: 900 };
/** Long enough for the upload page's 3-minute minimum. */
const CLIP_SECONDS = 200;
/** The title of the upload each journey follows. */
export const TITLE = 'Harbour lights at night';

/** The seeded catalogue has no media files (synthetic media): the 404s of its pictures and preview
 * clips are allowed on the console. */
const SYNTHETIC_MEDIA = /\/media\/synthetic-[\w-]+\/[\w.-]+\.(jpg|mp4)\)$/;

/** What the running file's journey has: set by `moderationJourney()` before its tests run. */
export interface Journey {
  server: TestApp;
  browser: Browser;
  /** The upload's file, made with ffmpeg. */
  clip: string;
  uploader: RegisteredMember;
  moderator: RegisteredMember;
}

/** Registers the file's hooks: starts the server, its worker and Chromium, and stops them after. */
export function moderationJourney(): Journey {
  const journey = {} as Journey;
  let workers: RunningWorkers | null = null;
  let work = '';

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'reel-moderation-e2e-'));
    const made = makeClip(work, 'harbourlights.mp4', { seconds: CLIP_SECONDS });
    // The server serves /media from this folder only when it exists at start.
    await mkdir(join(work, 'media'));
    const server = await startTestApp({
      videos: 8,
      publicUrlIsSelf: true,
      env: {
        SITE_DIST,
        EMBED_DIST,
        UPLOAD_WORKERS: '0',
        MEDIA_DIR: join(work, 'media'),
        UPLOAD_DIR: join(work, 'uploads'),
        LOG_LEVEL: 'warn',
        MODERATION: 'pre',
      },
    });
    journey.server = server;
    journey.clip = await made;
    journey.uploader = await registerMember(server.base, server.ctx.config.outboxDir);
    await verifyUploader(server.database, journey.uploader.user_id);
    const staff = await createMember(server.database, { role: 'moderator' });
    journey.moderator = {
      user_id: staff.user_id,
      usr: staff.username,
      eml: staff.email,
      pwd: staff.password,
      cookies: await signIn(server.app, staff.username, staff.password),
    };
    workers = startWorkers({ ...server.ctx.config, uploadWorkers: 1 }, server.database, () => undefined);
    journey.browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await journey.browser?.close();
    await workers?.stop();
    await journey.server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  return journey;
}

export async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `moderation-${name}.png`), fullPage: true });
}

/** A page of someone signed in: a fresh context holding their session cookies. */
async function signedInPage(j: Journey, who: RegisteredMember): Promise<WatchedPage> {
  const w = await openPage(j.browser, j.server.base, { viewport: VIEWPORT });
  await w.page.context().addCookies(browserCookies(who, j.server.base));
  return w;
}

/** The uploader's and the moderator's pages, opened before the calling block's tests and closed after. */
export function journeyPages(j: Journey): { member: WatchedPage; staff: WatchedPage } {
  const pages = {} as { member: WatchedPage; staff: WatchedPage };
  beforeAll(async () => {
    pages.member = await signedInPage(j, j.uploader);
    pages.staff = await signedInPage(j, j.moderator);
  });
  afterAll(async () => {
    await pages.member?.page.context().close();
    await pages.staff?.page.context().close();
  });
  return pages;
}

/** A visitor's page: a fresh context without a session (past the age gate, as every visitor here). */
export const visitorPage = (j: Journey): Promise<WatchedPage> => openPage(j.browser, j.server.base, { viewport: VIEWPORT });

/** The console's errors and warnings stayed away, but for the lines `allowed` names. */
export function expectQuiet(w: WatchedPage, allowed: RegExp[] = []): void {
  expect(w.errors.filter((e) => !SYNTHETIC_MEDIA.test(e) && !allowed.some((a) => a.test(e)))).toEqual([]);
  expect(w.warnings).toEqual([]);
}

/** The newest videos as the server lists them now (uncached), by id. */
export async function latestIds(j: Journey): Promise<number[]> {
  const { status, body } = await j.server.json<VideoList>(videosPath({ lifetime: 0 }));
  expect(status).toBe(200);
  return body.videos.map((v) => v.video_id);
}

/** Opens a console section from the sidebar and waits for its page to have loaded. */
export async function openSection(page: Page, name: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await loaded(page);
}

/** Waits until no part of the page says it is loading: a page with several sections (the reports of a
 * video beside its appeals) shows one status for each while it waits. */
export async function loaded(page: Page): Promise<void> {
  await expect.poll(() => page.getByText('Loading…').count(), { timeout: 30_000 }).toBe(0);
}

/** The words of each cell of the table's body rows. */
export function bodyRows(page: Page): Promise<string[][]> {
  return page
    .locator('table tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
}

/** The value of a labelled fact of a console record (a review page's uploader, a member's record). */
export function fact(page: Page, label: string): Promise<string> {
  return page
    .locator('.admin-fact')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .innerText();
}

/**
 * The uploader's upload of the clip as `TITLE`, from the affidavit to the preview chosen, on their
 * signed-in page: it waits for review. Answers its id; the page is left on their uploads tab.
 */
export async function uploadForReview(j: Journey, member: WatchedPage): Promise<number> {
  const { page } = member;
  await page.goto('/upload/');
  const affidavit = page.getByRole('dialog', { name: 'Creator verification' });
  const boxes = affidavit.getByRole('checkbox');
  await expect.poll(() => boxes.count()).toBe(11);
  for (let i = 0; i < 11; i++) await boxes.nth(i).check();
  await affidavit.getByRole('button', { name: 'Accept' }).click();
  await affidavit.waitFor({ state: 'detached' });
  await page.locator('input[type=file]').setInputFiles(j.clip);
  await page.getByText('File: harbourlights.mp4').waitFor();
  await page.getByLabel('Title').fill(TITLE);
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByText('The video is uploaded and is being processed.', { exact: false }).waitFor({ timeout: 30_000 });

  await page.getByRole('link', { name: 'Go to your uploaded videos' }).click();
  await page.waitForURL(`**/members/${j.uploader.user_id}/uploaded-videos/1/`);
  const item = page.getByRole('article').filter({ hasText: TITLE });
  const state = item.getByRole('status');
  await expect.poll(() => state.textContent(), { timeout: 90_000, interval: 1000 }).toBe('Choose a preview');
  const videoId = Number(await item.getAttribute('data-video-id'));
  expect(videoId).toBeGreaterThan(0);

  await item.getByRole('button', { name: 'Choose the preview' }).click();
  const chooser = page.locator('.preview-chooser');
  await chooser.getByRole('img', { name: 'Screenshot 2' }).click();
  await chooser.getByRole('button', { name: 'Publish' }).click();
  await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Waiting for review');
  expectQuiet(member);
  return videoId;
}

// A member's upload in a real Chromium against the real server: the affidavit, the browser's
// pre-checks refusing a bad file name and a 2-minute file before a byte is sent, an upload with its
// progress bar, processing by a real transcode worker, choosing the preview, and the new video
// playing on its watch page. The server is this file's own (with the site build the run serves),
// so the test decides when the worker starts and can see the processing state for certain.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, startTestApp, startWorkers, verifyUploader, type RunningWorkers, type TestApp } from '@reel/server/testing';
import { launchChromium, openPage, playPast, type WatchedPage } from './support/browser';
import { browserCookies, registerMember, type RegisteredMember } from './support/member';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/** Set to a folder to keep pictures of the steps (affidavit, refusal, progress, chooser). */
const SHOTS = process.env.UPLOAD_SHOTS_DIR;
/** Upload speed while the progress bar is watched: the tiny clip then takes a few seconds. */
const THROTTLE_BYTES_PER_S = 8 * 1024;

let server: TestApp;
let workers: RunningWorkers | null = null;
let browser: Browser;
let work = '';
let member: RegisteredMember;
const clips = { good: '', short: '', badName: '' };

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reel-upload-e2e-'));
  const made = Promise.all([makeClip(work, 'beachwalk.mp4', { seconds: 200 }), makeClip(work, 'shortclip.mp4', { seconds: 120 })]);
  // The server serves /media from this folder only when it exists at start.
  await mkdir(join(work, 'media'));
  server = await startTestApp({
    videos: 8,
    publicUrlIsSelf: true,
    env: {
      SITE_DIST,
      EMBED_DIST,
      UPLOAD_WORKERS: '0',
      MEDIA_DIR: join(work, 'media'),
      UPLOAD_DIR: join(work, 'uploads'),
      LOG_LEVEL: 'warn',
      // Published as soon as the preview is chosen: the review before publishing has its own journey
      // (moderation.e2e.ts).
      MODERATION: 'post',
    },
  });
  [clips.good, clips.short] = await made;
  clips.badName = join(work, 'beach(walk).mp4');
  await copyFile(clips.good, clips.badName);
  member = await registerMember(server.base, server.ctx.config.outboxDir);
  // Uploading needs a verified uploader, which a moderator grants outside this journey.
  await verifyUploader(server.database, member.user_id);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await workers?.stop();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Every upload POST the page sends, counted to prove the pre-checks send nothing. */
function countUploads(page: Page): { posts: number } {
  const seen = { posts: 0 };
  page.on('request', (req) => {
    if (
      req.method() === 'POST' &&
      req.url().includes('/api/video_edit.php') &&
      (req.headers()['content-type'] ?? '').startsWith('multipart/')
    )
      seen.posts++;
  });
  return seen;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `upload-${name}.png`), fullPage: true });
}

async function acceptAffidavit(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Creator verification' });
  await dialog.waitFor();
  await shot(page, 'affidavit');
  const accept = dialog.getByRole('button', { name: 'Accept' });
  expect(await accept.isDisabled()).toBe(true);
  await expect.poll(() => dialog.getByText('Confirm all points').count()).toBe(1);
  const boxes = dialog.getByRole('checkbox');
  expect(await boxes.count()).toBe(11);
  for (let i = 0; i < 11; i++) await boxes.nth(i).check();
  expect(await accept.isDisabled()).toBe(false);
  await accept.click();
  await dialog.waitFor({ state: 'detached' });
}

async function refusedBeforeSending(page: Page, file: string, message: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(file);
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(message);
}

/** Whether the middle of `part` is on screen and on top (not under the sticky header). */
const onScreen = (part: Locator): Promise<boolean> =>
  part.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });

/** Whether the keyboard focus is in the element `selector` names, where a screen reader reads it. */
const focusIn = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((sel) => document.activeElement?.closest(sel) != null, selector);

/** Fills the form and sends it over a slowed connection; resolves with the largest percent seen below 100. */
async function uploadWithProgress(page: Page): Promise<number> {
  await page.locator('input[type=file]').setInputFiles(clips.good);
  await page.getByText('File: beachwalk.mp4').waitFor();
  await page.getByLabel('Title').fill('Beach walk at dusk');
  await page.locator('.upload-form__categories input[type=checkbox]').first().check();
  await shot(page, 'form');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: THROTTLE_BYTES_PER_S,
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  const bar = page.locator('.upload-progress progress');
  await bar.waitFor();
  // The form the button ended was taller than the screen: what replaces it is brought into view.
  await expect.poll(() => onScreen(bar)).toBe(true);
  expect(await focusIn(page, '.upload-progress')).toBe(true);
  let seen = 0;
  await expect
    .poll(
      async () => {
        const value = Number((await bar.count()) ? await bar.getAttribute('value') : 100);
        if (value < 100 && value > seen) {
          seen = value;
          await shot(page, 'progress');
        }
        return seen > 0 && (await page.locator('.upload-progress__line').textContent())?.includes('left');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const done = page.getByText('The video is uploaded and is being processed.', { exact: false });
  await done.waitFor({ timeout: 30_000 });
  await expect.poll(() => onScreen(done)).toBe(true);
  expect(await focusIn(page, '.upload__done')).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  return seen;
}

describe('uploading a video', () => {
  let w: WatchedPage;

  beforeAll(async () => {
    w = await openPage(browser, server.base);
    await w.page.context().addCookies(browserCookies(member, server.base));
  });

  afterAll(async () => {
    await w?.page.context().close();
  });

  it('asks for the affidavit, then refuses a bad name and a 2-minute file without sending them', async () => {
    const { page } = w;
    const sent = countUploads(page);
    await page.goto('/upload/');
    await acceptAffidavit(page);
    expect((await page.context().cookies()).find((c) => c.name === 'verif')?.value).toBe('1');
    await refusedBeforeSending(page, clips.badName, 'The file name may contain Latin letters and numbers only');
    await refusedBeforeSending(page, clips.short, 'The video must be at least 3 minutes long');
    await shot(page, 'refused');
    expect(sent.posts).toBe(0);
  });

  it('uploads with a progress bar; the video is processed, its preview chosen, and it plays', async () => {
    const { page } = w;
    const percent = await uploadWithProgress(page);
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);

    // The performer's signed release, sent from the page with the upload's id, is kept for review.
    await page.getByLabel('Performer’s name').fill('Ann Example');
    const release = { name: 'release.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
    await page.getByLabel('Signed release').setInputFiles(release);
    await page.getByRole('button', { name: 'Add performer' }).click();
    await page.getByText('On file: Ann Example').waitFor();
    const records = await server.database.query<{ performer: string; mime: string }>('SELECT performer, mime FROM consent_records');
    expect(records).toEqual([{ performer: 'Ann Example', mime: 'application/pdf' }]);

    await page.getByRole('link', { name: 'Go to your uploaded videos' }).click();
    await page.waitForURL(`**/members/${member.user_id}/uploaded-videos/1/`);
    const state = page.locator('.uploaded-item__state');
    await expect.poll(() => state.textContent()).toMatch(/^Processing \d+%$/);
    // The worker starts only now, so the list was certainly seen processing; it polls on its own.
    workers = startWorkers({ ...server.ctx.config, uploadWorkers: 1 }, server.database, () => undefined);
    await expect.poll(() => state.textContent(), { timeout: 90_000, interval: 1000 }).toBe('Choose a preview');

    await page.getByRole('button', { name: 'Choose the preview' }).click();
    const chooser = page.locator('.preview-chooser');
    await chooser.getByText('preview required').waitFor();
    await chooser
      .locator('img')
      .last()
      .evaluate((img: HTMLImageElement) => img.decode());
    await shot(page, 'chooser');
    await chooser.getByRole('img', { name: 'Screenshot 2' }).click();
    await chooser.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Published');

    await page.locator('.uploaded-item__title a').click();
    await page.waitForURL(/\/video\/\d+\/beach-walk-at-dusk-[^/]+\/$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Beach walk at dusk');
    const played = await playPast(page, 0.2);
    expect(played.currentTime).toBeGreaterThan(0.2);
    expect(played.videoWidth).toBeGreaterThan(0);
    // The seeded catalogue around the new video has no picture files (synthetic media): their 404s
    // are the only console errors allowed.
    expect(w.errors.filter((e) => !/synthetic-[\w-]+\/[\w.-]+\.jpg/.test(e))).toEqual([]);
    expect(w.warnings).toEqual([]);
  });
});

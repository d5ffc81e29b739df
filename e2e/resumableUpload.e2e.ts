// The upload page's resumable upload in a real Chromium against the real server: a 300 MB clip
// made by ffmpeg survives a cut connection at about 40 % (the browser context goes offline, then
// back) without the server receiving again what it had, and survives a reload: the same file chosen
// again goes on from the server's offset; a small clip with a captions file goes the same way, its
// captions sent after it and attached to the new video. The server is this file's own, so its
// upload folder and its upload worker (none: nothing is transcoded here) are the test's. The member
// is signed in and has accepted the affidavit (members get no adverts).
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUMABLE_UPLOAD_PATH } from '@reel/api';
import { createUploader, makeClip, runFfmpeg, signIn, startTestApp, type TestApp } from '@reel/server/testing';
import { launchChromium, openPage } from './support/browser';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/**
 * 200 frames of noise at one frame per second, losslessly coded: about 300 MB that ffmpeg writes in
 * a few seconds, long enough (over the 3-minute minimum) and wide enough to pass the server's checks.
 */
const CLIP_FILTER = 'color=c=gray:s=1104x620:r=1:d=200,noise=alls=100:allf=t';
const DONE_TEXT = 'The video is uploaded and is being processed.';
/** Each test sends 300 MB or more and waits for the server's checks of the whole file: alone it
 * takes about 30 s; beside another browser file on two cores it needs more. */
const UPLOAD_TEST_MS = 120_000;

let server: TestApp;
let browser: Browser;
let cookie = '';
let work = '';
const clips = { cut: '', reload: '', captioned: '', vtt: '' };

async function makeClips(): Promise<void> {
  const started = Date.now();
  clips.cut = join(work, 'noisewalk.mp4');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    CLIP_FILTER,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-qp',
    '0',
    '-pix_fmt',
    'yuv420p',
    clips.cut,
  ]);
  // The same pictures under another title: another file to the duplicate check and to the fingerprint.
  clips.reload = join(work, 'noisewalk2.mp4');
  await runFfmpeg(['-i', clips.cut, '-c', 'copy', '-metadata', 'title=again', clips.reload]);
  // A small clip of its own with a captions file, for the upload that sends its captions after it.
  clips.captioned = await makeClip(work, 'captioned.mp4', { seconds: 185 });
  clips.vtt = join(work, 'captioned.vtt');
  await writeFile(clips.vtt, 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello\n');
  const { size } = await stat(clips.cut);
  console.log(`[resumable] two clips of ${(size / 1e6).toFixed(0)} MB made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reel-resumable-e2e-'));
  await mkdir(join(work, 'media'));
  const made = makeClips();
  server = await startTestApp({
    videos: 2,
    env: {
      SITE_DIST,
      EMBED_DIST,
      UPLOAD_WORKERS: '0',
      MEDIA_DIR: join(work, 'media'),
      UPLOAD_DIR: join(work, 'uploads'),
      LOG_LEVEL: 'warn',
    },
  });
  const member = await createUploader(server.database);
  cookie = await signIn(server.app, member.username, member.password);
  browser = await launchChromium();
  await made;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A page of its own browser context (past the age gate), signed in as the member. */
async function memberPage(): Promise<Page> {
  const { page } = await openPage(browser, server.base);
  await page.context().addCookies(
    cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: server.base, httpOnly: name === 'sid', sameSite: 'Lax' as const };
    }),
  );
  return page;
}

/** The resumable requests the page sends: creations, and each PATCH's offset in the phase it went. */
function watchUploads(page: Page) {
  const seen = { phase: 'before', posts: [] as string[], patches: [] as { offset: number; phase: string }[], location: '' };
  page.on('request', (req) => {
    if (!new URL(req.url()).pathname.startsWith(RESUMABLE_UPLOAD_PATH)) return;
    if (req.method() === 'POST') seen.posts.push(seen.phase);
    if (req.method() === 'PATCH') seen.patches.push({ offset: Number(req.headers()['upload-offset']), phase: seen.phase });
  });
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === RESUMABLE_UPLOAD_PATH)
      seen.location = res.headers()['location'] ?? '';
  });
  return seen;
}

/** The bytes the server holds of the upload at `location`, asked with the member's session. */
async function serverOffset(location: string): Promise<number> {
  const res = await fetch(new URL(location, server.base), { method: 'HEAD', headers: { cookie, 'tus-resumable': '1.0.0' } });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

/** Waits until the progress bar shows at least `percent`, asking the page every 50 ms. */
async function progressReaches(page: Page, percent: number): Promise<void> {
  await page.waitForFunction(
    (at) => Number(document.querySelector('.upload-progress progress')?.getAttribute('value') ?? 0) >= at,
    percent,
    { polling: 50, timeout: 60_000 },
  );
}

async function startUpload(page: Page, file: string, title: string): Promise<void> {
  await page.goto('/upload/');
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByLabel('Title').fill(title);
  await page.locator('.upload-form__categories input[type=checkbox]').first().check();
  await page.getByRole('button', { name: 'Upload' }).click();
}

// The two uploads share nothing but the server: they run at the same time.
describe.concurrent('resumable upload of a 300 MB file', { timeout: UPLOAD_TEST_MS }, () => {
  it('goes on after the connection is cut at 40 %, without sending again what the server had', async () => {
    const page = await memberPage();
    const seen = watchUploads(page);
    const size = (await stat(clips.cut)).size;
    await startUpload(page, clips.cut, 'Noise walk');
    await progressReaches(page, 40);
    seen.phase = 'cut';
    await page.context().setOffline(true);
    await page.getByText('Connection lost, reconnecting…').waitFor({ timeout: 30_000 });
    const atCut = await serverOffset(seen.location);
    await page.context().setOffline(false);
    seen.phase = 'after';
    await page.getByText(DONE_TEXT, { exact: false }).waitFor({ timeout: 60_000 });

    const after = seen.patches.filter((p) => p.phase === 'after');
    const lastBefore = Math.max(...seen.patches.filter((p) => p.phase !== 'after').map((p) => p.offset));
    console.log(
      `[resumable] cut with ${((atCut / size) * 100).toFixed(0)} % at the server; went on from byte ${after[0]?.offset} ` +
        `(the last request before the cut started at byte ${lastBefore})`,
    );
    // One upload, never created again, and nothing the server held at the cut sent a second time.
    expect(seen.posts).toEqual(['before']);
    expect(atCut).toBeGreaterThan(size * 0.35);
    expect(after.length).toBeGreaterThan(0);
    expect(Math.min(...after.map((p) => p.offset))).toBeGreaterThanOrEqual(atCut);
    await page.context().close();
  });

  it('sends a video with captions through the resumable address, then its captions, attached to the new video', async () => {
    const page = await memberPage();
    const seen = watchUploads(page);
    await page.goto('/upload/');
    await page.locator('input[type=file]').first().setInputFiles(clips.captioned);
    await page.getByLabel('Title').fill('Captioned walk');
    await page.locator('.upload-form__categories input[type=checkbox]').first().check();
    await page.getByLabel('Captions file (WebVTT, .vtt)').setInputFiles(clips.vtt);
    await page.getByLabel('Language', { exact: true }).fill('en');
    await page.getByLabel('Label', { exact: true }).fill('English');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(DONE_TEXT, { exact: false }).waitFor({ timeout: 60_000 });
    expect(seen.posts).toEqual(['before']);
    const folders = await readdir(join(work, 'media', 'video_captions'));
    expect(folders).toHaveLength(1);
    expect(await readdir(join(work, 'media', 'video_captions', folders[0]))).toContain('en.vtt');
    await page.context().close();
  });

  it('goes on from the offset after a reload, once the same file is chosen again', async () => {
    const page = await memberPage();
    const seen = watchUploads(page);
    await startUpload(page, clips.reload, 'Noise walk again');
    await progressReaches(page, 30);
    await page.reload();
    // Marked once the old page is gone: a PATCH it began just before the reload, cut by it, is not
    // one of the requests that go on after the reload.
    seen.phase = 'reload';
    const atReload = await serverOffset(seen.location);
    await page.locator('input[type=file]').setInputFiles(clips.reload);
    await page.getByText(/An upload of noisewalk2\.mp4 stopped before it ended/).waitFor();
    await page.getByRole('button', { name: 'Resume the upload' }).click();
    await page.getByText(DONE_TEXT, { exact: false }).waitFor({ timeout: 60_000 });

    const resumed = seen.patches.filter((p) => p.phase === 'reload');
    console.log(`[resumable] reloaded with ${atReload} bytes at the server; went on from byte ${resumed[0]?.offset}`);
    expect(seen.posts).toEqual(['before']);
    expect(atReload).toBeGreaterThan(0);
    expect(resumed[0].offset).toBeGreaterThanOrEqual(atReload);
    await page.context().close();
  });
});

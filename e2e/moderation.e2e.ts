// The moderation journey in a real Chromium against the real server with review before publishing
// (MODERATION=pre, the default): a member's upload waits for review, unseen by visitors; a moderator
// approves it in the console and it plays; a visitor reports it as non-consensual; the moderator
// takes it down (its page, its embed and even a file address handed out before now say so); the
// uploader appeals from their uploads tab, and the moderator who decided is not offered the appeal;
// the moderator bans the uploader, whose open session ends at once; the audit log shows the three
// decisions in order.
// The server is this file's own, with a real transcode worker, so the upload is processed for real.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsListPath, type VideoFile } from '@reel/api';
import { ADMIN_HOME_PATH, embedPagePath, watchPagePath } from '@reel/api/pages';
import { videofilePath, videoPath, videosPath, type VideoList } from '@reel/api/endpoints';
import { type AdminVideo } from '@reel/api/moderation';
import {
  attachTestConsent,
  createMember,
  makeClip,
  signIn,
  startTestApp,
  startWorkers,
  verifyUploader,
  type RunningWorkers,
  type TestApp,
} from '@reel/server/testing';
import { launchChromium, openPage, playPast, type WatchedPage } from './support/browser';
import { browserCookies, registerMember, type RegisteredMember } from './support/member';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/** Set to a folder to keep full-page pictures of every console page visited, the report dialog and
 * the taken-down watch page, at the width staff work at. */
const SHOTS = process.env.MODERATION_SHOTS_DIR;
const VIEWPORT = { width: 1440, height: 900 };
/** Long enough for the upload page's 3-minute minimum. */
const CLIP_SECONDS = 200;
const TITLE = 'Harbour lights at night';
const REPORT_DETAILS = 'Filmed through a window; the people shown do not know about the camera.';
const BAN_REASON = 'Uploaded a hidden-camera video.';
const APPEAL = 'Everyone in it agreed to the filming and to its publication; I hold their signed releases.';

/** The seeded catalogue has no media files (synthetic media): the 404s of its pictures and preview
 * clips are allowed on the console. */
const SYNTHETIC_MEDIA = /\/media\/synthetic-[\w-]+\/[\w.-]+\.(jpg|mp4)\)$/;

let server: TestApp;
let workers: RunningWorkers | null = null;
let browser: Browser;
let work = '';
let clip = '';
let uploader: RegisteredMember;
let moderator: RegisteredMember;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reel-moderation-e2e-'));
  const made = makeClip(work, 'harbourlights.mp4', { seconds: CLIP_SECONDS });
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
      MODERATION: 'pre',
    },
  });
  clip = await made;
  uploader = await registerMember(server.base, server.ctx.config.outboxDir);
  await verifyUploader(server.database, uploader.user_id);
  const staff = await createMember(server.database, { role: 'moderator' });
  moderator = {
    user_id: staff.user_id,
    usr: staff.username,
    eml: staff.email,
    pwd: staff.password,
    cookies: await signIn(server.app, staff.username, staff.password),
  };
  workers = startWorkers({ ...server.ctx.config, uploadWorkers: 1 }, server.database, () => undefined);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await workers?.stop();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `moderation-${name}.png`), fullPage: true });
}

/** A page of someone signed in: a fresh context holding their session cookies. */
async function signedInPage(who: RegisteredMember): Promise<WatchedPage> {
  const w = await openPage(browser, server.base, { viewport: VIEWPORT });
  await w.page.context().addCookies(browserCookies(who, server.base));
  return w;
}

/** A visitor's page: a fresh context without a session (past the age gate, as every visitor here). */
const visitorPage = (): Promise<WatchedPage> => openPage(browser, server.base, { viewport: VIEWPORT });

/** The console's errors and warnings stayed away, but for the lines `allowed` names. */
function expectQuiet(w: WatchedPage, allowed: RegExp[] = []): void {
  expect(w.errors.filter((e) => !SYNTHETIC_MEDIA.test(e) && !allowed.some((a) => a.test(e)))).toEqual([]);
  expect(w.warnings).toEqual([]);
}

/** The newest videos as the server lists them now (uncached), by id. */
async function latestIds(): Promise<number[]> {
  const { status, body } = await server.json<VideoList>(videosPath({ lifetime: 0 }));
  expect(status).toBe(200);
  return body.videos.map((v) => v.video_id);
}

/** Opens a console section from the sidebar and waits for its page to have loaded. */
async function openSection(page: Page, name: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByText('Loading…').waitFor({ state: 'detached' });
}

/** The words of each cell of the table's body rows. */
function bodyRows(page: Page): Promise<string[][]> {
  return page
    .locator('table tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
}

/** The value of a labelled fact of a console record (a review page's uploader, a member's record). */
function fact(page: Page, label: string): Promise<string> {
  return page
    .locator('.admin-fact')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .innerText();
}

describe('moderating an upload from review to a ban', () => {
  let member: WatchedPage;
  let staff: WatchedPage;
  let videoId = 0;
  let watchPath = '';
  /** A file address a visitor was handed while the video was public. */
  let signedFile = '';

  beforeAll(async () => {
    member = await signedInPage(uploader);
    staff = await signedInPage(moderator);
  });

  afterAll(async () => {
    await member?.page.context().close();
    await staff?.page.context().close();
  });

  it('waits for review once its owner has chosen the preview', async () => {
    const { page } = member;
    await page.goto('/upload/');
    const affidavit = page.getByRole('dialog', { name: 'Creator verification' });
    const boxes = affidavit.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(11);
    for (let i = 0; i < 11; i++) await boxes.nth(i).check();
    await affidavit.getByRole('button', { name: 'Accept' }).click();
    await affidavit.waitFor({ state: 'detached' });
    await page.locator('input[type=file]').setInputFiles(clip);
    await page.getByText('File: harbourlights.mp4').waitFor();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('The video is uploaded and is being processed.', { exact: false }).waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Go to your uploaded videos' }).click();
    await page.waitForURL(`**/members/${uploader.user_id}/uploaded-videos/1/`);
    const item = page.getByRole('article').filter({ hasText: TITLE });
    const state = item.getByRole('status');
    await expect.poll(() => state.textContent(), { timeout: 90_000, interval: 1000 }).toBe('Choose a preview');
    videoId = Number(await item.getAttribute('data-video-id'));
    expect(videoId).toBeGreaterThan(0);

    await item.getByRole('button', { name: 'Choose the preview' }).click();
    const chooser = page.locator('.preview-chooser');
    await chooser.getByRole('img', { name: 'Screenshot 2' }).click();
    await chooser.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Waiting for review');
    expectQuiet(member);

    // Its address, as staff read it: the owner's list links nothing while it waits.
    const answer = await fetch(`${server.base}/api/admin/videos/${videoId}`, { headers: { cookie: moderator.cookies } });
    expect(answer.status).toBe(200);
    const video = (await answer.json()) as AdminVideo;
    expect(video.review_pending).toBe(true);
    watchPath = watchPagePath(videoId, video.dir);
  });

  it('is in no list, and its watch page is not found for a visitor', async () => {
    expect(await latestIds()).not.toContain(videoId);
    // The data the watch page is made of answers as for an id that never existed.
    expect((await server.get(videoPath(videoId, { lifetime: 0 }))).status).toBe(404);
    const visitor = await visitorPage();
    try {
      const res = await visitor.page.goto(watchPath);
      expect(res?.status()).toBe(404);
      await visitor.page.getByText('Oops! Content not found!').waitFor();
      expect(await visitor.page.locator('video').count()).toBe(0);
      // Chromium reports the 404 answers themselves (the page's, the video call's); nothing else.
      expectQuiet(visitor, [/status of 404 \(Not Found\)/]);
    } finally {
      await visitor.page.context().close();
    }
  });

  it('is approved by a moderator in the console, and then is listed and plays for visitors', async () => {
    const { page } = staff;
    // The performer's signed release is on file, as the uploader attaches it: approving needs it.
    await attachTestConsent(server.ctx, videoId, 'Ann Example');
    await page.goto(ADMIN_HOME_PATH);
    await page.getByRole('heading', { level: 1, name: 'Console' }).waitFor();
    await page.getByText(`Signed in as ${moderator.usr}`).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /Uploads waiting for review/ }).textContent()).toMatch(/^1\s*Uploads/);
    await shot(page, 'home');

    await openSection(page, 'Review', 'Review queue');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('link', { name: uploader.usr }).waitFor();
    await row.getByText('In review').waitFor();
    await shot(page, 'review-queue');

    await row.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: `Review: ${TITLE}` }).waitFor();
    await page.getByText('Loading…').waitFor({ state: 'detached' });
    await shot(page, 'review-page');
    // The review shows the performer's consent record beside the video.
    await page.getByRole('region', { name: 'Performers and consent records' }).getByText('Ann Example').waitFor();
    // The uploader accepted the affidavit before uploading: the review page says when.
    expect.soft(await fact(page, 'Affidavit')).toMatch(/^Accepted /);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved. The video is now: Active.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // Dated when it was approved, it leads the latest videos.
    expect((await latestIds())[0]).toBe(videoId);
    const visitor = await visitorPage();
    try {
      const res = await visitor.page.goto(watchPath);
      expect(res?.status()).toBe(200);
      await expect.poll(() => visitor.page.locator('h1').first().textContent()).toContain(TITLE);
      const played = await playPast(visitor.page, 0.2);
      expect(played.currentTime).toBeGreaterThan(0.2);
      expect(played.videoWidth).toBeGreaterThan(0);
      expectQuiet(visitor);
    } finally {
      await visitor.page.context().close();
    }

    const files = await server.json<VideoFile[]>(videofilePath(videoId, { lifetime: 0 }));
    expect(files.status).toBe(200);
    expect(files.body.length).toBeGreaterThan(0);
    signedFile = new URL(files.body[0].video_url, server.base).href;
    expect((await fetch(signedFile, { method: 'HEAD' })).status).toBe(200);
    expectQuiet(staff);
  });

  it('is reported by a visitor as non-consensual through the report dialog', async () => {
    const visitor = await visitorPage();
    const { page } = visitor;
    try {
      await page.goto(watchPath);
      await page.getByRole('button', { name: 'Report', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this video' });
      await dialog.getByLabel('Non-consensual or hidden camera').check();
      await dialog.getByLabel('Details (optional)').fill(REPORT_DETAILS);
      await shot(page, 'report-dialog');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.getByText('Thank you. A moderator will look at it.').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      expectQuiet(visitor);
    } finally {
      await page.context().close();
    }
  });

  it('is taken down from the report queue: its page, embed and file addresses say it is gone', async () => {
    const { page } = staff;
    await openSection(page, 'Reports', 'Reports');
    const group = page.getByRole('row').filter({ hasText: TITLE });
    await group.getByText('Non-consensual', { exact: true }).waitFor();
    await group.getByText('Critical').waitFor();
    await shot(page, 'reports-queue');

    await group.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: `Reports of ${TITLE}` }).waitFor();
    await page.getByText('Loading…').waitFor({ state: 'detached' });
    const report = page.getByRole('row').filter({ hasText: REPORT_DETAILS });
    await report.getByText('Non-consensual', { exact: true }).waitFor();
    const [reported] = await bodyRows(page);
    expect(reported[5]).toBe('Open');
    // A visitor is not named: their address is kept only as a hash, to count distinct reporters.
    expect(reported[3]).toBe('A visitor');
    await shot(page, 'report-detail');
    // Taking a video down asks first.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Take down' }).click();
    await page.getByText('Taken down. The video is now: Taken down.').waitFor();
    // The page reloads its reports: the one report is closed as acted on.
    await expect.poll(() => report.getByText('Actioned', { exact: true }).count()).toBe(1);
    expectQuiet(staff);

    const visitor = await visitorPage();
    try {
      await visitor.page.goto(watchPath);
      await visitor.page.getByText('Video has been recently deleted').waitFor();
      expect(await visitor.page.locator('video').count()).toBe(0);
      await shot(visitor.page, 'deleted-watch-page');
      await visitor.page.goto(embedPagePath(videoId));
      await visitor.page.locator('.reel-deleted').getByText('Video has been recently deleted').waitFor();
      expect(await visitor.page.locator('video').count()).toBe(0);
      expectQuiet(visitor);
    } finally {
      await visitor.page.context().close();
    }
    expect((await fetch(signedFile, { method: 'HEAD' })).status).toBe(410);
    expect((await server.get(videofilePath(videoId, { lifetime: 0 }))).status).toBe(410);
    expect(await latestIds()).not.toContain(videoId);
  });

  it('is appealed by its uploader from their uploads tab; the moderator who took it down is not offered the appeal', async () => {
    const { page: own } = member;
    await own.reload();
    const item = own.getByRole('article').filter({ hasText: TITLE });
    await item.getByText('Removed', { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Appeal', exact: true }).click();
    await item.getByLabel(/^Why should the decision change\?/).fill(APPEAL);
    await item.getByRole('button', { name: 'Send the appeal' }).click();
    await item.getByText(/^Appeal sent: another moderator decides it by \d{4}-\d{2}-\d{2} \(UTC\)\.$/).waitFor();
    expect(await item.getByRole('button', { name: 'Appeal', exact: true }).count()).toBe(0);
    expectQuiet(member);

    // The appeal waits for another staff member: the queue does not offer it to the one who decided.
    const { page } = staff;
    await openSection(page, 'Reports', 'Reports');
    await page.getByRole('heading', { level: 2, name: 'Appeals' }).waitFor();
    await page.getByText('No appeals for you to decide.').waitFor();
    expectQuiet(staff);
  });

  it('bans the uploader: their open session ends at once and signing in again is refused', async () => {
    const { page } = staff;
    await openSection(page, 'Members', 'Members');
    await page.getByLabel('Name or e-mail').fill(uploader.usr);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**${ADMIN_HOME_PATH}members/?q=${uploader.usr}`);
    await page.getByText('Loading…').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: uploader.usr, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Member: ${uploader.usr}` }).waitFor();
    const uploads = page.getByRole('row').filter({ hasText: TITLE });
    await uploads.getByText('Taken down').waitFor();
    await page.getByLabel('Reason for the ban').fill(BAN_REASON);
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    await page.getByText('Banned.', { exact: true }).waitFor();
    await page.getByText(`Banned: ${BAN_REASON}`).waitFor();
    await shot(page, 'member-page');
    expectQuiet(staff);

    // The member's page, still open, asks again: they are a visitor now, whom a member page sends home.
    const { page: own } = member;
    expect((await own.request.get(uploadsListPath(1))).status()).toBe(401);
    await own.reload();
    await own.waitForURL(`${server.base}/`);
    // Below the full header's width, signing in is in the menu.
    await own.getByRole('button', { name: 'Menu' }).click();
    await own.getByRole('button', { name: 'Login' }).click();
    const login = own.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username or e-mail').fill(uploader.usr);
    await login.getByLabel('Password').fill(uploader.pwd);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByText('This account has been suspended. Contact support if you think this is a mistake.').waitFor();
    // Chromium reports the refused calls (the ended session's, the refused sign-in) itself.
    expectQuiet(member, [/status of 40[13] \(/]);
  });

  it('lists the jobs and the catalogue, and the audit log shows approve, takedown and ban, newest first', async () => {
    const { page } = staff;
    await openSection(page, 'Jobs', 'Jobs');
    await page.getByRole('row').filter({ hasText: TITLE }).waitFor();
    await shot(page, 'jobs');
    await openSection(page, 'Catalogue', 'Catalogue');
    await shot(page, 'catalogue');

    await openSection(page, 'Audit log', 'Audit log');
    await page.getByRole('table').waitFor();
    const actions = (await bodyRows(page)).filter((cells) => cells[1] === moderator.usr).map((cells) => [cells[2], cells[3]]);
    expect(actions).toEqual([
      ['Banned', `Member #${uploader.user_id}`],
      ['Took down', `Video #${videoId}`],
      ['Approved', `Video #${videoId}`],
    ]);
    await shot(page, 'audit-log');
    expectQuiet(staff);
  });
});

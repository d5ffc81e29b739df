// The moderation journey in a real Chromium against the real server with review before publishing
// (MODERATION=pre, the default): a member's upload waits for review, unseen by visitors; a moderator
// approves it in the console and it plays; a visitor reports it as non-consensual; the moderator
// takes it down (its page, its embed and even a file address handed out before now say so); the
// moderator bans the uploader, whose open session ends at once; the audit log shows the three
// decisions in order. The uploader's appeal of a takedown is moderationAppeal.e2e.ts.
// The server is this file's own, with a real transcode worker, so the upload is processed for real
// (support/moderationJourney.ts, shared with the appeal's file).
import { describe, expect, it } from 'vitest';
import { uploadsListPath, type VideoFile } from '@reel/api';
import { ADMIN_HOME_PATH, embedPagePath, watchPagePath } from '@reel/api/pages';
import { videofilePath, videoPath } from '@reel/api/endpoints';
import { type AdminVideo } from '@reel/api/moderation';
import { attachTestConsent } from '@reel/server/testing';
import { playPast } from './support/browser';
import {
  bodyRows,
  expectQuiet,
  fact,
  latestIds,
  moderationJourney,
  loaded,
  openSection,
  shot,
  journeyPages,
  TITLE,
  uploadForReview,
  visitorPage,
} from './support/moderationJourney';

const REPORT_DETAILS = 'Filmed through a window; the people shown do not know about the camera.';
const BAN_REASON = 'Uploaded a hidden-camera video.';

const j = moderationJourney();

describe('moderating an upload from review to a ban', () => {
  let videoId = 0;
  let watchPath = '';
  /** A file address a visitor was handed while the video was public. */
  let signedFile = '';

  const pages = journeyPages(j);

  it('waits for review once its owner has chosen the preview', async () => {
    videoId = await uploadForReview(j, pages.member);

    // Its address, as staff read it: the owner's list links nothing while it waits.
    const answer = await fetch(`${j.server.base}/api/admin/videos/${videoId}`, { headers: { cookie: j.moderator.cookies } });
    expect(answer.status).toBe(200);
    const video = (await answer.json()) as AdminVideo;
    expect(video.review_pending).toBe(true);
    watchPath = watchPagePath(videoId, video.dir);
  });

  it('is in no list, and its watch page is not found for a visitor', async () => {
    expect(await latestIds(j)).not.toContain(videoId);
    // The data the watch page is made of answers as for an id that never existed.
    expect((await j.server.get(videoPath(videoId, { lifetime: 0 }))).status).toBe(404);
    const visitor = await visitorPage(j);
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
    const { page } = pages.staff;
    // The performer's signed release is on file, as the uploader attaches it: approving needs it.
    await attachTestConsent(j.server.ctx, videoId, 'Ann Example');
    await page.goto(ADMIN_HOME_PATH);
    await page.getByRole('heading', { level: 1, name: 'Console' }).waitFor();
    await page.getByText(`Signed in as ${j.moderator.usr}`).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /Uploads waiting for review/ }).textContent()).toMatch(/^1\s*Uploads/);
    await shot(page, 'home');

    await openSection(page, 'Review', 'Review queue');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('link', { name: j.uploader.usr }).waitFor();
    await row.getByText('In review').waitFor();
    await shot(page, 'review-queue');

    await row.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: `Review: ${TITLE}` }).waitFor();
    await loaded(page);
    await shot(page, 'review-page');
    // The review shows the performer's consent record beside the video.
    await page.getByRole('region', { name: 'Performers and consent records' }).getByText('Ann Example').waitFor();
    // The uploader accepted the affidavit before uploading: the review page says when.
    expect.soft(await fact(page, 'Affidavit')).toMatch(/^Accepted /);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved. The video is now: Active.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // Dated when it was approved, it leads the latest videos.
    expect((await latestIds(j))[0]).toBe(videoId);
    const visitor = await visitorPage(j);
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

    const files = await j.server.json<VideoFile[]>(videofilePath(videoId, { lifetime: 0 }));
    expect(files.status).toBe(200);
    expect(files.body.length).toBeGreaterThan(0);
    signedFile = new URL(files.body[0].video_url, j.server.base).href;
    expect((await fetch(signedFile, { method: 'HEAD' })).status).toBe(200);
    expectQuiet(pages.staff);
  });

  it('is reported by a visitor as non-consensual through the report dialog', async () => {
    const visitor = await visitorPage(j);
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
    const { page } = pages.staff;
    await openSection(page, 'Reports', 'Reports');
    const group = page.getByRole('row').filter({ hasText: TITLE });
    await group.getByText('Non-consensual', { exact: true }).waitFor();
    await group.getByText('Critical').waitFor();
    await shot(page, 'reports-queue');

    await group.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: `Reports of ${TITLE}` }).waitFor();
    await loaded(page);
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
    expectQuiet(pages.staff);

    const visitor = await visitorPage(j);
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
    expect((await j.server.get(videofilePath(videoId, { lifetime: 0 }))).status).toBe(410);
    expect(await latestIds(j)).not.toContain(videoId);
  });

  it('bans the uploader: their open session ends at once and signing in again is refused', async () => {
    const { page } = pages.staff;
    await openSection(page, 'Members', 'Members');
    await page.getByLabel('Name or e-mail').fill(j.uploader.usr);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**${ADMIN_HOME_PATH}members/?q=${j.uploader.usr}`);
    await loaded(page);
    await page.getByRole('link', { name: j.uploader.usr, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Member: ${j.uploader.usr}` }).waitFor();
    const uploads = page.getByRole('row').filter({ hasText: TITLE });
    await uploads.getByText('Taken down').waitFor();
    await page.getByLabel('Reason for the ban').fill(BAN_REASON);
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    await page.getByText('Banned.', { exact: true }).waitFor();
    await page.getByText(`Banned: ${BAN_REASON}`).waitFor();
    await shot(page, 'member-page');
    expectQuiet(pages.staff);

    // The member's page, still open, asks again: they are a visitor now, whom a member page sends home.
    const { page: own } = pages.member;
    expect((await own.request.get(uploadsListPath(1))).status()).toBe(401);
    await own.reload();
    await own.waitForURL(`${j.server.base}/`);
    // The address changes before the home page is drawn, and drawing it closes every open menu.
    await own.getByRole('heading', { level: 1, name: 'Latest videos' }).waitFor();
    // Below the full header's width, signing in is in the menu.
    await own.getByRole('button', { name: 'Menu' }).click();
    await own.getByRole('button', { name: 'Login' }).click();
    const login = own.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username or e-mail').fill(j.uploader.usr);
    await login.getByLabel('Password').fill(j.uploader.pwd);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByText('This account has been suspended. Contact support if you think this is a mistake.').waitFor();
    // Chromium reports the refused calls (the ended session's, the refused sign-in) itself.
    expectQuiet(pages.member, [/status of 40[13] \(/]);
  });

  it('lists the jobs and the catalogue, and the audit log shows approve, takedown and ban, newest first', async () => {
    const { page } = pages.staff;
    await openSection(page, 'Jobs', 'Jobs');
    await page.getByRole('row').filter({ hasText: TITLE }).waitFor();
    await shot(page, 'jobs');
    await openSection(page, 'Catalogue', 'Catalogue');
    await shot(page, 'catalogue');

    await openSection(page, 'Audit log', 'Audit log');
    await page.getByRole('table').waitFor();
    const actions = (await bodyRows(page)).filter((cells) => cells[1] === j.moderator.usr).map((cells) => [cells[2], cells[3]]);
    expect(actions).toEqual([
      ['Banned', `Member #${j.uploader.user_id}`],
      ['Took down', `Video #${videoId}`],
      ['Approved', `Video #${videoId}`],
    ]);
    await shot(page, 'audit-log');
    expectQuiet(pages.staff);
  });
});

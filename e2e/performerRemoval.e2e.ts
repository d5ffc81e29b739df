// The performer removal form in a real Chromium against the real server, in the demo's own settings
// (the house preroll on, the age gate on a first visit): a visitor's refusals show beside their
// field, a request for a published video is confirmed, the video is held at once (its page answers
// as for a video that does not exist, with no player), and a moderator finds the request in the
// console's report queue with its due date. The server is this file's own, so that holding a video
// and signing a moderator in touch no other file's catalogue.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type RunnerTestCase } from 'vitest';
import { videosPath, type VideoList } from '@reel/api/endpoints';
import type { AdminPage, ReportGroup } from '@reel/api/moderation';
import { adminPagePath, pagePath, watchPagePath } from '@reel/api/pages';
import { createMember, signIn, storeHousePreroll, startTestApp, type TestApp } from '@reel/server/testing';
import { launchChromium, openPage, type WatchedPage } from './support/browser';
import { contrastRatio } from './support/contrast';
import { browserCookies } from './support/member';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/** The seeded catalogue has no media files: the 404s of its pictures are allowed. */
const SYNTHETIC_MEDIA = /\/media\/synthetic-[\w-]+\/[\w.-]+\.(jpg|mp4)\)$/;
/** The least contrast of a form's text on its field (WCAG AA, normal text). */
const MIN_TEXT_CONTRAST = 4.5;
const STATEMENT = 'I am the woman in this video and I never agreed to its publication.';

let server: TestApp;
let browser: Browser;
let work = '';
let moderatorCookies = '';
let moderator = { user_id: 0, usr: '', eml: '', pwd: '' };
let video = { video_id: 0, dir: '', title: '' };
const opened: WatchedPage[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reel-removal-e2e-'));
  server = await startTestApp({
    videos: 4,
    publicUrlIsSelf: true,
    env: { SITE_DIST, EMBED_DIST, UPLOAD_WORKERS: '0', LOG_LEVEL: 'warn', MEDIA_DIR: join(work, 'media') },
  });
  // The demo's own settings: its first seed stores the house preroll, so every visitor meets the advert.
  expect(await storeHousePreroll(server.database, server.base)).toBe(true);
  const staff = await createMember(server.database, { role: 'moderator' });
  moderator = { user_id: staff.user_id, usr: staff.username, eml: staff.email, pwd: staff.password };
  moderatorCookies = await signIn(server.app, staff.username, staff.password);
  const { body } = await server.json<VideoList>(videosPath({ lifetime: 0 }));
  video = body.videos[0];
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const w of opened) await w.page.context().close();
  await browser?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A visitor's first visit: the age gate opens a moment after the page and is accepted. */
async function visitor(path: string, test: RunnerTestCase): Promise<WatchedPage> {
  const w = await openPage(browser, server.base, { ageGate: true, test });
  opened.push(w);
  await w.page.goto(path);
  await w.page.getByRole('dialog', { name: 'This is an adult website' }).getByRole('button', { name: 'Accept and enter' }).click();
  return w;
}

/** The error shown inside the field of the control labelled `label`. */
const errorBeside = (page: Page, label: string): Locator =>
  page
    .locator('.form__field')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.form__error');

async function fill(page: Page, fields: { video: string; name: string; email: string; statement: string }): Promise<void> {
  await page.getByLabel('Address of the video', { exact: true }).fill(fields.video);
  await page.getByLabel('Your full name', { exact: true }).fill(fields.name);
  await page.getByLabel('Your e-mail', { exact: true }).fill(fields.email);
  await page.getByLabel('Your statement', { exact: true }).fill(fields.statement);
  await page.getByRole('checkbox').check();
}

const send = (page: Page) => page.getByRole('button', { name: 'Send request' }).click();

function expectQuiet(w: WatchedPage, allowed: RegExp[] = []): void {
  expect(w.errors.filter((e) => !SYNTHETIC_MEDIA.test(e) && !allowed.some((a) => a.test(e)))).toEqual([]);
  expect(w.warnings).toEqual([]);
}

describe('the performer removal form', () => {
  it('shows each refusal beside its field, gives its own address as the example, and its statement box reads like the others', async ({
    task,
  }) => {
    const w = await visitor(pagePath('performer-removal', {}), task);
    const { page } = w;
    await page.getByRole('heading', { level: 1, name: 'Performer removal request' }).waitFor();

    // The text of the statement box is the other fields' colour on their background, and legible.
    const colours = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((el) => {
        const style = getComputedStyle(el);
        return { color: style.color, background: style.backgroundColor };
      });
    const statement = await colours('Your statement');
    expect(statement).toEqual(await colours('Your full name'));
    expect(contrastRatio(statement.color, statement.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(await page.getByText('for example', { exact: false }).textContent()).toContain(`for example ${server.base}/video/`);

    await send(page);
    await errorBeside(page, 'Address of the video').getByText('Give the address of the video.').waitFor();

    await fill(page, { video: `${server.base}/video/x/`, name: '', email: 'ann@example.com', statement: STATEMENT });
    await send(page);
    await errorBeside(page, 'Your full name').getByText('Give your full name.').waitFor();
    expect(await errorBeside(page, 'Address of the video').count()).toBe(0);

    // An address of another site's page, or of no video of ours, names no video: the server says so.
    await fill(page, {
      video: 'https://elsewhere.example/some/page/',
      name: 'Ann Example',
      email: 'ann@example.com',
      statement: STATEMENT,
    });
    await send(page);
    await errorBeside(page, 'Address of the video')
      .getByText('No video on this site has that address (or it is already off the site).')
      .waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    // Chromium reports the refused request (404) itself.
    expectQuiet(w, [/status of 404 \(Not Found\)/]);
  });

  it('confirms a request for a published video, which is held at once, and puts it in the console queue with its due date', async ({
    task,
  }) => {
    const watchPath = watchPagePath(video.video_id, video.dir);
    const before = await visitor(watchPath, task);
    await before.page.getByRole('button', { name: 'Play', exact: true }).first().waitFor();
    await before.page.getByRole('heading', { level: 1, name: video.title }).waitFor();

    const w = await visitor(pagePath('performer-removal', {}), task);
    await fill(w.page, { video: `${server.base}${watchPath}`, name: 'Ann Example', email: 'ann@example.com', statement: STATEMENT });
    await send(w.page);
    await w.page
      .getByRole('status')
      .getByText('Your request was received. The video is off the site while a moderator reviews it; we will write to you.')
      .waitFor();
    expectQuiet(w);

    // Held: its page answers as for a video that does not exist, with no player, to the visitor who watched it.
    const res = await before.page.goto(watchPath);
    expect(res?.status()).toBe(404);
    await before.page.getByText('Oops! Content not found!').waitFor();
    expect(await before.page.locator('video').count()).toBe(0);
    expect(await before.page.getByRole('button', { name: 'Play', exact: true }).count()).toBe(0);
    expectQuiet(before, [/status of 404 \(Not Found\)/]);

    const answer = await fetch(`${server.base}/api/admin/reports?state=open`, { headers: { cookie: moderatorCookies } });
    const group = ((await answer.json()) as AdminPage<ReportGroup>).items.find((g) => g.target_id === video.video_id);
    expect(group?.worst).toBe('non_consensual');
    const due = `${new Date(group!.due_at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

    const staff = await openPage(browser, server.base, { test: task });
    opened.push(staff);
    await staff.page.context().addCookies(browserCookies({ ...moderator, cookies: moderatorCookies }, server.base));
    await staff.page.goto(adminPagePath('admin_reports'));
    const row = staff.page.getByRole('row').filter({ hasText: video.title });
    await row.getByText('Non-consensual', { exact: true }).waitFor();
    await row.getByText(due, { exact: true }).waitFor();
    expect(await row.getByText('Overdue').count()).toBe(0);
    expectQuiet(staff);
  });
});

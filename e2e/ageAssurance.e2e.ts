// Age assurance in a real Chromium against a real OpenID provider (oidc-provider on loopback, a
// stand-in for a commercial age-assurance service): in a place whose policy is `verify`, the gate
// lists the providers and offers no "I am 18" button, no poster or video frame is fetched before the
// check (the network is watched: the server refuses every media address), the whole redirect through
// the provider's own sign-in and consent forms ends on the result page, and the video opens after.
// A provider answering "under 18" leaves the site closed. The visitor has the click-through cookie
// of a `declare` place, which must not count. The settings are the fresh install's plus the age
// policy, so no advert: what is watched here is which media addresses the server answers. The same
// provider verifies a member's identity as an uploader: refused at the upload page, the member
// verifies with it and comes back to the upload form.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchPagePath } from '@reel/api/pages';
import { DEFAULT_SITE_SETTINGS } from '@reel/api/settings';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_ACCOUNT,
  createMember,
  MINOR_ACCOUNT,
  signIn,
  startTestAgeProvider,
  startTestApp,
  storeSiteSettings,
  type TestAgeProvider,
  type TestApp,
} from '@reel/server/testing';
import { launchChromium, openPage, type WatchedPage } from './support/browser';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
const GATE = 'Confirm your age';
const GB = { 'cf-ipcountry': 'GB' };
const MEDIA = /\/(media|get_file)\//;

let server: TestApp;
let idp: TestAgeProvider;
let browser: Browser;
let work = '';
let watchPath = '';
const opened: WatchedPage[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reel-age-e2e-'));
  idp = await startTestAgeProvider();
  server = await startTestApp({
    videos: 4,
    publicUrlIsSelf: true,
    env: {
      SITE_DIST,
      EMBED_DIST,
      UPLOAD_WORKERS: '0',
      LOG_LEVEL: 'warn',
      MEDIA_DIR: join(work, 'media'),
      AGE_PROVIDERS: JSON.stringify([idp.entry('test', 'Test provider')]),
    },
  });
  idp.allow([`${server.base}/api/age/callback`, `${server.base}/api/uploader/verify/callback`]);
  await storeSiteSettings(server.database, {
    ...DEFAULT_SITE_SETTINGS,
    agePolicy: { default: 'declare', places: [{ place: 'GB', mode: 'verify' }] },
  });
  const [video] = await server.database.query<{ video_id: number; dir: string }>(
    `SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1`,
  );
  watchPath = watchPagePath(video.video_id, video.dir);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const w of opened) await w.page.context().close();
  await browser?.close();
  await server?.close();
  await idp?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A visitor in Great Britain (the CDN's header) with the click-through cookie set; every answer seen. */
async function visitorInGb(): Promise<{ w: WatchedPage; answers: Response[] }> {
  const w = await openPage(browser, server.base);
  opened.push(w);
  await w.page.context().setExtraHTTPHeaders(GB);
  const answers: Response[] = [];
  w.page.on('response', (r) => answers.push(r));
  return { w, answers };
}

/** The provider's own forms: sign in as `account`, then consent. */
async function passProvider(w: WatchedPage, account: string): Promise<void> {
  await w.page.locator('input[name="login"]').fill(account);
  await w.page.locator('input[name="password"]').fill('any password');
  await w.page.getByRole('button', { name: 'Sign-in' }).click();
  await w.page.getByRole('button', { name: 'Continue' }).click();
}

/** What the browser logs about refused and missing addresses, and the provider page's own fonts,
 * are the expected consequences here, not faults of the page. */
function expectedErrorsOnly(w: WatchedPage): void {
  const allowed = [
    /status of 40[34]/,
    new RegExp(`^console: .*\\(http://127\\.0\\.0\\.1:${new URL(idp.issuer).port}/`),
    /fonts\.googleapis/,
  ];
  w.errors.splice(0, w.errors.length, ...w.errors.filter((e) => !allowed.some((a) => a.test(e))));
}

describe('age assurance with a provider', () => {
  it('shows the providers, loads no media before the check, and opens the video after it', async () => {
    const { w, answers } = await visitorInGb();
    await w.page.goto(watchPath);
    const gate = w.page.getByRole('dialog', { name: GATE });
    const start = gate.getByRole('link', { name: 'Check my age with Test provider' });
    await start.waitFor();
    expect(await gate.getByRole('button').count()).toBe(0);
    // Nothing that shows a frame or a poster was answered before the check: every media address
    // the page may have asked for was refused, and the video's data with it.
    const media = answers.filter((r) => MEDIA.test(new URL(r.url()).pathname));
    expect(media.filter((r) => r.status() !== 403).map((r) => r.url())).toEqual([]);
    const data = answers.filter((r) => /\/api\/json\/video\//.test(r.url()));
    expect(data.every((r) => r.status() === 403)).toBe(true);

    await start.click();
    await w.page.waitForURL(/\/interaction\//);
    await passProvider(w, ADULT_ACCOUNT);
    await w.page.waitForURL(/\/age-check\/verified\//);
    await w.page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    const seen = answers.length;
    await w.page.getByRole('link', { name: 'Continue' }).click();
    await w.page.waitForURL((url) => url.pathname === watchPath);
    await w.page.locator('video').first().waitFor({ state: 'attached' });
    expect(await w.page.getByRole('dialog', { name: GATE }).count()).toBe(0);
    // After the check the server answers the video's addresses (the demo's pictures are not on disk).
    const after = answers.slice(seen).filter((r) => MEDIA.test(new URL(r.url()).pathname) || /\/api\/json\/video\//.test(r.url()));
    expect(after.some((r) => r.status() === 403)).toBe(false);
    expectedErrorsOnly(w);
  });

  it('leaves the site closed when the provider answers under 18', async () => {
    const { w } = await visitorInGb();
    await w.page.goto('/');
    await w.page.getByRole('dialog', { name: GATE }).getByRole('link', { name: 'Check my age with Test provider' }).click();
    await passProvider(w, MINOR_ACCOUNT);
    await w.page.waitForURL(/\/age-check\/under_age\//);
    await w.page.getByRole('heading', { name: 'This site is for adults only' }).waitFor();
    await w.page.goto(watchPath);
    await w.page.getByRole('dialog', { name: GATE }).waitFor();
    expectedErrorsOnly(w);
  });

  it('shows the same gate in the embed, with no video in it', async () => {
    const { w, answers } = await visitorInGb();
    await w.page.goto(`/embed/${watchPath.split('/')[2]}/`);
    await w.page.getByRole('dialog', { name: GATE }).getByRole('link', { name: 'Check my age with Test provider' }).waitFor();
    expect(answers.filter((r) => MEDIA.test(new URL(r.url()).pathname) && r.status() !== 403)).toEqual([]);
    expect(await w.page.locator('video').count()).toBe(0);
    expectedErrorsOnly(w);
  });

  it('verifies a member refused at the upload page as an uploader, and opens the upload form', async () => {
    const m = await createMember(server.database, { verified: true });
    const cookies = (await signIn(server.app, m.username, m.password)).split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: server.base, httpOnly: name === 'sid', sameSite: 'Lax' as const };
    });
    // Outside Great Britain: the age gate stays out of this test, which is about uploading.
    const w = await openPage(browser, server.base);
    opened.push(w);
    await w.page.context().addCookies(cookies);
    await w.page.goto('/upload/');
    await w.page.getByRole('link', { name: 'Verify with Test provider' }).click();
    await w.page.waitForURL(/\/interaction\//);
    await passProvider(w, ADULT_ACCOUNT);
    await w.page.getByRole('heading', { name: 'You are a verified uploader' }).waitFor();
    await w.page.getByRole('link', { name: 'Upload a video' }).click();
    await w.page.waitForURL((url) => url.pathname === '/upload/');
    await w.page.getByLabel('Select a file').waitFor({ state: 'attached' });
    expect(await w.page.getByRole('link', { name: 'Verify with Test provider' }).count()).toBe(0);
    expectedErrorsOnly(w);
  });
});

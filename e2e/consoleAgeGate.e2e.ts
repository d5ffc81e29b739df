// The staff console in a real Chromium on a fresh browser, one that has never answered the age gate:
// a moderator's console opens without it (staff confirmed their age by their role), while a visitor
// whom the console sends to the sign-in page meets the gate there as on any page of the site.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOME_PATH } from '@reel/api/pages';
import { createMember, signIn, startTestApp, type TestApp } from '@reel/server/testing';
import { launchChromium, openPage, type WatchedPage } from './support/browser';
import { browserCookies } from './support/member';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
const GATE = 'This is an adult website';
/** The seeded catalogue has no media files: the 404s of its pictures are allowed. */
const SYNTHETIC_MEDIA = /\/media\/synthetic-[\w-]+\/[\w.-]+\.(jpg|mp4)\)$/;

let server: TestApp;
let browser: Browser;
let work = '';
const opened: WatchedPage[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reel-console-gate-e2e-'));
  server = await startTestApp({
    videos: 4,
    publicUrlIsSelf: true,
    env: { SITE_DIST, EMBED_DIST, UPLOAD_WORKERS: '0', LOG_LEVEL: 'warn', MEDIA_DIR: join(work, 'media') },
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const w of opened) await w.page.context().close();
  await browser?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A browser that has never seen the site: no `_agev` cookie. */
async function freshPage(): Promise<WatchedPage> {
  const w = await openPage(browser, server.base, { ageGate: true });
  opened.push(w);
  return w;
}

describe('the age gate and the staff console', () => {
  it("opens a moderator's console with no gate on a fresh browser", async () => {
    const staff = await createMember(server.database, { role: 'moderator' });
    const w = await freshPage();
    const cookies = await signIn(server.app, staff.username, staff.password);
    await w.page
      .context()
      .addCookies(
        browserCookies({ user_id: staff.user_id, usr: staff.username, eml: staff.email, pwd: staff.password, cookies }, server.base),
      );
    await w.page.goto(ADMIN_HOME_PATH);
    await w.page.getByRole('navigation', { name: 'Console sections' }).waitFor();
    // Long enough for the gate's own chunk to have arrived, had it been asked for.
    await w.page.waitForTimeout(1000);
    expect(await w.page.getByRole('dialog', { name: GATE }).count()).toBe(0);
    expect(await w.page.locator('.modal-pending').count()).toBe(0);
    w.errors.splice(0, w.errors.length, ...w.errors.filter((e) => !SYNTHETIC_MEDIA.test(e)));
    expect(w.errors).toEqual([]);
  });

  it('shows the gate on the sign-in page the console sends a visitor to', async () => {
    const w = await freshPage();
    await w.page.goto(ADMIN_HOME_PATH);
    await w.page.waitForURL(/\/signin\/$/);
    await w.page.getByRole('dialog', { name: GATE }).waitFor();
    // The console's question "who is signed in?" is answered 401 for a visitor, which sends them on.
    const allowed = [SYNTHETIC_MEDIA, /status of 401 \(Unauthorized\) \(http:[^)]+\/api\/admin\/me\)$/];
    w.errors.splice(0, w.errors.length, ...w.errors.filter((e) => !allowed.some((a) => a.test(e))));
    expect(w.errors).toEqual([]);
  });
});

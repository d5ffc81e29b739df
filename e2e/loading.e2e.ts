// How the watch page loads, opened as a first visit on a phone-sized screen with the CPU slowed
// down: the calls and chunks its head names are fetched once, from there; the poster is on screen
// before the player builds itself; nothing on the page moves while it loads.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pagePerTest, type WatchedPage } from './support/browser';
import { browserCookies, registerMember } from './support/member';

const PHONE = { width: 375, height: 800 };
/** Lighthouse's mobile CPU slowdown: paints fall between the page's steps as on a phone. */
const CPU_SLOWDOWN = 4;
/** Chromium warns about a preload nobody used a few seconds after the load event. */
const UNUSED_PRELOAD_WARNING_MS = 3500;
/** The most scripts a watch page names (module scripts and modulepreloads): each is a request on
 * the host's six HTTP/1.1 connections before the page can run (site/chunkGroups.ts). */
const WATCH_PAGE_SCRIPTS_MAX = 10;

interface ListedVideo {
  video_id: number;
  dir: string;
  vr?: string;
  is_private?: number;
}

const SITE_DIST = process.env.E2E_SITE_DIST ?? join(resolve(fileURLToPath(import.meta.url), '..', '..'), 'site', 'dist');

/** The watch route's chunk as the build named it (chunks are named by their hash alone). */
function watchChunkPath(): string {
  const manifest = JSON.parse(readFileSync(join(SITE_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return `/${manifest['src/routes/Watch.tsx'].file}`;
}

/** A public, flat video's page (Chromium's software WebGL warns on the console under VR). */
async function flatVideoPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/json/videos2/3600/str/latest-updates/24/all..1.all...json`);
  const { videos } = (await res.json()) as { videos: ListedVideo[] };
  const video = videos.find((v) => !v.vr && !v.is_private);
  if (!video) throw new Error('no flat public video in the latest list');
  return `/video/${video.video_id}/${video.dir}/`;
}

/** The scripts a page names: module scripts and modulepreloads in its head, or in the loader that
 * adds them once the poster has painted (packages/server/src/pages/loadOrder.ts). */
function namedScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const loaded = [...html.matchAll(/\{"kind":"(?:script|modulepreload)","href":"([^"]+)"/g)];
  return [...tags.map((m) => m[1] ?? m[2]), ...loaded.map((m) => m[1])];
}

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

describe('loading the watch page', () => {
  const baseUrl = inject('baseUrl');
  let w: WatchedPage;
  pagePerTest(baseUrl, (page) => (w = page), { viewport: PHONE });

  it('carries the video and its files in the page, and fetches the related list once, from the preload in the head', async () => {
    const { page } = w;
    const path = await flatVideoPath(baseUrl);
    const html = await (await fetch(baseUrl + path)).text();
    const named = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    // The video and its signed files are in the page itself (the player's boot data): only the
    // related list is a call, named in the head so it starts with the page.
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(/related/);
    expect(html).toContain('id="reel-player-boot"');
    await page.goto(path);
    await page.locator('.reel-player video').waitFor({ state: 'attached' });
    // Long enough for Chromium to warn about an unused preload (the test fails on any warning).
    await page.waitForTimeout(UNUSED_PRELOAD_WARNING_MS);
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ path: e.name.slice(location.origin.length), by: (e as PerformanceResourceTiming).initiatorType })),
    );
    for (const call of named) expect([call, entries.filter((e) => e.path === call)]).toEqual([call, [{ path: call, by: 'link' }]]);
    // Neither the video's call nor its file list is asked for: the page had them.
    expect(entries.filter((e) => /^\/api\/(json\/video\/|videofile\.php)/.test(e.path))).toEqual([]);
    // The route's chunk came with the page too: one request for it, none made after the entry ran.
    const watchChunks = entries.filter((e) => e.path === watchChunkPath());
    expect(watchChunks).toHaveLength(1);
    expect(namedScripts(html)).toContain(watchChunks[0]?.path);
  });

  it('shows the poster where the player will be, then the player, without moving anything', async () => {
    const { page } = w;
    const path = await flatVideoPath(baseUrl);
    await slowCpu(page);
    await page.addInitScript(() => {
      const seen = { shift: 0, firstArea: '' };
      Object.assign(window, { loadMarks: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[])
          seen.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      // What the player's area held when it first appeared.
      new MutationObserver((_, observer) => {
        const area = document.querySelector('.watch-player');
        if (!area) return;
        seen.firstArea = area.querySelector('.reel-player') ? 'player' : area.querySelector('img') ? 'poster' : 'empty';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await page.locator('.reel-player video').waitFor({ state: 'attached' });
    // The parts built after the first paint (related videos, comments) are in place too.
    await page.locator('.watch-related__item').first().waitFor();
    await page.waitForTimeout(1000);
    const marks = await page.evaluate(() => (window as unknown as { loadMarks: { shift: number; firstArea: string } }).loadMarks);
    expect(marks).toEqual({ shift: 0, firstArea: 'poster' });
  });

  it("paints the server's poster as the largest paint, where the player then stands, with nothing moving", async () => {
    const { page } = w;
    const path = await flatVideoPath(baseUrl);
    await slowCpu(page);
    await page.addInitScript(() => {
      const seen = { shift: 0, paints: [] as { id: string; size: number }[], box: '', asked: [] as string[] };
      Object.assign(window, { posterMarks: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { id: string; size: number }[])
          seen.paints.push({ id: entry.id, size: entry.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // Where the server's poster stood, read when the scripts are first asked for (after it painted).
      new MutationObserver((_, observer) => {
        const poster = document.getElementById('reel-boot-poster');
        if (!poster || !document.querySelector('script[type="module"]')) return;
        const r = poster.getBoundingClientRect();
        seen.box = [r.x, r.y, r.width, r.height].join(',');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await page.locator('.reel-player video').waitFor({ state: 'attached' });
    await page.locator('.watch-related__item').first().waitFor();
    await page.waitForTimeout(1000);
    const marks = await page.evaluate(
      () => (window as unknown as { posterMarks: { shift: number; paints: { id: string; size: number }[]; box: string } }).posterMarks,
    );
    const player = await page.locator('.reel-player').boundingBox();
    expect(marks.box).toBe([player?.x, player?.y, player?.width, player?.height].join(','));
    // The last (largest) paint is the server's poster: the player's own poster, as large, is not a new one.
    expect(marks.paints.at(-1)?.id).toBe('reel-boot-poster');
    expect(marks.shift).toBe(0);
  });

  it('names a handful of scripts, not one per shared module', async () => {
    const html = await (await fetch(baseUrl + (await flatVideoPath(baseUrl)))).text();
    const scripts = namedScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(WATCH_PAGE_SCRIPTS_MAX);
  });

  it('asked to play, asks for the video file before any script, and draws the page after its first frame', async () => {
    const { page } = w;
    const path = `${await flatVideoPath(baseUrl)}?autostart=1`;
    // A member, who gets no advert: a visitor's page waits for the preroll's overlay, so it carries
    // no <video> that plays before the scripts.
    await page.context().addCookies(browserCookies(await registerMember(baseUrl, inject('outboxDir')), baseUrl));
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    await page.addInitScript(() => {
      const marks: { frame?: number; page?: number; sheetsAtFrame?: number } = {};
      Object.assign(window, { loadMarks: marks });
      new MutationObserver(() => {
        const video = document.querySelector('video');
        if (video && !video.dataset.watched) {
          video.dataset.watched = '1';
          video.requestVideoFrameCallback(() => {
            marks.frame ??= performance.now();
            marks.sheetsAtFrame ??= document.styleSheets.length;
          });
        }
        if (document.querySelector('.watch-page')) marks.page ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await page.locator('.reel-player video').waitFor({ state: 'attached' });
    const marks = await page.evaluate(
      () => (window as unknown as { loadMarks: { frame?: number; page?: number; sheetsAtFrame?: number } }).loadMarks,
    );
    const file = asked.findIndex((p) => p.startsWith('/get_file/'));
    const firstScript = asked.findIndex((p) => p.startsWith('/assets/') && p.endsWith('.js'));
    expect(file).toBeGreaterThanOrEqual(0);
    expect(file).toBeLessThan(firstScript);
    // The page React draws comes after the video's first frame (the server's <video> plays on its own).
    expect(marks.frame).toBeDefined();
    expect(marks.page).toBeGreaterThan(marks.frame!);
    // The rendering that shows that frame had no stylesheet to apply (the video places itself);
    // the site's own styles are in force when the page is drawn: its header sticks to the top.
    expect(marks.sheetsAtFrame).toBe(0);
    await page.locator('.header').waitFor();
    expect(await page.locator('.header').evaluate((h) => getComputedStyle(h).position)).toBe('sticky');
  });
});

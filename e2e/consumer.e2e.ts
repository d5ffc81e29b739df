// An outside developer's first hour with the SDK, in a temp folder outside this repository: the two
// packages packed as tarballs, installed with npm into a fresh Vite + React app (React 18 and 19),
// built for production and opened in Chromium, where an mp4, a WebM and an HLS source given by
// address on another origin play with captions; and a plain HTML page that loads the script-tag
// build and plays the mp4 with captions; and a plain HTML page with the <reel-player> element from
// the same build, its events, attributes and removal. The media host is a second static server, so
// nothing is same-origin.
// Needs the npm registry (the apps install Vite and React from it); without it the file skips and
// says why. Runs in its own Vitest project, without the Reel server the other browser tests share.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReelPlayerElement } from '@reel/player/element';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, type WatchedPage } from './support/browser';
import {
  DEMOS,
  buildApp,
  hlsChunks,
  installApp,
  registryUnreachable,
  typecheckApp,
  writeElementPage,
  writeReactApp,
  writeScriptTagPage,
  type DemoId,
  type ElementPageEvent,
  type ElementPageWindow,
} from './support/consumerApp';
import {
  HANDLE_TIMEOUT_MS,
  PLAYED_PAST_S,
  PLAY_TIMEOUT_MS,
  PREPARE_TIMEOUT_MS,
  REACT_LINES,
  STEP_TIMEOUT_MS,
  VITE_CHUNK_WARNING_BYTES,
  WEBM_FILE,
  type ReactLine,
} from './support/consumerConstants';
import { extractScriptTagBuild, packTarballs, type Tarballs } from './support/consumerPack';
import { serveStatic, type StaticServer } from './support/storybookServer';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const FIXTURES = join(REPO, 'e2e', 'fixtures', 'media');
/** One npm cache for every app and every run (gitignored), so a second run installs offline. */
const NPM_CACHE = join(REPO, '.tmp', 'consumer-npm-cache');
const LINES = Object.keys(REACT_LINES) as ReactLine[];

function log(message: string): void {
  console.log(`[consumer] ${message}`);
}

/** What the page shows of one player's video: enough to say why it does not count as playing. */
interface VideoReport {
  currentTime: number;
  currentSrc: string;
  error: string | null;
  styleElements: number;
  containerType: string;
  track: { mode: string; language: string; activeCues: number; cue: string } | null;
}

async function reportVideo(page: Page, root: string): Promise<VideoReport | string> {
  return page.evaluate((sel) => {
    const video = document.querySelector<HTMLVideoElement>(`${sel} video`);
    if (!video) return `no <video> in ${sel}`;
    const track = video.textTracks.length > 0 ? video.textTracks[0] : null;
    const cue = track?.activeCues?.[0] as VTTCue | undefined;
    const box = document.querySelector(`${sel} .reel-player`);
    return {
      currentTime: video.currentTime,
      currentSrc: video.currentSrc,
      error: video.error ? `${video.error.code}: ${video.error.message}` : null,
      styleElements: document.querySelectorAll('style').length,
      containerType: box ? getComputedStyle(box).containerType : 'no .reel-player',
      track: track && { mode: track.mode, language: track.language, activeCues: track.activeCues?.length ?? 0, cue: cue?.text ?? '' },
    };
  }, root);
}

/**
 * Waits until the video under `root` has played past PLAYED_PAST_S with a caption cue active, then
 * checks what a developer would look at: it played, the captions show, and the styles came from the
 * package's CSS file (no <style> injected, the player's rules applied).
 */
async function expectPlaysWithCaptions(page: Page, root: string): Promise<VideoReport> {
  await page
    .waitForFunction(
      ({ sel, past }) => {
        const video = document.querySelector<HTMLVideoElement>(`${sel} video`);
        return video !== null && video.currentTime > past && (video.textTracks[0]?.activeCues?.length ?? 0) > 0;
      },
      { sel: root, past: PLAYED_PAST_S },
      { timeout: PLAY_TIMEOUT_MS },
    )
    .catch(() => undefined); // The report below says what was missing.
  const report = await reportVideo(page, root);
  if (typeof report === 'string') throw new Error(report);
  expect(report.error, `${root}: the video failed`).toBeNull();
  expect(report.currentTime, `${root}: currentTime (${report.currentSrc})`).toBeGreaterThan(PLAYED_PAST_S);
  expect(report.track, `${root}: the captions track`).toMatchObject({ mode: 'showing', language: 'en' });
  expect(report.track?.activeCues, `${root}: active caption cues`).toBeGreaterThan(0);
  expect(report.styleElements, 'no <style> injected: the styles come from the CSS file').toBe(0);
  expect(report.containerType, "the player's rules from the CSS file apply").toBe('inline-size');
  return report;
}

/** What each page leaves on window: its players by demo id (React's ref handles, or createPlayer's players). */
interface PlayersWindow {
  demoPlayers?: Record<string, { ready: Promise<boolean>; play(): Promise<void> } | null>;
}

/**
 * Calls play() on the page's player `id` once it is ready (React sets its handle in an effect, after
 * the page's load event); says what went wrong if it cannot.
 */
async function startPlayer({ page, errors }: WatchedPage, id: string): Promise<void> {
  await page
    .waitForFunction((key) => (window as PlayersWindow).demoPlayers?.[key] != null, id, { timeout: HANDLE_TIMEOUT_MS })
    .catch(() => undefined); // The outcome below says it is missing.
  const outcome = await page.evaluate(async (key) => {
    const handle = (window as PlayersWindow).demoPlayers?.[key];
    if (!handle) return `window.demoPlayers.${key} is not set`;
    if (!(await handle.ready)) return `window.demoPlayers.${key}.ready resolved false`;
    await handle.play();
    return 'playing';
  }, id);
  expect(outcome, `starting player ${id} (the page's errors: ${errors.join(' | ') || 'none'})`).toBe('playing');
}

const skipReason = await registryUnreachable();
if (skipReason) console.warn(`[consumer] SKIPPED: ${skipReason}`);

// The reason is in the suite's name too, so a report that shows only names still says why.
describe.skipIf(skipReason !== null)(
  skipReason ? `SKIPPED: ${skipReason}` : 'the SDK installed from its tarballs by an outside app',
  () => {
    let work = '';
    let tarballs: Tarballs | undefined;
    /** Each React line's install: its error is kept for that line's tests, so one line's failure does not hide the other's. */
    const installs = new Map<ReactLine, Error | null>();
    let appHost: StaticServer | undefined;
    let mediaHost: StaticServer | undefined;
    let browser: Browser | undefined;

    const appDir = (line: ReactLine) => join(work, 'apps', line);
    const plainDir = () => join(work, 'plain');
    const pageUrl = (path: string) => `${appHost!.url}/${path}?media=${encodeURIComponent(`${mediaHost!.url}/`)}`;

    async function open(path: string): Promise<WatchedPage> {
      const watched = await openPage(browser!, appHost!.url, { viewport: { width: 1280, height: 1400 } });
      await watched.page.goto(pageUrl(path));
      return watched;
    }

    /** Closes the page and checks its console stayed clean. */
    async function close({ page, errors, warnings }: WatchedPage): Promise<void> {
      await page.context().close();
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
    }

    function installed(line: ReactLine): string {
      const error = installs.get(line);
      if (error) throw error;
      return appDir(line);
    }

    beforeAll(async () => {
      const started = Date.now();
      const secs = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
      work = await mkdtemp(join(tmpdir(), 'reel-consumer-'));
      tarballs = await packTarballs(join(work, 'tarballs'));
      log(`packed in ${secs()}: ${tarballs.player}, ${tarballs.react}`);
      await Promise.all(
        LINES.map(async (line) => {
          try {
            await writeReactApp(appDir(line), line, tarballs!);
            await installApp(appDir(line), NPM_CACHE);
            installs.set(line, null);
          } catch (err) {
            installs.set(line, err as Error);
          }
        }),
      );
      log(`both apps installed at ${secs()}`);
      // The app host and the media host are two origins: the media answers with CORS, as a CDN would.
      appHost = await serveStatic(work);
      mediaHost = await serveStatic(FIXTURES, { headers: { 'Access-Control-Allow-Origin': '*' } });
      browser = await launchChromium();
    }, PREPARE_TIMEOUT_MS);

    afterAll(async () => {
      await browser?.close();
      await appHost?.close();
      await mediaHost?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    for (const line of LINES) {
      it(
        `${line}: the Vite build plays an mp4, a WebM and an HLS source from another origin, with captions`,
        async () => {
          const dir = installed(line);
          const started = Date.now();
          await buildApp(dir);
          log(`${line} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          // hls.js's light build keeps the app's hls.js chunk under Vite's chunk-size warning.
          const chunks = await hlsChunks(dir);
          log(`${line} hls.js chunk: ${chunks.map((c) => `${c.file} ${c.bytes} B`).join(', ')}`);
          expect(chunks, 'one hls.js chunk in the app build').toHaveLength(1);
          expect(chunks[0].bytes, `${chunks[0].file}, minified`).toBeLessThan(VITE_CHUNK_WARNING_BYTES);
          const watched = await open(`apps/${line}/dist/index.html`);
          for (const id of DEMOS) await startPlayer(watched, id);
          const reports: Partial<Record<DemoId, VideoReport>> = {};
          for (const id of DEMOS) reports[id] = await expectPlaysWithCaptions(watched.page, `[data-demo=${id}]`);
          // hls: 'force' means hls.js fed the element through Media Source Extensions.
          expect(reports.hls?.currentSrc, 'the HLS demo plays through hls.js').toMatch(/^blob:/);
          await close(watched);
        },
        STEP_TIMEOUT_MS,
      );

      it(
        `${line}: the app type-checks against the packed declarations`,
        async () => {
          await typecheckApp(installed(line));
        },
        STEP_TIMEOUT_MS,
      );
    }

    it('script tag: a plain HTML page loads the ESM build and its CSS file, and plays the mp4 with captions', async () => {
      await extractScriptTagBuild(tarballs!.player, plainDir());
      await writeScriptTagPage(plainDir());
      const watched = await open('plain/index.html');
      await startPlayer(watched, 'mp4');
      await expectPlaysWithCaptions(watched.page, '#player');
      await close(watched);
    });

    it('<reel-player>: a plain HTML page plays the mp4, gets its events, follows muted and src, and removes it cleanly', async () => {
      const elementDir = join(work, 'element');
      await extractScriptTagBuild(tarballs!.player, elementDir);
      await writeElementPage(elementDir);
      const watched = await open('element/index.html');
      const { page } = watched;
      const events = () => page.evaluate(() => (window as unknown as ElementPageWindow).elementEvents);
      /** Waits for an event of `type` whose detail passes `check` (a JavaScript expression of `detail`). */
      const seen = async (type: ElementPageEvent, check = 'true') =>
        page
          .waitForFunction(
            ({ t, test }) =>
              (window as unknown as ElementPageWindow).elementEvents.some(
                (e) => e.type === t && Boolean(new Function('detail', `return ${test}`)(e.detail)),
              ),
            { t: type, test: check },
            { timeout: PLAY_TIMEOUT_MS },
          )
          .catch(async () => expect.fail(`no ${type} event with ${check}; events: ${JSON.stringify(await events())}`));
      const element = 'reel-player';

      await seen('ready');
      expect(await page.evaluate((sel) => document.querySelector<ReelPlayerElement>(sel)!.ready, element)).toBe(true);
      await page.evaluate((sel) => document.querySelector<ReelPlayerElement>(sel)!.play(), element);
      await seen('play', "detail.input === 'play'");
      await seen('timeupdate', `detail.currentTime > ${PLAYED_PAST_S}`);
      const video = () =>
        page.evaluate(() => {
          const v = document.querySelector<HTMLVideoElement>('reel-player video');
          return v && { src: v.currentSrc, muted: v.muted };
        });
      expect(await video(), 'the muted attribute holds at the start').toMatchObject({ muted: true });

      // Removing the attribute unmutes the live player; adding it mutes it again.
      await page.evaluate((sel) => document.querySelector<ReelPlayerElement>(sel)!.removeAttribute('muted'), element);
      expect(await video()).toMatchObject({ muted: false });
      await seen('volume', 'detail.muted === false');
      await page.evaluate((sel) => document.querySelector<ReelPlayerElement>(sel)!.setAttribute('muted', ''), element);
      expect(await video()).toMatchObject({ muted: true });

      // A seek to just before the end: the video ends and the element says so.
      await page.evaluate((sel) => {
        const el = document.querySelector<ReelPlayerElement>(sel)!;
        el.currentTime = el.duration - 0.3;
      }, element);
      await seen('ended', 'detail.video_id === null');

      // A new src: the player is made again on the WebM, one player and one <video> in the element.
      await page.evaluate((webm) => {
        const media = new URLSearchParams(location.search).get('media')!;
        document.querySelector<ReelPlayerElement>('reel-player')!.src = new URL(webm, media).href;
      }, WEBM_FILE);
      await page
        .waitForFunction(
          (webm) => document.querySelector<HTMLVideoElement>('reel-player video')?.currentSrc.endsWith(webm) ?? false,
          WEBM_FILE,
          { timeout: PLAY_TIMEOUT_MS },
        )
        .catch(async () => expect.fail(`the WebM never loaded: ${JSON.stringify(await video())}`));
      expect(await page.evaluate(() => document.querySelectorAll('reel-player .reel-player').length)).toBe(1);
      expect(await page.evaluate(() => document.querySelectorAll('reel-player video').length)).toBe(1);
      const timeupdates = (await events()).filter((e) => e.type === 'timeupdate').length;
      await page.evaluate((sel) => document.querySelector<ReelPlayerElement>(sel)!.play(), element);
      await page.waitForFunction(
        (before) => (window as unknown as ElementPageWindow).elementEvents.filter((e) => e.type === 'timeupdate').length > before + 1,
        timeupdates,
        { timeout: PLAY_TIMEOUT_MS },
      );
      expect((await video())?.muted, 'the new player starts muted, as the attribute says').toBe(true);

      // Removed from the page: the player is destroyed with its <video>, and stays quiet.
      const removed = await page.evaluate(async (sel) => {
        const el = document.querySelector<ReelPlayerElement>(sel)!;
        const recorded = () => (window as unknown as ElementPageWindow).elementEvents.length;
        el.remove();
        await new Promise((r) => setTimeout(r, 50));
        const count = recorded();
        await new Promise((r) => setTimeout(r, 500));
        return {
          player: el.player,
          inside: el.querySelectorAll('video, .reel-player').length,
          videos: document.querySelectorAll('video').length,
          eventsAfter: recorded() - count,
        };
      }, element);
      expect(removed).toEqual({ player: null, inside: 0, videos: 0, eventsAfter: 0 });
      await close(watched);
    });
  },
);

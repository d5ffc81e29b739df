// @reel/player with any source, in a real Chromium: a bare page (the player's page server) calls
// createPlayer with a plain mp4, a WebM and an HLS master playlist, each by its address alone (no
// type), and a WebVTT captions track served from another origin with CORS. Each must play (its
// time advances) and show the captions cue. The media are the tiny fixtures of fixtures/media/.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { HLS_CHUNK_REQUEST, openPlayerPage, type TestPage } from './fixtures/player/harness';
import { requirePlayerBuild, startPageServer, type PageServer } from './fixtures/player/server';
import { launchChromium } from './support/browser';

const FIXTURES = resolve(fileURLToPath(import.meta.url), '..', 'fixtures', 'media');
/** The first cue of fixtures/media/captions.vtt, showing from the start. */
const CUE_TEXT = 'Reel consumer test: first caption';

/** Another origin that serves the captions with CORS, as a CDN would; it counts the requests. */
async function startCaptionsHost(): Promise<{ url: string; origins: (string | undefined)[]; close(): Promise<void> }> {
  const origins: (string | undefined)[] = [];
  const body = readFileSync(join(FIXTURES, 'captions.vtt'));
  const server: Server = createServer((req, res) => {
    origins.push(req.headers.origin);
    res.writeHead(200, { 'Content-Type': 'text/vtt', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the captions host has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    origins,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

interface Made {
  ready: { engine: string; quality: string } | null;
}

/** createPlayer on the page with one source by address and the captions track; resolves with the ready event. */
function makePlayer(page: Page, src: string, captions: string, hls: 'auto' | 'force' = 'auto'): Promise<Made> {
  return page.evaluate(
    ([source, track, mode]) =>
      new Promise<Made>((done) => {
        const host = document.createElement('div');
        host.className = 'host';
        host.style.width = '640px';
        document.body.append(host);
        const player = window.Reel.createPlayer(host, {
          sources: [{ src: source }],
          textTracks: [{ src: track, srclang: 'en', label: 'English', default: true }],
          title: 'Any source',
          autoplay: true,
          muted: true,
          hls: mode,
          storage: null,
          pageUrl: location.href,
        });
        window.reelPlayers.push(player);
        player.on('ready', (r) => done({ ready: { engine: String(r.engine), quality: r.quality } }));
        player.on('error', (e) => window.reel.events.push({ name: 'error', payload: { kind: e.kind, message: e.message } }));
        player.on('captions', (c) => window.reel.events.push({ name: 'captions', payload: c }));
        void player.ready.then((ok) => ok || done({ ready: null }));
      }),
    [src, captions, hls] as const,
  );
}

/** Time advances on the player, and the captions track shows its cue. */
async function expectPlayingWithCaptions(page: Page): Promise<void> {
  await page.waitForFunction(() => window.reelPlayers[0].getCurrentTime() > 1, undefined, { timeout: 20_000 });
  const cue = await page.waitForFunction(
    (text) => {
      const track = document.querySelector('video')?.textTracks[0];
      const active = track?.mode === 'showing' ? [...(track.activeCues ?? [])] : [];
      return active.some((c) => (c as VTTCue).text === text) && track?.language;
    },
    CUE_TEXT,
    { timeout: 10_000 },
  );
  expect(await cue.jsonValue()).toBe('en');
  expect(await page.evaluate(() => window.reelPlayers[0].getCaptions())).toBe('en');
}

describe('@reel/player with any source', () => {
  let browser: Browser;
  let server: PageServer;
  let captions: Awaited<ReturnType<typeof startCaptionsHost>>;
  let t: TestPage;

  beforeAll(async () => {
    requirePlayerBuild();
    [browser, server, captions] = await Promise.all([
      launchChromium(),
      startPageServer({ upstream: inject('baseUrl'), fixturesDir: FIXTURES }),
      startCaptionsHost(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await captions?.close();
  });
  afterEach(async () => {
    await t?.page.context().close();
  });

  it.each([
    ['a plain mp4', '/fixtures/clip.mp4', 'native', /\/fixtures\/clip\.mp4$/],
    ['a WebM', '/fixtures/clip.webm', 'native', /\/fixtures\/clip\.webm$/],
    [
      'an HLS master playlist (natively: Chromium plays HLS itself)',
      '/fixtures/hls/master.m3u8',
      'native-hls',
      /\/fixtures\/hls\/master\.m3u8$/,
    ],
  ])('plays %s given by its address alone, with captions from another origin', async (_name, path, engine, current) => {
    t = await openPlayerPage(browser, server.url);
    const made = await makePlayer(t.page, `${server.url}${path}`, `${captions.url}/captions.vtt`);
    expect(made.ready).toMatchObject({ engine, quality: 'Auto' });
    expect(await t.page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(current);
    await expectPlayingWithCaptions(t.page);
    // The caption file came over CORS, and the video element asked for no CORS of its own media.
    expect(captions.origins.at(-1)).toBe(server.url);
    expect(await t.page.locator('video').evaluate((v: HTMLVideoElement) => v.crossOrigin)).toBeNull();
    expect(t.requests.some((r) => HLS_CHUNK_REQUEST.test(r))).toBe(false);
    expect(t.errors).toEqual([]);
  });

  it('starts a file asked to play in the call, and tells its first state only after the first frame', async () => {
    t = await openPlayerPage(browser, server.url);
    const seen = await t.page.evaluate(
      (src) =>
        new Promise<{ frameAt: number; stateAt: number; state: string; sameElement: boolean }>((done) => {
          const host = document.createElement('div');
          host.style.width = '640px';
          document.body.append(host);
          let frameAt = -1;
          let started: HTMLVideoElement | null = null;
          const observer = new MutationObserver(() => {
            started = host.querySelector('video');
            if (!started) return;
            observer.disconnect();
            started.requestVideoFrameCallback(() => void (frameAt = performance.now()));
          });
          observer.observe(host, { childList: true, subtree: true });
          const player = window.Reel.createPlayer(host, {
            sources: [{ src }],
            autoplay: true,
            muted: true,
            storage: null,
            pageUrl: location.href,
          });
          window.reelPlayers.push(player);
          const off = player.on('state', (change) => {
            off();
            done({ frameAt, stateAt: performance.now(), state: change.state, sameElement: host.querySelector('video') === started });
          });
        }),
      `${server.url}/fixtures/clip.mp4`,
    );
    // The frame's callback ran before the player had a state machine to tell anything with.
    expect(seen.frameAt).toBeGreaterThan(0);
    expect(seen.stateAt).toBeGreaterThan(seen.frameAt);
    expect(seen.sameElement).toBe(true);
    await t.page.waitForFunction(() => window.reelPlayers[0].getState() === 'playing');
    await t.page.locator('.reel-player').hover();
    await expect.poll(() => t.page.locator('.reel-play').getAttribute('aria-label')).toBe('Pause');
    expect(t.errors).toEqual([]);
  });

  it('plays the HLS master playlist through hls.js where that is the engine (hls: force)', async () => {
    t = await openPlayerPage(browser, server.url);
    const made = await makePlayer(t.page, `${server.url}/fixtures/hls/master.m3u8`, `${captions.url}/captions.vtt`, 'force');
    expect(made.ready).toMatchObject({ engine: 'hlsjs', quality: 'Auto' });
    expect(await t.page.locator('video').evaluate((v: HTMLVideoElement) => v.src)).toMatch(/^blob:/);
    await expectPlayingWithCaptions(t.page);
    expect(t.requests.some((r) => r.endsWith('/fixtures/hls/segment0.ts'))).toBe(true);
    expect(t.errors).toEqual([]);
  });

  it('shows the captions menu: turning them off hides the cue and is said by the captions event', async () => {
    t = await openPlayerPage(browser, server.url);
    await makePlayer(t.page, `${server.url}/fixtures/clip.mp4`, `${captions.url}/captions.vtt`);
    await expectPlayingWithCaptions(t.page);
    await t.page.locator('.reel-player').hover();
    await t.page.locator('.reel-captions').click();
    await t.page.locator('.reel-captions-menu [data-srclang=""]').click();
    await t.page.waitForFunction(() => document.querySelector('video')?.textTracks[0].mode === 'disabled');
    expect(await t.page.evaluate(() => window.reelPlayers[0].getCaptions())).toBeNull();
    expect(await t.page.evaluate(() => window.reel.events.filter((e) => e.name === 'captions').map((e) => e.payload))).toEqual([
      { srclang: null },
    ]);
  });
});

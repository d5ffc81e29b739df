// @reel/player in a real Chromium: the built bundle (packages/player/dist) on a page of our own
// origin, whose /api, /get_file and /media go to the shared real server with its seeded catalogue
// and real test media. See fixtures/player/ for the page server, the page helpers and the picks;
// the share menu and the prerolls are in player-ads.e2e.ts, what the player does in a given time
// in playerTimed.e2e.ts.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  events,
  HLS_CHUNK_REQUEST,
  makePlayer,
  metricNames,
  nth,
  openPlayerPage,
  waitForState,
  waitForTime,
} from './fixtures/player/harness';
import { AUTOPLAY_LOG } from './fixtures/player/server';
import { usePlayerSuite } from './fixtures/player/suite';
import { CHROMIUM_ARGS } from './support/browser';

/** How late the file call answers in the autoplay test: past the page's load, by far. */
const LATE_FILE_CALL_MS = 1500;

describe('@reel/player', () => {
  const s = usePlayerSuite();

  it('plays an mp4: time advances, player_init and player_firstframe are sent, hls.js is never loaded', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { autoplay: true });
    expect(await waitForTime(page, i, 1)).toBeGreaterThan(1);
    expect(await page.evaluate((n) => window.reelPlayers[n].getState(), i)).toBe('playing');
    const ready = (await events(page, 'ready'))[0].payload as { engine: string; quality: string };
    expect(ready.engine).toBe('native');
    const firstFrame = await page.evaluate(() => window.reel.metrics.find((m) => m.name === 'player_firstframe'));
    expect(await metricNames(page)).toContain('player_init');
    expect(firstFrame && firstFrame.kind === 'event' && typeof firstFrame.data.ms).toBe('number');
    expect(s.t.requests.some((r) => HLS_CHUNK_REQUEST.test(r))).toBe(false);
    expect(s.t.errors).toEqual([]);
  });

  it('plays the HLS stream through hls.js when forced (Chromium would play it natively)', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.hls.video, { autoplay: true, forceHls: true, hls: 'force' });
    expect(await waitForTime(page, i, 1)).toBeGreaterThan(1);
    const ready = (await events(page, 'ready'))[0].payload as { engine: string; quality: string; qualities: string[] };
    expect(ready).toMatchObject({ engine: 'hlsjs', quality: 'Auto' });
    expect(ready.qualities[0]).toBe('Auto');
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.src)).toMatch(/^blob:/);
    expect(s.t.requests.some((r) => HLS_CHUNK_REQUEST.test(r))).toBe(true);
    expect(s.t.requests.some((r) => r.includes('f=video.m3u8'))).toBe(true);
    expect(s.t.errors).toEqual([]);
  });

  it('falls back to the mp4 when hls.js fails fatally (no stream for this video)', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.noHls.video, { autoplay: true, forceHls: true, hls: 'force' });
    expect(await waitForTime(page, i, 0.5)).toBeGreaterThan(0.5);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/get_file\/.*\.mp4$/);
    expect((await events(page, 'error')).map((e) => e.payload)).toContainEqual({ kind: 'hls' });
    expect(await page.evaluate(() => window.reel.metrics.some((m) => m.name === 'player_error'))).toBe(true);
  });

  it('switches quality and keeps the position and the play state; Full HD sends fullHDClick', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { autoplay: true });
    await waitForState(page, i, 'playing');
    const qualities = ((await events(page, 'ready'))[0].payload as { qualities: string[] }).qualities;
    const current = ((await events(page, 'ready'))[0].payload as { quality: string }).quality;
    const target = qualities.includes('Full HD') && current !== 'Full HD' ? 'Full HD' : (qualities.find((q) => q !== current) ?? '');
    await page.evaluate((n) => window.reelPlayers[n].pause(), i);
    await page.evaluate((n) => window.reelPlayers[n].seek(1.5), i);
    await page.waitForFunction(() => document.querySelector('video')?.seeking === false);
    await page.evaluate((n) => window.reelPlayers[n].play(), i);
    await waitForState(page, i, 'playing');
    const before = await page.evaluate((n) => window.reelPlayers[n].getCurrentTime(), i);
    await page.locator(nth(i, '.reel-quality')).click();
    await page.locator(nth(i, `.reel-quality-item[data-quality="${target}"]`)).click();
    await page.waitForFunction(
      ([n, q]) =>
        window.reel.events.some((e) => e.name === 'quality' && (e.payload as { quality: string }).quality === q) &&
        window.reelPlayers[n].getState() === 'playing',
      [i, target] as const,
    );
    const after = await page.evaluate((n) => window.reelPlayers[n].getCurrentTime(), i);
    expect(after).toBeGreaterThanOrEqual(before - 0.3);
    const suffix = { SD: '_sd.mp4', HD: '.mp4', 'Full HD': '_fhd.mp4' }[target] ?? '';
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
      new RegExp(`/\\d+${suffix.replace('.', '\\.')}$`),
    );
    expect(await page.locator(nth(i, '.reel-quality')).textContent()).toBe(target);
    if (target === 'Full HD') expect(await metricNames(page)).toContain('fullHDClick');
  });

  it('works from the keyboard: space/k, arrows (grouped skip, volume), m, digits', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.long().video, { files: s.long().files, storage: 'memory' });
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await page.locator(nth(i)).focus();
    await page.keyboard.press(' ');
    await waitForState(page, i, 'playing');
    await page.keyboard.press('k');
    await waitForState(page, i, 'paused');
    const from = await page.evaluate((n) => window.reelPlayers[n].getCurrentTime(), i);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(([n, f]) => window.reelPlayers[n].getCurrentTime() > f + 15, [i, from] as const, { timeout: 5000 });
    expect(await page.evaluate((n) => window.reelPlayers[n].getCurrentTime(), i)).toBeCloseTo(from + 20, 0);
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.9, 5);
    await page.keyboard.press('m');
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.keyboard.press('5');
    await page.waitForFunction((n) => Math.abs(window.reelPlayers[n].getCurrentTime() - 30) < 0.5, i, { timeout: 5000 });
    expect(await page.locator(nth(i, '.reel-play')).getAttribute('aria-label')).toBe('Play');
  });

  it('navigates to the next video with autostart=1 when the 12 s countdown ends', async () => {
    const { page } = await s.open();
    const next = { video_id: s.cat.other.video.video_id, dir: s.cat.other.video.dir, title: s.cat.other.video.title };
    const i = await makePlayer(page, s.cat.multi.video, { autoplay: true, upNext: next, startTime: 1.5, fakeClock: true });
    await page.locator(nth(i, '.reel-upnext')).waitFor({ state: 'visible', timeout: 20_000 });
    await page.evaluate(() => window.reelClock?.advance(11_000));
    expect(await page.evaluate(() => window.reel.navigations)).toEqual([]);
    expect(await page.locator(nth(i, '.reel-upnext-count')).textContent()).toBe('1');
    await page.evaluate(() => window.reelClock?.advance(1000));
    expect(await page.evaluate(() => window.reel.navigations)).toEqual([
      { url: `/video/${next.video_id}/${encodeURIComponent(next.dir)}/?autostart=1`, newTab: false },
    ]);
  });

  for (const width of [400, 800]) {
    it(`opens the related list by the rules at ${width} px: pause in embed mode, end in embed mode, toggle; never at ≤ 420 px`, async () => {
      const { page } = await s.open();
      const wide = width > 420;
      const embed = await makePlayer(page, s.cat.multi.video, { width, embed: true, autoplay: true });
      const normal = await makePlayer(page, s.cat.other.video, { width, autoplay: true });
      await Promise.all([waitForState(page, embed, 'playing'), waitForState(page, normal, 'playing')]);
      await page.evaluate(([a, b]) => [a, b].forEach((n) => window.reelPlayers[n].pause()), [embed, normal] as const);
      await Promise.all([waitForState(page, embed, 'paused'), waitForState(page, normal, 'paused')]);
      expect(await page.locator(nth(embed, '.reel-related')).isVisible()).toBe(wide);
      expect(await page.locator(nth(normal, '.reel-related')).isVisible()).toBe(false);
      expect(await page.locator(nth(normal, '.reel-related-toggle')).isVisible()).toBe(wide);
      expect(await page.evaluate((n) => window.reelPlayers[n].toggleRelated(), normal)).toBe(wide);
      // The end opens it in embed mode (no up-next card there): close it, play to the end.
      if (wide) await page.locator(nth(embed, '.reel-related-close')).click();
      await page.evaluate((n) => window.reelPlayers[n].seek(window.reelPlayers[n].getDuration() - 0.5), embed);
      await page.evaluate((n) => window.reelPlayers[n].play(), embed);
      await waitForState(page, embed, 'complete');
      await expect.poll(() => page.locator(nth(embed, '.reel-related')).isVisible()).toBe(wide);
      expect(await page.locator(nth(embed, '.reel-upnext')).count()).toBe(0);
      expect(await page.locator(nth(embed, '.reel-download')).count()).toBe(0);
      if (wide) {
        await page.locator(nth(embed, '.reel-related-item')).first().click();
        expect((await page.evaluate(() => window.reel.navigations))[0]).toEqual({ url: expect.stringMatching(/\?r=1$/), newTab: true });
      }
    });
  }

  it('shows a deleted video as text, without a <video> and without asking for its files', async () => {
    const { page } = await s.open();
    const deleted = inject('deletedVideo');
    await makePlayer(page, { video_id: deleted.video_id, dir: deleted.dir, title: 'Deleted', status_id: 5 });
    await page.getByText('Video has been recently deleted').waitFor();
    expect(await page.locator('.reel-deleted svg').count()).toBe(1);
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.evaluate(() => window.reel.fetched.filter((u) => u.includes('videofile')))).toEqual([]);
  });

  it('makes no player from a file-list error: a console error and player_setup_error', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { files: { error: 'video_not_found' } });
    expect(await page.evaluate((n) => window.reelPlayers[n].ready, i)).toBe(false);
    expect(await page.locator('video').count()).toBe(0);
    expect(s.t.errors.some((e) => e.includes('[reel player]'))).toBe(true);
    expect(await page.evaluate(() => window.reel.metrics)).toContainEqual({ kind: 'counter', name: 'player_setup_error', total: 1 });
  });

  it('shows timeline thumbnails from the VTT sprite when hovering the seek bar', async () => {
    if (!s.cat.timelines) return expect.soft(s.cat.timelines, 'no seeded video has timelines').not.toBeNull();
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.timelines.video);
    const bar = page.locator(nth(i, '.reel-seek'));
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    const box = await bar.boundingBox();
    if (!box) throw new Error('no seek bar');
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    await expect.poll(() => s.t.requests.some((r) => r.endsWith('.vtt'))).toBe(true);
    await page.waitForTimeout(200);
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    const thumb = page.locator(nth(i, '.reel-preview-img'));
    await thumb.waitFor({ state: 'visible' });
    expect(await thumb.evaluate((el: HTMLElement) => el.style.backgroundImage)).toMatch(/url\(".*\/media\//);
    expect(await page.locator(nth(i, '.reel-preview-time')).textContent()).toMatch(/^0:0\d$/);
    expect(s.t.requests.some((r) => r.endsWith('.vtt'))).toBe(true);
  });

  it('renders a VR video through WebGL after resolving text_redirect addresses', async () => {
    if (!s.cat.vr) return expect.soft(s.cat.vr, 'no seeded VR video').not.toBeNull();
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.vr.video, { autoplay: true });
    expect(await waitForTime(page, i, 0.5)).toBeGreaterThan(0.5);
    expect(await page.evaluate(() => window.reel.fetched.some((u) => u.includes('text_redirect=yes')))).toBe(true);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/get_file\//);
    const vrErrors = (await events(page, 'error')).filter((e) => (e.payload as { kind: string }).kind === 'vr');
    // Without WebGL (a GPU-less s.browser) the player must fall back to the flat video and say so.
    const webgl = await page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl')));
    expect(await page.locator(nth(i, '.reel-vr-canvas')).count()).toBe(webgl ? 1 : 0);
    // The draw loop sizes the canvas to the player (800 px wide) on its first frame.
    if (webgl) expect(await page.locator(nth(i, '.reel-vr-canvas')).evaluate((c: HTMLCanvasElement) => c.width)).toBe(800);
    expect(vrErrors.length).toBe(webgl ? 0 : 1);
    expect(s.t.requests.some((r) => /\/player\/chunks\/renderer-/.test(r))).toBe(true);
  });

  it('sends click_title and click_logo; embed mode opens links in a new tab', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { embed: true, siteUrl: '/' });
    await page.locator(nth(i, '.reel-title')).click();
    await page.locator(nth(i, '.reel-logo')).click();
    expect(await metricNames(page)).toEqual(expect.arrayContaining(['click_title', 'click_logo']));
    const nav = await page.evaluate(() => window.reel.navigations);
    expect(nav).toEqual([
      { url: `/video/${s.cat.multi.video.video_id}/${encodeURIComponent(s.cat.multi.video.dir)}/`, newTab: true },
      { url: '/', newTab: true },
    ]);
    expect(await page.locator(nth(i, '.reel-title')).getAttribute('target')).toBe('_blank');
  });

  it('falls back to muted autoplay when sound is refused, and reports it', async () => {
    const strict = await chromium.launch({
      headless: true,
      executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
      args: [...CHROMIUM_ARGS.filter((a) => !a.startsWith('--autoplay-policy')), '--autoplay-policy=document-user-activation-required'],
    });
    try {
      // The file call answers late, as on a busy machine: the player asks to play after the page's
      // load, when a gesture from the test would let the sound through. The test asks the page
      // nothing until the player has reported (an evaluate is a gesture); it waits for its print.
      let report = '';
      s.t = await openPlayerPage(
        strict,
        `${s.server.url}/#make=${encodeURIComponent(JSON.stringify([s.cat.multi.video, { autoplay: true }]))}`,
        {
          prepare: async (page) => {
            const printed = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(AUTOPLAY_LOG), timeout: 20_000 });
            await page.route('**/api/videofile.php*', async (route) => {
              await new Promise((done) => setTimeout(done, LATE_FILE_CALL_MS));
              await route.continue();
            });
            report = (await printed).text().slice(AUTOPLAY_LOG.length);
          },
        },
      );
      expect(JSON.parse(report)).toEqual({ muted: true, playing: true });
      const i = 0;
      expect(await waitForTime(s.t.page, i, 0.5)).toBeGreaterThan(0.5);
      expect((await events(s.t.page, 'autoplay')).map((e) => e.payload)).toEqual([{ muted: true, playing: true }]);
      expect(await s.t.page.locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      expect(await s.t.page.evaluate(() => window.reel.metrics)).toContainEqual({ kind: 'counter', name: 'player_error', total: 1 });
      expect(await s.t.page.locator(nth(i, '.reel-mute')).getAttribute('aria-label')).toBe('Unmute');
    } finally {
      await s.t.page.context().close();
      await strict.close();
    }
  });

  it('starts muted and looping when asked; reports volume, muted, paused, seeked and progress; passes ts and campaign on', async () => {
    const { page } = await s.open();
    const pageUrl = 'https://reel.example/video/1/x/?ts=1700000000&campaign=spring';
    const i = await makePlayer(page, s.cat.multi.video, { files: s.cat.multi.files, muted: true, loop: true, pageUrl });
    const call = <T>(fn: string) =>
      page.evaluate(([n, f]) => (window.reelPlayers[n] as unknown as Record<string, () => T>)[f](), [i, fn] as const);
    // Before set-up the methods answer from what was asked.
    expect(await call('isMuted')).toBe(true);
    expect(await call('getLoop')).toBe(true);
    expect(await call('isPaused')).toBe(true);
    await page.evaluate((n) => window.reelPlayers[n].ready, i);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => [v.muted, v.loop])).toEqual([true, true]);
    await page.evaluate((n) => window.reelPlayers[n].setVolume(0.25), i);
    expect(await call('getVolume')).toBe(0.25);
    await page.evaluate((n) => window.reelPlayers[n].play(), i);
    await waitForState(page, i, 'playing');
    expect(await call('isPaused')).toBe(false);
    // Loop: a seek near the end comes back round to the start instead of completing.
    const duration = await page.evaluate((n) => window.reelPlayers[n].getDuration(), i);
    await page.evaluate(([n, to]) => window.reelPlayers[n].seek(to), [i, duration - 0.5] as const);
    await page.waitForFunction(
      (n) => {
        const t = window.reelPlayers[n].getCurrentTime();
        return t > 0 && t < 1;
      },
      i,
      { timeout: 15_000 },
    );
    expect(await page.evaluate((n) => window.reelPlayers[n].getState(), i)).not.toBe('complete');
    expect((await events(page, 'ended')).length).toBe(0);
    const seeked = await events(page, 'seeked');
    expect(seeked.length).toBeGreaterThanOrEqual(1);
    expect((seeked[0].payload as { currentTime: number }).currentTime).toBeGreaterThan(duration - 1);
    const progress = (await events(page, 'progress')).map((e) => e.payload as { percent: number; bufferedS: number });
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) {
      expect(p.percent).toBeGreaterThanOrEqual(0);
      expect(p.percent).toBeLessThanOrEqual(1);
    }
    await page.evaluate((n) => window.reelPlayers[n].setLoop(false), i);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.loop)).toBe(false);
    await page.evaluate((n) => window.reelPlayers[n].pause(), i);
    expect(await call('isPaused')).toBe(true);
    const init = await page.evaluate(() => window.reel.metrics.find((m) => m.name === 'player_init'));
    expect(init).toMatchObject({ kind: 'event', data: { ts: '1700000000', campaign: 'spring' } });
  });
});

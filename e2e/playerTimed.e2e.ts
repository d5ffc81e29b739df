// @reel/player in a real Chromium, what it does in a given time: skip clicks grouped within their
// window, the related list's easing caught midway, a start time reached from the page address,
// 100 players destroyed leaving nothing once settled, and a paused VR view that draws nothing until
// dragged (its draws counted over fixed waits). These assertions read the wall clock, so the
// file runs in the wall-clock group (e2e/vitest.config.ts); the rest is in player.e2e.ts.
import { describe, expect, it } from 'vitest';
import { makePlayer, metricNames, nth, waitForState, waitForTime } from './fixtures/player/harness';
import { usePlayerSuite } from './fixtures/player/suite';

describe('@reel/player', () => {
  const s = usePlayerSuite();

  it('groups skip clicks: three clicks on forward make one seek of +30 s', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.long().video, { files: s.long().files });
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await page.evaluate(() => {
      const v = document.querySelector('video') as HTMLVideoElement;
      (window as unknown as { seeks: number }).seeks = 0;
      v.addEventListener('seeking', () => (window as unknown as { seeks: number }).seeks++);
    });
    const forward = page.locator(nth(i, '.reel-forward'));
    for (let k = 0; k < 3; k++) await forward.click();
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { seeks: number }).seeks)).toBe(0); // still grouping
    await page.waitForFunction(() => (window as unknown as { seeks: number }).seeks > 0, null, { timeout: 5000 });
    await page.waitForTimeout(1700);
    expect(await page.evaluate(() => (window as unknown as { seeks: number }).seeks)).toBe(1);
    expect(await page.evaluate((n) => window.reelPlayers[n].getCurrentTime(), i)).toBeCloseTo(30, 0);
  });

  it('shows the up-next card at the end; Cancel hides it and shows the related list', async () => {
    const { page } = await s.open();
    const next = { video_id: s.cat.other.video.video_id, dir: s.cat.other.video.dir, title: s.cat.other.video.title };
    const i = await makePlayer(page, s.cat.multi.video, { autoplay: true, upNext: next, startTime: 1.5 });
    const card = page.locator(nth(i, '.reel-upnext'));
    await card.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await card.textContent()).toContain(next.title);
    expect(await page.locator(nth(i, '.reel-upnext-count')).textContent()).toMatch(/^1[12]$/);
    await page.locator(nth(i, '.reel-upnext-cancel')).click();
    await card.waitFor({ state: 'hidden' });
    const related = page.locator(nth(i, '.reel-related'));
    await related.waitFor({ state: 'visible' });
    const item = page.locator(nth(i, '.reel-related-item')).first();
    await item.waitFor();
    expect(await item.getAttribute('href')).toMatch(/^\/video\/\d+\/[^/]+\/\?r=1$/);
    // The arrow moves one step of 1000 px (or to the end) with an easing over 1500 ms.
    const viewport = page.locator(nth(i, '.reel-related-viewport'));
    const max = await viewport.evaluate((el) => el.scrollWidth - el.clientWidth);
    await page.locator(nth(i, '.reel-related-next')).click();
    await page.waitForTimeout(300);
    const midway = await viewport.evaluate((el) => el.scrollLeft);
    await page.waitForTimeout(1500);
    const target = Math.min(1000, max);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(target);
    expect(await viewport.evaluate((el) => el.scrollLeft)).toBeCloseTo(target, -1);
    await item.click();
    const nav = await page.evaluate(() => window.reel.navigations);
    expect(nav).toEqual([{ url: expect.stringMatching(/\?r=1$/), newTab: false }]);
    expect(await metricNames(page)).toContain('click_Related');
  });

  it('leaves nothing behind: 100 players created and destroyed', async () => {
    const { page } = await s.open();
    const before = await page.evaluate(() => window.liveCounts());
    // The counters see a live player (so an equal count afterwards means something).
    const probe = await makePlayer(page, s.cat.multi.video, { files: s.cat.multi.files });
    await page.evaluate((n) => window.reelPlayers[n].ready, probe);
    expect((await page.evaluate(() => window.liveCounts())).listeners).toBeGreaterThan(before.listeners + 20);
    await page.evaluate((n) => window.reelPlayers[n].destroy(), probe);
    await page.evaluate(
      async ({ video, files }) => {
        for (let k = 0; k < 100; k++) {
          const n = window.makePlayer(video, { files });
          const player = window.reelPlayers[n];
          // Every third one is destroyed before its file list is in: the late answer must add nothing.
          if (k % 3 !== 0) await player.ready;
          player.destroy();
          window.reelPlayers[n] = undefined as never;
        }
      },
      { video: s.cat.multi.video, files: s.cat.multi.files },
    );
    await page.waitForTimeout(300);
    const after = await page.evaluate(() => window.liveCounts());
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.locator('.reel-player').count()).toBe(0);
    expect(after).toEqual(before);
  });

  it('reads autostart and start_time from the page address', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.long().video, {
      files: s.long().files,
      pageUrl: 'https://reel.example/video/1/x/?autostart=1&start_time=0:20',
    });
    expect(await waitForTime(page, i, 20)).toBeLessThan(25);
    await waitForState(page, i, 'playing');
  });

  it('turns the VR view by dragging, without toggling playback', async () => {
    if (!s.cat.vr) return expect.soft(s.cat.vr, 'no seeded VR video').not.toBeNull();
    const { page } = await s.open();
    const webgl = await page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl')));
    if (!webgl) return expect.soft(webgl, 'this Chromium has no WebGL').toBe(true);
    // Counts the renderer's draws: a paused picture seen from one angle should cost none.
    await page.evaluate(() => {
      const proto = WebGLRenderingContext.prototype;
      const drawElements = proto.drawElements;
      Object.assign(window, { vrDraws: 0 });
      proto.drawElements = function (this: WebGLRenderingContext, ...args: Parameters<WebGLRenderingContext['drawElements']>) {
        (window as unknown as { vrDraws: number }).vrDraws++;
        return drawElements.apply(this, args);
      };
    });
    const draws = () => page.evaluate(() => (window as unknown as { vrDraws: number }).vrDraws);
    const i = await makePlayer(page, s.cat.vr.video, { autoplay: true });
    await waitForTime(page, i, 0.5);
    await page.evaluate((n) => window.reelPlayers[n].pause(), i);
    await waitForState(page, i, 'paused');
    await page.waitForTimeout(300);
    const drawsPaused = await draws();
    expect(drawsPaused).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await draws()).toBe(drawsPaused);
    const canvas = page.locator(nth(i, '.reel-vr-canvas'));
    const shot = async () => {
      await page.waitForTimeout(250); // a few frames of the draw loop
      return (await canvas.screenshot()).toString('base64');
    };
    // The paused picture is steady, so a change after the drag is the drag's.
    const before = await shot();
    expect(await shot()).toBe(before);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the VR canvas has no box');
    // Off the centre, where the big play button sits: on the picture itself.
    const [x, y] = [box.x + box.width * 0.75, box.y + box.height * 0.3];
    expect(
      await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.classList.contains('reel-vr-canvas'), [x, y] as const),
    ).toBe(true);
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let k = 1; k <= 5; k++) await page.mouse.move(x - 40 * k, y + 10 * k);
    await page.mouse.up();
    expect(await shot()).not.toBe(before);
    expect(await draws()).toBeGreaterThan(drawsPaused);
    expect(await page.evaluate((n) => window.reelPlayers[n].getState(), i)).toBe('paused');
  });
});

// @reel/player in a real Chromium, the parts around the video: the share menu and the prerolls
// (VAST, and IMA through a local stand-in for Google's SDK). Same page server as player.e2e.ts.
import { describe, expect, it } from 'vitest';
import { events, makePlayer, metricNames, nth, waitForTime } from './fixtures/player/harness';
import { usePlayerSuite } from './fixtures/player/suite';

describe('@reel/player: share menu and prerolls', () => {
  const s = usePlayerSuite();

  it('shares: the share menu copies the page address and shows the embed code; none in embed mode', async () => {
    const { page } = await s.open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.server.url });
    const i = await makePlayer(page, s.cat.multi.video, { files: s.cat.multi.files });
    await page.evaluate((n) => window.reelPlayers[n].ready, i);
    const v = s.cat.multi.video;
    const share = page.locator(nth(i, '.reel-share'));
    await share.click();
    await page.locator(nth(i, '.reel-share-copy-link')).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${s.server.url}/video/${v.video_id}/${encodeURIComponent(v.dir)}/`,
    );
    await page.locator(nth(i, '.reel-share-embed')).click();
    const code = page.locator(nth(i, '.reel-share-code'));
    await code.waitFor({ state: 'visible' });
    // The responsive code first; the fixed 640×360 iframe (the public embedCode) from the size menu.
    expect(await code.inputValue()).toMatch(/^<div style="[^"]*aspect-ratio:640\/360"><iframe src="http:\/\/[^"]+\/embed\/\d+\/"/);
    await page.locator(nth(i, '.reel-share-size')).selectOption('640x360');
    const expected = await page.evaluate(([url, title]) => window.Reel.embedCode(url, title), [
      `${s.server.url}/embed/${v.video_id}/`,
      v.title,
    ] as const);
    expect(await code.inputValue()).toBe(expected);
    expect(expected).toMatch(/^<iframe src="http:\/\/[^"]+\/embed\/\d+\/" width="640" height="360"/);
    await page.locator(nth(i, '.reel-share-copy-code')).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect.poll(() => page.locator(nth(i, '.reel-share-status')).textContent()).toBe('Copied');
    // Keys typed in the menu stay there: 'k' does not start playback.
    await code.press('k');
    expect(await page.evaluate((n) => window.reelPlayers[n].getState(), i)).not.toBe('playing');
    await page.keyboard.press('Escape');
    expect(await page.locator(nth(i, '.reel-share-menu')).isHidden()).toBe(true);
    const e = await makePlayer(page, s.cat.multi.video, { files: s.cat.multi.files, embed: true });
    await page.evaluate((n) => window.reelPlayers[n].ready, e);
    expect(await page.locator(nth(e, '.reel-share')).count()).toBe(0);
    expect(s.t.errors).toEqual([]);
  });

  it('plays a VAST preroll in its own <video> after the overlay click, then the video', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { adTag: '/vast.xml', autoplay: true });
    const overlay = page.locator(nth(i, '.reel-ad-overlay'));
    await overlay.waitFor();
    // The poster state stands as it does without an advert: the bar, and the big play button,
    // which is the overlay (the player's own gives way to it). The bar comes in a task after the
    // overlay, with the controls' chunk.
    await page.locator(nth(i, '.reel-bar')).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator(nth(i, '.reel-bigplay:not(.reel-ad-overlay)')).isVisible()).toBe(false);
    const box = await overlay.boundingBox();
    expect([box?.width, box?.height]).toEqual([72, 72]);
    await overlay.click();
    // The advert's furniture over its picture, the player's bars out of its way.
    await page.locator(nth(i, '.reel-ad-label')).waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.locator(nth(i, '.reel-ad-skip')).textContent()).toMatch(/^Skip in [1-5]$/);
    expect(await page.locator(nth(i, '.reel-bar')).isVisible()).toBe(false);
    await page.waitForFunction(() => /\/fixtures\/ad\.mp4$/.test(document.querySelector('video')?.currentSrc ?? ''), null, {
      timeout: 15_000,
    });
    await page.waitForFunction(() => /\/get_file\//.test(document.querySelector('video')?.currentSrc ?? ''), null, { timeout: 20_000 });
    expect(await waitForTime(page, i, 0.5)).toBeGreaterThan(0.5);
    expect(await page.locator(nth(i, '.reel-bar')).isVisible()).toBe(true);
    expect(await metricNames(page)).toContain('player_adplay');
    // The advert's own end was not the video's: no complete state, no ended event.
    expect(await events(page, 'ended')).toEqual([]);
    expect((await events(page, 'state')).map((e) => (e.payload as { state: string }).state)).not.toContain('complete');
  });

  it('plays an IMA preroll through the lazily loaded SDK (local stand-in), then the video', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { adTag: '/vast.xml', adKind: 'ima', imaSdk: '/fake-ima3.js' });
    await page.locator(nth(i, '.reel-ad-overlay')).click();
    // IMA plays the creative in a <video> of its own inside the ad container.
    await page.waitForFunction(
      () => [...document.querySelectorAll('.reel-ads video')].some((v) => /\/fixtures\/ad\.mp4$/.test((v as HTMLVideoElement).currentSrc)),
      null,
      { timeout: 15_000 },
    );
    await page.waitForFunction(() => /\/get_file\//.test(document.querySelector('video')?.currentSrc ?? ''), null, { timeout: 20_000 });
    expect(await waitForTime(page, i, 0.5)).toBeGreaterThan(0.5);
    expect(await metricNames(page)).toContain('player_adplay');
    expect(
      await page.evaluate(() => (window as unknown as { imaFake: { initializedInGesture: boolean; requests: string[] } }).imaFake),
    ).toMatchObject({ initializedInGesture: true, requests: ['/vast.xml'] });
    expect(s.t.requests.some((r) => /\/player\/chunks\/ima-/.test(r))).toBe(true);
    expect(s.t.requests.some((r) => /\/player\/chunks\/vast-/.test(r))).toBe(false);
  });

  it('plays the video when the IMA SDK cannot be loaded, and counts player_vast_error', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { adTag: '/vast.xml', adKind: 'ima', imaSdk: '/no-such-ima3.js' });
    await page.locator(nth(i, '.reel-ad-overlay')).click();
    expect(await waitForTime(page, i, 0.5)).toBeGreaterThan(0.5);
    expect(await page.evaluate(() => window.reel.metrics.filter((m) => m.kind === 'counter').map((m) => m.name))).toContain(
      'player_vast_error',
    );
    expect(await metricNames(page)).not.toContain('player_adplay');
  });
});

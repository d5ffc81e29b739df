// @reel/player's VAST engine asks for the first advert while the viewer has not clicked yet, so the
// click waits only for the creative's media: one request for the tag, before the click, and the
// advert it answered plays on the click. An early request that failed is made again on the click.
import { describe, expect, it } from 'vitest';
import { makePlayer, nth } from './fixtures/player/harness';
import { usePlayerSuite } from './fixtures/player/suite';

const TAG = '/vast.xml';
const ADVERT_PLAYS = () => /\/fixtures\/ad\.mp4$/.test(document.querySelector('video')?.currentSrc ?? '');

describe('@reel/player: the VAST advert asked for before the click', () => {
  const s = usePlayerSuite();

  it('asks for the tag once, before the click, and plays its advert on the click', async () => {
    const { page } = await s.open();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === TAG) asked.push(r.url());
    });
    const i = await makePlayer(page, s.cat.multi.video, { adTag: TAG });
    const overlay = page.locator(nth(i, '.reel-ad-overlay'));
    await overlay.waitFor();
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(1);
    await overlay.click();
    await page.waitForFunction(ADVERT_PLAYS, null, { timeout: 15_000 });
    expect(asked).toHaveLength(1);
    expect(s.t.errors).toEqual([]);
  });

  it('asks again on the click when the early request failed, and plays that answer', async () => {
    const { page } = await s.open();
    let answered = 0;
    // The ad server's first answer is an error; its second is the advert.
    await page.route(`**${TAG}`, (route) => (answered++ === 0 ? route.fulfill({ status: 500, body: '' }) : route.continue()));
    const i = await makePlayer(page, s.cat.multi.video, { adTag: TAG });
    const overlay = page.locator(nth(i, '.reel-ad-overlay'));
    await overlay.waitFor();
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(1);
    await overlay.click();
    await page.waitForFunction(ADVERT_PLAYS, null, { timeout: 15_000 });
    expect(answered).toBe(2);
  });
});

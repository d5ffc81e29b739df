// oEmbed as a consumer meets it: an npm oEmbed client given only a watch page address discovers
// /oembed from the page's <link>, and the iframe markup it gets back plays on a page of another
// origin. Framing: the embed loads in that frame, a site page refuses to.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extract } from '@extractus/oembed-extractor';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { VideoList } from '@reel/api/endpoints';
import { launchChromium, openPage } from './support/browser';
import { withoutAdvert } from './support/noAdvert';

/** A host page on its own origin whose body is whatever the test puts in `body`. */
function startHostPage(): Promise<{ server: Server; url: string; body: { html: string } }> {
  const body = { html: '' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><meta charset="utf-8"><title>A webmaster's page</title></head><body>${body.html}</body></html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, body, url: `http://localhost:${(server.address() as AddressInfo).port}/` })),
  );
}

describe('oEmbed', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let host: Awaited<ReturnType<typeof startHostPage>>;
  let pageUrl: string;
  let title: string;

  beforeAll(async () => {
    [browser, host] = await Promise.all([launchChromium(), startHostPage()]);
    const list = (await (await fetch(`${baseUrl}/api/json/videos2/86400/str/latest-updates/24/all..1.all...json`)).json()) as VideoList;
    const [video] = list.videos;
    pageUrl = `${baseUrl}/video/${video.video_id}/${video.dir}/`;
    title = video.title;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => host?.server.close(resolve));
  });

  it('is discovered from the watch page by an oEmbed client, and its iframe plays on another origin', async () => {
    const data = await extract(pageUrl, { maxwidth: 480 });
    expect(data).toMatchObject({
      method: 'auto-discovery',
      type: 'video',
      version: '1.0',
      title,
      width: 480,
      height: 270,
      provider_name: 'Reel',
    });
    expect(typeof data.html).toBe('string');
    host.body.html = data.html as string;

    const w = await openPage(browser, host.url);
    try {
      // The oEmbed's frame playing is tested, not the advert before the video.
      await withoutAdvert(w.page.context());
      await w.page.goto(host.url);
      const frame = w.page.frameLocator('iframe');
      const video = frame.locator('video');
      await video.waitFor({ state: 'attached', timeout: 20_000 });
      // The visitor's Play: the preroll's overlay, which finds no advert and starts the video.
      await frame.locator('.reel-ad-overlay').click();
      await video.evaluate((el: HTMLVideoElement) => {
        el.muted = true;
        return el.play();
      });
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
      const box = await w.page.locator('iframe').boundingBox();
      expect([box?.width, box?.height]).toEqual([480, 270]);
      expect(w.errors).toEqual([]);
    } finally {
      await w.page.context().close();
    }
  });

  it("pastes the share panel's code into a 375 px page: no sideways scroll, the player a 16:9 box as wide as the column", async () => {
    // The panel is read on a phone, where it must also fit inside the player that holds it.
    const w = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      // The panel is what is tested, not the advert before the video.
      await withoutAdvert(w.page.context());
      await w.page.goto(pageUrl);
      // The share button is in the bar, which the player shows at the video's first frame.
      await w.page.locator('.reel-ad-overlay').click();
      await w.page.locator('.reel-share').click();
      await w.page.locator('.reel-share-embed').click();
      const code = await w.page.locator('.reel-share-code').inputValue();
      const [menu, player] = await Promise.all([
        w.page.locator('.reel-share-menu').boundingBox(),
        w.page.locator('.reel-player').boundingBox(),
      ]);
      expect(menu!.x).toBeGreaterThanOrEqual(player!.x);
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(player!.x + player!.width + 0.5);
      expect(menu!.y).toBeGreaterThanOrEqual(player!.y);
      // The panel offers what oEmbed answers, character for character.
      const oembed = (await (await fetch(`${baseUrl}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`)).json()) as { html: string };
      expect(code).toBe(oembed.html);
      host.body.html = code;
    } finally {
      await w.page.context().close();
    }

    const phone = await openPage(browser, host.url, { viewport: { width: 375, height: 667 } });
    try {
      await withoutAdvert(phone.page.context());
      await phone.page.goto(host.url);
      const frame = phone.page.frameLocator('iframe');
      await frame.locator('.reel-player').waitFor({ timeout: 20_000 });
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const column = await phone.page.evaluate(() => document.body.clientWidth);
      const box = await phone.page.locator('iframe').boundingBox();
      expect(box?.width).toBe(column);
      expect(Math.abs((box?.height ?? 0) - (column * 9) / 16)).toBeLessThanOrEqual(1);
      // The player inside fills the frame.
      const player = await frame.locator('.reel-player').boundingBox();
      expect([player?.width, Math.round(player?.height ?? 0)]).toEqual([box?.width, Math.round(box?.height ?? 0)]);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.page.context().close();
    }
  });

  it('lets a site page refuse to be framed where the embed is allowed', async () => {
    host.body.html = `<iframe id="site" src="${baseUrl}/" width="400" height="300"></iframe>`;
    const w = await openPage(browser, host.url);
    try {
      const blocked: string[] = [];
      w.page.on('console', (msg) => msg.type() === 'error' && blocked.push(msg.text()));
      await w.page.goto(host.url);
      // Chromium swaps a refused frame for an error page: the site's app never runs in it.
      await expect
        .poll(() => blocked.some((m) => /frame-ancestors|X-Frame-Options|Refused to (display|frame)/i.test(m)), { timeout: 10_000 })
        .toBe(true);
      const frame = w.page.frames().find((f) => f !== w.page.mainFrame());
      expect(await frame?.evaluate(() => document.getElementById('root')).catch(() => null)).toBeFalsy();
    } finally {
      await w.page.context().close();
    }
  });
});

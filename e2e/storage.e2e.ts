// The browser-local stores in a real Chromium against the real server: the watch
// history in IndexedDB and the history page, the watch page's Watch later button, window.wls,
// history_search, ktk_volume across a reload, and a browser whose IndexedDB refuses to open.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { storeRecords } from './support/localStores';
import { pagePerTest, type WatchedPage } from './support/browser';

interface Watchable {
  video_id: number;
  href: string;
  title: string;
}

/**
 * Flat videos of the home list: VR ones are left out, since Chromium's software WebGL warns on the
 * console while the VR renderer draws, which is not the page's doing.
 */
async function homeVideos(page: Page, n: number): Promise<Watchable[]> {
  await page.goto('/');
  const links = page.locator('.grid .card .card__title a');
  await expect.poll(() => links.count()).toBeGreaterThan(n);
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  const videos = await page.evaluate(
    (list) =>
      Promise.all(
        list.map(async (href) => {
          const id = Number(/\/video\/(\d+)\//.exec(href)?.[1]);
          const bucket = `${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}/${id}`;
          const { video } = await (await fetch(`/api/json/video/86400/${bucket}.json`)).json();
          return { video_id: id, href, title: String(video.title), vr: String(video.vr ?? '') };
        }),
      ),
    hrefs,
  );
  const flat = videos.filter((v) => !v.vr);
  expect(flat.length).toBeGreaterThanOrEqual(n);
  return flat.slice(0, n).map(({ video_id, href, title }) => ({ video_id, href, title }));
}

async function watch(page: Page, video: Watchable): Promise<void> {
  await page.goto(video.href);
  await page.locator('h1.watch__title').waitFor();
  await expect.poll(async () => (await storeRecords(page, 'watch_history'))[0]?.video_id).toBe(video.video_id);
}

describe('browser-local stores', () => {
  const baseUrl = inject('baseUrl');
  let w: WatchedPage;
  pagePerTest(baseUrl, (page) => (w = page));

  it('makes api_storage version 1 with watch_history and watch_later, keyed by id and indexed by video_id', async () => {
    const { page } = w;
    const [video] = await homeVideos(page, 1);
    await watch(page, video);
    const shape = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const req = indexedDB.open('api_storage');
          req.onsuccess = () => {
            const db = req.result;
            const tx = db.transaction(['watch_history', 'watch_later']);
            const stores = ['watch_history', 'watch_later'].map((n) => {
              const s = tx.objectStore(n);
              return [n, s.keyPath, s.autoIncrement, [...s.indexNames]];
            });
            db.close();
            resolve({ version: db.version, stores });
          };
        }),
    );
    expect(shape).toEqual({
      version: 1,
      stores: [
        ['watch_history', 'id', true, ['video_id']],
        ['watch_later', 'id', true, ['video_id']],
      ],
    });
  });

  it('keeps each watched video in the history, newest first, a re-watch replacing the earlier entry; the history page lists, deletes and clears', async () => {
    const { page } = w;
    const [first, second] = await homeVideos(page, 2);
    for (const video of [first, second, first]) await watch(page, video);
    const records = await storeRecords(page, 'watch_history');
    expect(records.map((r) => r.video_id)).toEqual([first.video_id, second.video_id]);
    expect(records[0].title).toBe(first.title);

    await page.goto('/history/');
    const cards = page.locator('.grid .card');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.locator('.card__title a').first().getAttribute('href')).toBe(first.href);
    await page.getByRole('button', { name: `Remove “${second.title}”` }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect((await storeRecords(page, 'watch_history')).map((r) => r.video_id)).toEqual([first.video_id]);
    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('button', { name: 'Yes, clear' }).click();
    await page.getByText('Your watch history is empty.').waitFor();
    expect(await storeRecords(page, 'watch_history')).toEqual([]);
  });

  it('keeps a video for later from the watch page; a second click says it is there already', async () => {
    const { page } = w;
    const [video] = await homeVideos(page, 1);
    await page.goto(video.href);
    const button = page.getByRole('button', { name: 'Watch later' });
    await button.click();
    await page.getByText('Added to Watch later').waitFor();
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await page.getByText('This video is already in Watch later').waitFor();
    const kept = await storeRecords(page, 'watch_later');
    expect(kept.map((r) => [r.video_id, r.title])).toEqual([[video.video_id, video.title]]);
    expect(
      await page.evaluate((id) => (window as unknown as { wls: { has(id: number): Promise<boolean> } }).wls.has(id), video.video_id),
    ).toBe(true);
  });

  it('exposes the watch-later store on window.wls', async () => {
    const { page } = w;
    await page.goto('/');
    await page.locator('.grid .card').first().waitFor();
    const answers = await page.evaluate(async () => {
      const { wls } = window as unknown as { wls: Record<string, (...a: unknown[]) => Promise<unknown>> };
      const item = (video_id: number) => ({
        video_id,
        title: `Kept ${video_id}`,
        duration: '12:00',
        post_date: '2026-05-16 10:00:00',
        scr: '',
        video_viewed: 5,
        sg_id: null,
      });
      return {
        added: [await wls.add(item(11)), await wls.add(item(12)), await wls.add(item(11))],
        ids: await wls.allVideoIds(),
        count: await wls.count(),
        has: [await wls.has(11), await wls.has(99)],
        got: ((await wls.get(12)) as { title: string } | null)?.title,
        deleted: await wls.delete(11),
      };
    });
    expect(answers).toEqual({ added: [true, true, false], ids: [12, 11], count: 2, has: [true, false], got: 'Kept 12', deleted: true });
    expect((await storeRecords(page, 'watch_later')).map((r) => r.video_id)).toEqual([12]);
    expect(await page.evaluate(() => (window as unknown as { wls: { clear(): Promise<boolean> } }).wls.clear())).toBe(true);
    expect(await storeRecords(page, 'watch_later')).toEqual([]);
  });

  it('keeps a search in history_search, each title once', async () => {
    const { page } = w;
    await page.goto('/');
    for (const words of ['harbour', 'harbour']) {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const input = page.getByRole('dialog', { name: 'Search videos' }).getByRole('searchbox');
      await input.fill(words);
      await input.press('Enter');
      await page.waitForURL(/\/search\/1\/\?s=harbour$/);
    }
    expect(await page.evaluate(() => localStorage.getItem('history_search'))).toBe('[{"title":"harbour"}]');
  });

  it('keeps the player volume in ktk_volume across a reload', async () => {
    const { page } = w;
    const [video] = await homeVideos(page, 1);
    await page.goto(video.href);
    const slider = page.locator('.reel-volume-slider');
    await slider.waitFor({ state: 'attached' });
    await slider.evaluate((el: HTMLInputElement) => {
      el.value = '0.35';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await page.evaluate(() => localStorage.getItem('ktk_volume'))).toBe('0.35');
    await page.reload();
    await page.locator('.reel-volume-slider').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('video').evaluate((el: HTMLVideoElement) => el.volume)).toBeCloseTo(0.35, 5);
    expect(await page.evaluate(() => localStorage.getItem('ktk_volume'))).toBe('0.35');
  });
});

describe('a browser whose IndexedDB refuses to open', () => {
  const baseUrl = inject('baseUrl');
  let w: WatchedPage;
  pagePerTest(baseUrl, (page) => (w = page));

  it('still plays, lists nothing and answers false or empty, with nothing on the console', async () => {
    const { page } = w;
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
      };
    });
    const [video] = await homeVideos(page, 1);
    await page.goto(video.href);
    await page.locator('h1.watch__title').waitFor();
    await page.locator('video').waitFor({ state: 'attached' });
    const answers = await page.evaluate(async () => {
      const { wls } = window as unknown as { wls: Record<string, (...a: unknown[]) => Promise<unknown>> };
      return [await wls.add({ video_id: 1, title: 'x' }), await wls.has(1), await wls.all(), await wls.count()];
    });
    expect(answers).toEqual([false, false, [], null]);
    await page.getByRole('button', { name: 'Watch later' }).click();
    await page.getByText('This browser does not let the site keep a Watch later list.').waitFor();
    await page.goto('/history/');
    await page.getByText('Your watch history is empty.').waitFor();
    expect(await page.locator('.grid .card').count()).toBe(0);
  });
});

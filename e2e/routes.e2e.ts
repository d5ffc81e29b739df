// Every route of the site in a real Chromium against the real server: redirects, lists with Load
// more and pagination, the sort filter, preview clips, model and channel pages, the other pages.
import type { Page } from 'playwright-core';
import { describe, expect, inject, type ExpectStatic } from 'vitest';
import { pageTest, type WatchedPage } from './support/browser';

const SHOTS = new URL('../.tmp/', import.meta.url).pathname;
const NARROW = { width: 375, height: 800 };
const WIDE = { width: 1440, height: 900 };
/** Videos on one page of the site's lists, which Load more adds one at a time. */
const LIST_PAGE = 24;

/** Chromium reports each 404 answer on the console (the page's own, and the data call that found nothing): those lines, and nothing else. */
function expectOnly404s(w: WatchedPage, paths: string[]): void {
  expect(w.errors).toEqual(paths.map((path) => expect.stringMatching(new RegExp(`status of 404 .*${path.replace(/[/.?]/g, '\\$&')}\\)$`))));
  w.errors.length = 0;
}

async function api<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(baseUrl + path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Screenshots for looking at the pages (not compared): narrow and wide. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}routes-${name}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

// Every test reads the site on a page of its own and writes nothing another reads, so they run side
// by side.
describe.concurrent('site routes', () => {
  const baseUrl = inject('baseUrl');
  const test = pageTest(baseUrl);

  test.for([
    ['/videos/', '/videos/latest-updates/1/'],
    ['/latest-updates/', '/videos/latest-updates/1/'],
    ['/top-rated/', '/videos/top-rated/1/'],
    ['/most-popular/', '/videos/most-popular/1/'],
    ['/videos/longest/', '/videos/longest/1/'],
    ['/pornstars/', '/pornstars/alphabetaz/1/'],
    ['/pornsites/', '/pornsites/alphabetaz/1/'],
    ['/community/', '/community/recent/1/'],
    ['/categories', '/categories/'],
    ['/contacts/', '/contacts'],
  ])('redirects %s to %s', async ([from, to], { w }) => {
    await w.page.goto(from);
    await w.page.waitForURL(`${baseUrl}${to}`);
    await w.page.locator('h1').first().waitFor();
  });

  test('appends the next page with Load more and pushes its number into the address', async ({ w, expect }) => {
    const { page } = w;
    const { total_count } = await api<{ total_count: number }>(baseUrl, '/api/json/videos2/3600/str/latest-updates/24/all..1.all...json');
    await page.goto('/videos/latest-updates/1/');
    const cards = page.locator('.grid .card');
    await expect.poll(() => cards.count()).toBe(24);
    await page.getByRole('link', { name: 'Load more' }).click();
    await page.waitForURL(`${baseUrl}/videos/latest-updates/2/`);
    await expect.poll(() => cards.count()).toBe(Math.min(total_count, 2 * LIST_PAGE));
    await shoot(page, 'videos');
    // Back returns to page 1 alone.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/videos/latest-updates/1/`);
    await expect.poll(() => cards.count()).toBe(24);
  });

  test("continues the home page's list on the latest-updates pages with Load more", async ({ w, expect }) => {
    const { page } = w;
    const { total_count } = await api<{ total_count: number }>(baseUrl, '/api/json/videos2/3600/str/latest-updates/24/all..1.all...json');
    await page.goto('/');
    const cards = page.locator('.grid .card');
    await expect.poll(() => cards.count()).toBe(24);
    await page.getByRole('link', { name: 'Load more' }).click();
    await page.waitForURL(`${baseUrl}/videos/latest-updates/2/`);
    await expect.poll(() => cards.count()).toBe(Math.min(total_count, 2 * LIST_PAGE));
  });

  test('replaces the list with the numbered pagination', async ({ w, expect }) => {
    const { page } = w;
    const { total_count } = await api<{ total_count: number }>(baseUrl, '/api/json/videos2/3600/str/latest-updates/24/all..1.all...json');
    await page.goto('/videos/latest-updates/1/');
    await expect.poll(() => page.locator('.grid .card').count()).toBe(24);
    const nav = page.getByRole('navigation', { name: 'Pages' });
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('1');
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(`${baseUrl}/videos/latest-updates/2/`);
    await expect.poll(() => nav.locator('[aria-current="page"]').textContent()).toBe('2');
    expect(await page.locator('.grid .card').count()).toBe(Math.min(LIST_PAGE, total_count - LIST_PAGE));
    await nav.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/videos/latest-updates/1/`);
  });

  test('plays a preview clip while its thumbnail is in view, and stops and rewinds it out of view', async ({ w, expect }) => {
    const { page } = w;
    await page.goto('/videos/latest-updates/1/');
    const clip = page.locator('.card__preview video').first();
    await clip.waitFor({ state: 'attached' });
    await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
  });

  /** Opens the latest list and waits until the first card's observer has found it in view; then no
   * clip is on the page and none has been asked for. */
  async function expectPreviewsHeld(page: Page, expect: ExpectStatic): Promise<void> {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/preview.mp4')) asked.push(r.url());
    });
    await page.goto('/videos/latest-updates/1/');
    await page.locator('.card__preview[data-in-view]').first().waitFor({ state: 'attached' });
    expect(await page.locator('.card__preview video').count()).toBe(0);
    expect(asked).toEqual([]);
  }

  const previewPlays = (page: Page) =>
    page
      .locator('.card__preview video')
      .first()
      .evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)
      .catch(() => false);

  test('holds the preview clips behind the age gate, unrequested, and plays them once the visitor enters', async ({ w, expect }) => {
    const { page } = w;
    await page.context().clearCookies({ name: '_agev' });
    await expectPreviewsHeld(page, expect);
    await page.getByRole('dialog', { name: 'This is an adult website' }).getByRole('button', { name: 'Accept and enter' }).click();
    await expect.poll(() => previewPlays(page), { timeout: 15_000 }).toBe(true);
  });

  test('holds the preview clips, unrequested, while the system asks for reduced motion', async ({ w, expect }) => {
    const { page } = w;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectPreviewsHeld(page, expect);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(() => previewPlays(page), { timeout: 15_000 }).toBe(true);
  });

  test('chooses a sort in the overlay on a narrow screen and gives the page its scrolling back', async ({ w, expect }) => {
    const { page } = w;
    await page.setViewportSize(NARROW);
    await page.goto('/pornstars/alphabetaz/1/');
    await page.locator('.tiles .tile').first().waitFor();
    await page.getByRole('button', { name: /Sort by/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sort by' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await dialog.locator('[aria-current="true"]').textContent()).toContain('A–Z');
    await shoot(page, 'sort-overlay');
    await page.setViewportSize(NARROW);
    await dialog.getByRole('link', { name: 'Z–A' }).click();
    await page.waitForURL(`${baseUrl}/pornstars/alphabetza/1/`);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('lists categories without the hidden ones, and a category’s videos', async ({ w, expect }) => {
    const { page } = w;
    await page.goto('/categories/');
    const tiles = page.locator('.tiles .tile');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    const titles = (await page.locator('.tile__title').allTextContents()).map((s) => s.trim());
    expect(titles).not.toContain('Hidden Cam');
    expect(titles).not.toContain('Voyeur');
    expect([...titles].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(titles);
    await shoot(page, 'categories');
    await tiles.first().locator('.tile__title a').click();
    await page.waitForURL(/\/categories\/[\w-]+\/$/);
    await expect.poll(() => page.locator('.grid .card').count()).toBeGreaterThan(0);
  });

  test('finds videos by a word of their title, and says when nothing matches', async ({ w, expect }) => {
    const { page } = w;
    const { videos } = await api<{ videos: { title: string }[] }>(baseUrl, '/api/json/videos2/3600/str/latest-updates/1/all..1.all...json');
    const word = videos[0]?.title.split(' ').find((part) => part.length >= 4) ?? 'the';
    await page.goto(`/search/1/?s=${encodeURIComponent(word)}`);
    await expect.poll(() => page.locator('.grid .card').count()).toBeGreaterThan(0);
    await page.goto('/search/1/?s=zzqqxxnothing');
    await page.getByText('No result found').waitFor();
  });

  test('shows a model: videos with their sorts, info and comments tabs', async ({ w, expect }) => {
    const { page } = w;
    await page.goto('/pornstars/count-videos/1/');
    await page.locator('.tiles .tile__title a').first().click();
    await page.waitForURL(/\/pornstar\/[\w-]+\/$/);
    await expect.poll(() => page.locator('.grid .card').count()).toBeGreaterThan(0);
    const dir = new URL(page.url()).pathname.split('/')[2];
    await shoot(page, 'pornstar');
    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Longest' }).click();
    await page.waitForURL(`${baseUrl}/pornstar/${dir}/videos/1/?sort=longest`);
    await page.getByRole('link', { name: 'Info', exact: true }).click();
    await page.waitForURL(`${baseUrl}/pornstar/${dir}/info/`);
    await page.locator('.entry-info').waitFor();
    await page.getByRole('link', { name: 'Comments', exact: true }).click();
    await page.waitForURL(`${baseUrl}/pornstar/${dir}/comments/`);
    await page.locator('.comments, .notice').first().waitFor();
  });

  test('shows a channel with its videos and info', async ({ w, expect }) => {
    const { page } = w;
    await page.goto('/pornsites/alphabetaz/1/');
    await page.locator('.tiles .tile__title a').first().click();
    await page.waitForURL(/\/pornsite\/[\w-]+\/$/);
    await expect.poll(() => page.locator('.grid .card').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Info', exact: true }).click();
    await page.locator('.entry-info').waitFor();
    await shoot(page, 'pornsite-info');
  });

  test('lists the community and shows a playlist', async ({ w, expect }) => {
    const { page } = w;
    await page.goto('/community/recent/1/');
    await expect.poll(() => page.locator('.tiles .tile').count()).toBeGreaterThan(0);
    const { playlists } = await api<{ playlists: { id: number; title: string }[] }>(
      baseUrl,
      '/api/json/playlists/86400/latest-updates/1/all.1.str..json',
    );
    const playlist = playlists[0];
    if (!playlist) throw new Error('the seeded catalogue has no public playlist');
    await page.goto(`/playlist/${playlist.id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(playlist.title);
  });

  test('shows the information pages; DMCA copies its address', async ({ w, expect }) => {
    const { page } = w;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    for (const [path, heading] of [
      ['/information/terms/', 'Terms of service'],
      ['/information/privacy/', 'Privacy policy'],
      ['/information/2257/', '18 U.S.C. 2257 statement'],
      ['/information/cookies/', 'Cookie policy'],
      ['/information/support/', 'Support'],
      ['/contacts', 'Contact us'],
      ['/content-partner-program/', 'Content partner programme'],
      ['/information/dmca/', 'DMCA'],
    ]) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
    }
    expect(await page.locator('.prose').textContent()).toContain('dmca@');
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('Text copied to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('dmca@');
    await shoot(page, 'dmca');
    await page.goto('/information/privacy/');
    expect(await page.locator('.prose').textContent()).toContain('within 3 years');
    await page.goto('/information/2257/');
    expect(await page.locator('.prose').textContent()).toContain('plus 7 years');
  });

  test("shows the download promotion of a channel video, every button to the channel's site", async ({ w, expect }) => {
    const { page } = w;
    const { videos } = await api<{ videos: { video_id: number; channel: { url: string } | string }[] }>(
      baseUrl,
      '/api/json/videos2/3600/str/latest-updates/24/all..1.all...json',
    );
    const video = videos.find((v) => typeof v.channel === 'object');
    if (!video || typeof video.channel !== 'object') throw new Error('no channel video in the catalogue');
    await page.goto(`/download?video=${video.video_id}`);
    await page.locator('.download__title').waitFor();
    const hrefs = await page.locator('.download__button').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([video.channel.url, video.channel.url, video.channel.url]);
    expect(await page.locator('.download__points li').count()).toBeGreaterThan(0);
    await shoot(page, 'download');
    // The looping preview moves on its own: a system that asks for reduced motion gets its poster.
    const hero = page.locator('.download__hero .download__preview');
    expect(await hero.evaluate((el) => el.tagName)).toBe('VIDEO');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => hero.evaluate((el) => `${el.tagName} ${el.getAttribute('src')}`)).toMatch(/^IMG \/media\/.+\.jpg$/);
  });

  test('checks the sign-in form and says what the server answered', async ({ w, expect }) => {
    const { page } = w;
    await page.goto('/signin/');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await page.getByLabel('Username or e-mail').fill('ab');
    await page.getByLabel('Password').fill('1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Invalid username or password').waitFor();
    await page.getByLabel('Username or e-mail').fill('no_such_member');
    await page.getByLabel('Password').fill('well-formed-guess');
    await page.getByRole('button', { name: 'Log in' }).click();
    // No such member: the server's refusal shows under the username field and as a notification.
    await page.getByRole('alert').filter({ hasText: 'Incorrect login or password' }).waitFor();
    await page.getByText('Invalid username or password').waitFor();
    expect(w.errors).toEqual([expect.stringMatching(/status of 401 .*\/api\/login\.php\)$/)]);
    w.errors.length = 0;
    await shoot(page, 'signin');
  });

  test('checks the sign-up form field by field', async ({ w }) => {
    const { page } = w;
    await page.goto('/signup/');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('E-mail').fill('someone@');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The username must be at least 3 characters long').waitFor();
    await page.getByText('Enter a valid e-mail address').waitFor();
    await page.getByText('This field is required').waitFor();
    await shoot(page, 'signup');
  });

  test('shows the not-found page for a category that does not exist', async ({ w, expect }) => {
    const { page } = w;
    const res = await page.goto('/categories/no-such-category/');
    expect(res?.status()).toBe(404);
    await page.getByText('Oops! Content not found!').waitFor();
    expectOnly404s(w, ['/categories/no-such-category/', '/category.no-such-category.1.all...json']);
  });
});

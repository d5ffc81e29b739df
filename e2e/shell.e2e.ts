// The app shell in a real Chromium: age gate, header and slide-out menu, search overlay, category
// slider, footer, modals and notifications, and the head rebuilt on navigation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type OpenPageOptions, type WatchedPage } from './support/browser';

const WIDE = { width: 1600, height: 900 };
const NARROW = { width: 375, height: 740 };
/** A laptop: under the 1565 px of the full header. */
const LAPTOP = { width: 1280, height: 800 };

interface Category {
  title: string;
  dir: string;
}

describe('app shell', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const opened: WatchedPage[] = [];

  async function open(options: OpenPageOptions = {}): Promise<Page> {
    const w = await openPage(browser, baseUrl, { viewport: WIDE, ...options });
    opened.push(w);
    return w.page;
  }

  const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    for (const w of opened.splice(0)) {
      await w.page.context().close();
      expect(w.errors).toEqual([]);
      expect(w.warnings).toEqual([]);
    }
  });

  describe('age gate', () => {
    it('opens on the first visit, holds against Esc and the backdrop, and Accept and enter closes it for good', async () => {
      const page = await open({ ageGate: true });
      await page.goto('/');
      const gate = page.getByRole('dialog', { name: 'This is an adult website' });
      await gate.waitFor();
      // Focus starts on the button that enters.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Accept and enter');
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      expect(await gate.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Accept and enter' }).click();
      await gate.waitFor({ state: 'detached' });
      expect(await cookie(page, '_agev')).toBe('1');
      await page.reload();
      await page.locator('.grid .card').first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    });

    it('stays closed on the terms and cookie pages and for campaign traffic, which is accepted', async () => {
      const page = await open({ ageGate: true });
      await page.goto('/information/terms/');
      await page.locator('footer').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await cookie(page, '_agev')).toBeUndefined();
      await page.goto('/?pub=39');
      await page.locator('footer').waitFor();
      await expect.poll(() => cookie(page, '_agev')).toBe('1');
      expect(await page.getByRole('dialog').count()).toBe(0);
    });

    it.each([
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ])('lets a visit that begins on the terms read them, and gates the next page of the site (%s)', async (_name, viewport) => {
      const page = await open({ ageGate: true, viewport });
      const gate = page.getByRole('dialog', { name: 'This is an adult website' });
      await page.goto('/information/terms/');
      const footer = page.locator('footer');
      await footer.waitFor();
      // The other page the gate's text names is readable too.
      await footer.getByRole('link', { name: 'Cookies policy', exact: true }).click();
      await page.waitForURL(`${baseUrl}/information/cookies/`);
      await page.waitForTimeout(300);
      expect(await gate.count()).toBe(0);
      // Any other page of the same visit is gated, and stays so until the visitor answers.
      await footer.getByRole('link', { name: 'DMCA', exact: true }).click();
      await page.waitForURL(`${baseUrl}/information/dmca/`);
      await gate.waitFor();
      await page.goto('/information/terms/');
      await footer.waitFor();
      await page.locator('header a.header__logo').click();
      await page.waitForURL(`${baseUrl}/`);
      await gate.waitFor();
      expect(await cookie(page, '_agev')).toBeUndefined();
    });

    it("speaks the visitor's language from the country the geo header names", async () => {
      const page = await open({ ageGate: true });
      await page.context().setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
      await page.goto('/');
      await page.getByRole('button', { name: 'Akzeptieren und eintreten' }).waitFor();
      expect(await cookie(page, 'country')).toBe('DE');
      expect(await page.locator('dialog [lang="de"]').count()).toBe(1);
    });
  });

  describe('header', () => {
    it('links the main sections, with the Videos and Sites dropdowns', async () => {
      const page = await open();
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Categories', 'Pornstars', 'Channels', 'Live Cams', 'Porn Directory'])
        await nav.getByRole('link', { name }).waitFor();
      await nav.getByRole('button', { name: 'Sites' }).click();
      expect(await nav.locator('.dropdown__menu:visible a').count()).toBe(6);
      await nav.locator('.dropdown__menu:visible a').first().focus();
      await page.keyboard.press('Escape');
      expect(await nav.locator('.dropdown__menu:visible').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sites');
      await nav.getByRole('button', { name: 'Videos' }).click();
      await nav.getByRole('link', { name: 'Top rated' }).click();
      await page.waitForURL(`${baseUrl}/videos/top-rated/1/`);
      expect(await nav.locator('.dropdown__menu:visible').count()).toBe(0);
      await expect.poll(() => page.title()).toBe('Top rated videos - Reel');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/videos/`);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Top rated videos - Reel');
    });

    it('keeps the gender choice in a cookie', async () => {
      const page = await open();
      await page.goto('/');
      const gay = page.getByRole('group', { name: 'Show videos for' }).getByRole('button', { name: 'Gay' });
      await gay.click();
      expect(await gay.getAttribute('aria-pressed')).toBe('true');
      expect(await cookie(page, 'gender')).toBe('gay');
      await page.reload();
      expect(await page.getByRole('button', { name: 'Gay' }).getAttribute('aria-pressed')).toBe('true');
    });

    it('hides when scrolling down past 115 px and returns on scroll up', async () => {
      const page = await open();
      await page.goto('/');
      await page.locator('.grid .card').first().waitFor();
      const header = page.locator('header.header');
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(200);
      expect(await header.getAttribute('class')).not.toContain('header--hidden');
      await page.mouse.wheel(0, 400);
      await expect.poll(() => header.getAttribute('class')).toContain('header--hidden');
      await page.mouse.wheel(0, -50);
      await expect.poll(() => header.getAttribute('class')).not.toContain('header--hidden');
    });

    it('uses the slide-out menu under 1565 px; a navigation closes it', async () => {
      const page = await open({ viewport: NARROW });
      await page.goto('/');
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Login' }).waitFor();
      await menu.getByRole('group', { name: 'Show videos for' }).waitFor();
      await menu.getByRole('link', { name: 'Most popular' }).click();
      await page.waitForURL(`${baseUrl}/videos/most-popular/1/`);
      await menu.waitFor({ state: 'detached' });
    });

    it('keeps sign-in and the main sections in the bar of a 1280 px laptop, the rest in its menu', async () => {
      const page = await open({ viewport: LAPTOP });
      await page.goto('/');
      const header = page.locator('header.header');
      const nav = header.getByRole('navigation', { name: 'Main' });
      for (const name of ['Categories', 'Pornstars', 'Channels']) await nav.getByRole('link', { name }).waitFor();
      await header.getByRole('button', { name: 'Login' }).waitFor();
      await header.getByRole('button', { name: 'Search' }).waitFor();
      // One row, nothing pushed past the right edge.
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(80);
      for (const part of await header.locator('a, button').all()) {
        const b = await part.boundingBox();
        if (b) expect(b.x + b.width).toBeLessThanOrEqual(LAPTOP.width);
      }
      await nav.getByRole('link', { name: 'Pornstars' }).click();
      await page.waitForURL(`${baseUrl}/pornstars/count-videos/1/`);
      // The slide-out menu still holds what the bar has no room for.
      await header.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('group', { name: 'Show videos for' }).waitFor();
      await menu.getByRole('link', { name: 'Live Cams' }).waitFor();
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await menu.waitFor({ state: 'detached' });
      await header.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    });
  });

  describe("a visitor's own lists", () => {
    /** Keeps the first card's video for later, through the store the page exposes. */
    async function keepFirstForLater(page: Page): Promise<string> {
      await page.goto('/');
      const title = ((await page.locator('.grid .card .card__title a').first().textContent()) ?? '').trim();
      const href = (await page.locator('.grid .card .card__title a').first().getAttribute('href')) ?? '';
      const video_id = Number(/\/video\/(\d+)\//.exec(href)?.[1]);
      const added = await page.evaluate((item) => (window as unknown as { wls: { add(i: object): Promise<boolean> } }).wls.add(item), {
        video_id,
        title,
        duration: '12:00',
        post_date: '2026-05-16 10:00:00',
        scr: '',
        video_viewed: 5,
        sg_id: null,
      });
      expect(added).toBe(true);
      return title;
    }

    it.each([NARROW, LAPTOP])('are in the slide-out menu at $width px', async (viewport) => {
      const page = await open({ viewport });
      const title = await keepFirstForLater(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Watch later' }).click();
      await page.waitForURL(`${baseUrl}/watch-later/`);
      await page.locator('.card__title').getByText(title).waitFor();
      await expect.poll(() => page.title()).toBe('Watch later - Reel');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'History' }).click();
      await page.waitForURL(`${baseUrl}/history/`);
      await page.getByText('Your watch history is empty.').waitFor();
    });

    it('are in the Videos menu of the full header', async () => {
      const page = await open();
      const title = await keepFirstForLater(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Videos' }).click();
      await nav.getByRole('link', { name: 'Watch later' }).click();
      await page.waitForURL(`${baseUrl}/watch-later/`);
      await page.locator('.card__title').getByText(title).waitFor();
      await nav.getByRole('button', { name: 'Videos' }).click();
      await nav.getByRole('link', { name: 'History' }).click();
      await page.waitForURL(`${baseUrl}/history/`);
      await page.getByText('Your watch history is empty.').waitFor();
    });
  });

  describe('login modal', () => {
    it('checks the fields, shows the sign-in failure, switches to restore and closes on Esc', async () => {
      const page = await open();
      await page.goto('/');
      await page.getByRole('button', { name: 'Login' }).click();
      const modal = page.getByRole('dialog', { name: 'Log in' });
      await modal.getByRole('button', { name: 'Log in' }).click();
      expect(await modal.getByText('This field is required').count()).toBe(2);
      await modal.getByLabel('Username or e-mail').fill('an');
      expect(await modal.getByText('This field is required').count()).toBe(1);
      await modal.getByLabel('Password').fill('secret');
      await modal.getByRole('button', { name: 'Log in' }).click();
      await modal.getByText('Invalid username or password').waitFor();
      await modal.getByLabel('Username or e-mail').fill('anna');
      expect(await modal.getByText('Invalid username or password').count()).toBe(0);
      // No member is called anna: the server refuses, the error sits under the username field and
      // a notification says so.
      await modal.getByRole('button', { name: 'Log in' }).click();
      const note = page.getByRole('alert').filter({ hasText: 'Incorrect login or password' });
      await note.waitFor();
      await modal.getByText('Invalid username or password').waitFor();
      expect(await modal.getByLabel('Username or e-mail').getAttribute('aria-invalid')).toBe('true');
      await modal.getByRole('button', { name: 'Forgot password?' }).click();
      const restore = page.getByRole('dialog', { name: 'Restore password' });
      await restore.getByLabel('E-mail').fill('a@b');
      await restore.getByRole('button', { name: 'Send' }).click();
      await restore.getByText('Email entered incorrectly').waitFor();
      await restore.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await note.getByRole('button', { name: 'Dismiss notification' }).click();
      await note.waitFor({ state: 'detached' });
      // The refused sign-in was the only console error: Chromium reports its 401 status.
      const w = opened[0];
      expect(w.errors).toEqual([expect.stringMatching(/status of 401 .*\/api\/login\.php\)$/)]);
      w.errors.length = 0;
    });

    it('closes on a backdrop click and on navigation', async () => {
      const page = await open();
      await page.goto('/');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      await page.mouse.click(5, 5);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
      await page.waitForURL(`${baseUrl}/categories/`);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      await page.goBack();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    });
  });

  describe('search overlay', () => {
    it('shows trending categories, suggests after typing, and searches on Enter', async () => {
      const page = await open();
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const overlay = page.getByRole('dialog', { name: 'Search videos' });
      const input = overlay.getByRole('searchbox', { name: 'Search videos' });
      expect(await input.getAttribute('maxlength')).toBe('69');
      await overlay.getByText('Trending categories').waitFor();
      const trending = await overlay.locator('.search__chips li').count();
      expect(trending).toBeGreaterThan(0);
      expect(trending).toBeLessThanOrEqual(12);

      const res = await page.request.get('/api/json/categories/14400/str.toptn.en.json');
      const { categories } = (await res.json()) as { categories: Category[] };
      const word = categories[0].title.slice(0, 4);
      await input.fill(word);
      const group = overlay.locator('.search__group').filter({ hasText: 'Categories' });
      await group.getByRole('link', { name: new RegExp(categories[0].title) }).waitFor();
      expect(await group.getByText(/\d+ videos/).count()).toBeGreaterThan(0);

      await input.fill('qqzzqqzz');
      await overlay.getByText('Not matches found').waitFor();

      await input.fill('ab');
      await input.press('Enter');
      expect(page.url()).toBe(`${baseUrl}/`);
      await input.fill(word);
      await input.press('Enter');
      await page.waitForURL(`${baseUrl}/search/1/?s=${encodeURIComponent(word).replace(/%20/g, '+')}`);
      await overlay.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => localStorage.getItem('history_search'))).toBe(JSON.stringify([{ title: word }]));
    });

    it('has clear and Cancel buttons under 666 px', async () => {
      const page = await open({ viewport: NARROW });
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const overlay = page.getByRole('dialog', { name: 'Search videos' });
      const input = overlay.getByRole('searchbox');
      await input.fill('blue');
      await overlay.getByRole('button', { name: 'Clear' }).click();
      expect(await input.inputValue()).toBe('');
      await overlay.getByRole('button', { name: 'Cancel' }).click();
      await overlay.waitFor({ state: 'hidden' });
      // Esc closes it at once, even with text typed (a search input would spend it on clearing).
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await overlay.getByRole('searchbox').fill('blue');
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });
    });
  });

  describe('category slider and footer', () => {
    it('scrolls the category chips 100 px a press on the home page, not on the category index', async () => {
      const page = await open({ viewport: NARROW });
      await page.goto('/');
      const slider = page.getByRole('navigation', { name: 'Categories' });
      await slider.locator('a.chip:not(.chip--promo)').first().waitFor();
      await slider.getByRole('link', { name: 'Live Cams' }).waitFor();
      const track = slider.locator('.slider__track');
      await slider.getByRole('button', { name: 'Scroll categories forward' }).click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(100);
      await slider.getByRole('button', { name: 'Scroll categories back' }).click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
      await page.goto('/categories/');
      await page.locator('footer').waitFor();
      expect(await page.locator('.slider').count()).toBe(0);
    });

    it('has 4 banner slots wide, 2 up to 767 px, none on information pages; links and the year', async () => {
      const page = await open();
      await page.goto('/');
      const footer = page.locator('footer');
      // The footer comes in its own chunk, after the page's first paint.
      await footer.waitFor();
      expect(await footer.locator('.ad').count()).toBe(4);
      expect(await footer.getByRole('navigation', { name: 'Our network' }).getByRole('link').count()).toBe(6);
      for (const name of ['DMCA', 'Terms', 'Privacy policy', '2257', 'Cookies policy', 'Contacts', 'Content Program', 'Webmasters']) {
        await footer.getByRole('link', { name, exact: true }).waitFor();
      }
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Reel`);
      await footer.getByRole('link', { name: 'RTA: restricted to adults' }).waitFor();
      await page.setViewportSize({ width: 700, height: 900 });
      await expect.poll(() => footer.locator('.ad').count()).toBe(2);
      await footer.getByRole('link', { name: 'DMCA' }).click();
      await page.waitForURL(`${baseUrl}/information/dmca/`);
      await expect.poll(() => footer.locator('.ad').count()).toBe(0);
      await footer.getByRole('button', { name: 'Advertise' }).click();
      await page
        .getByRole('dialog', { name: 'Contact us' })
        .getByRole('link', { name: /support@/ })
        .waitFor();
    });

    it('leaves header and footer off the sign-up page', async () => {
      const page = await open();
      await page.goto('/signup/');
      await page.locator('main').waitFor();
      expect(await page.locator('header.header').count()).toBe(0);
      expect(await page.locator('footer').count()).toBe(0);
    });
  });
});

// The app shell in a real Chromium, the top of every page: the age gate, the header and its
// slide-out menu, and a visitor's own lists in its menus. The overlays and the footer are in
// shellOverlays.e2e.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, NARROW, useShellPages } from './support/shellPages';

describe('app shell', () => {
  const { baseUrl, open, cookie } = useShellPages();

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
      // A wheel turn is a smooth scroll: one turned up while the page still glides down only
      // shortens the glide, and the page never moves up. Turn it once the page stands still.
      await scrollSettled(page);
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
      // The address changes before the new page is drawn, and drawing it closes every open menu.
      await page.locator('.tiles .tile__title a').first().waitFor();
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
});

/** Waits until the page's scroll position holds for 150 ms. */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const held = y === last;
        last = y;
        return held;
      },
      { interval: 150 },
    )
    .toBe(true);
}

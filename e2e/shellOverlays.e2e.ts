// The app shell in a real Chromium, what opens over a page and what closes it: the login modal,
// the search overlay, then the category slider and the footer. The age gate and the header are in
// shellHeader.e2e.ts.
import { describe, expect, it } from 'vitest';
import { NARROW, useShellPages } from './support/shellPages';

interface Category {
  title: string;
  dir: string;
}

describe('app shell', () => {
  const { baseUrl, open, opened } = useShellPages();

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

    it('moves the category chips at once, with no glide, while the system asks for reduced motion', async () => {
      const page = await open({ viewport: NARROW });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const slider = page.getByRole('navigation', { name: 'Categories' });
      await slider.getByRole('link', { name: 'Live Cams' }).waitFor();
      // Pressed and read in one task of the page: a glide would not have begun to move the chips.
      const moved = await slider.getByRole('button', { name: 'Scroll categories forward' }).evaluate((button: HTMLButtonElement) => {
        button.click();
        return button.closest('.slider')?.querySelector('.slider__track')?.scrollLeft;
      });
      expect(moved).toBe(100);
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

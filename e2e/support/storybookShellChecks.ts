// The checks of the site's list controls, notifications, modals, slider and footer stories.
import { expect } from 'vitest';
import { imageLoaded, POLL, text, type StoryCheck, type StoryPage } from './storybookStory';

const attr = (s: StoryPage, selector: string, name: string) =>
  s.page.locator(selector).evaluateAll((els, n) => els.map((e) => e.getAttribute(n)), name);
const pageNumbers = (s: StoryPage) => text(s, '.pagination__page');
const dialog = (s: StoryPage) => s.page.locator('dialog.modal[open]');
const modalTitle = (s: StoryPage) => dialog(s).locator('.modal__title').textContent();
/** A point on the backdrop: the modal is centred and narrower than the window. */
const clickBackdrop = (s: StoryPage) => s.page.mouse.click(5, 5);
const reopen = (s: StoryPage) => s.page.getByTestId('open-modal').click();
const cookie = (s: StoryPage, name: string) =>
  s.page.evaluate((n) => document.cookie.split('; ').find((c) => c.startsWith(`${n}=`)) ?? '', name);
const dropCookie = (s: StoryPage, name: string) => s.page.evaluate((n) => void (document.cookie = `${n}=; path=/; max-age=0`), name);
const focusedInDialog = (s: StoryPage) => dialog(s).evaluate((d) => d.contains(document.activeElement));
const NARROW = { width: 414, height: 896 };
const WIDE = { width: 1280, height: 900 };

async function expectClosed(s: StoryPage): Promise<void> {
  await expect.poll(() => dialog(s).count(), POLL).toBe(0);
}

/** Esc and a backdrop click both tried; a locked modal is still open after each. */
async function expectStaysOpen(s: StoryPage): Promise<void> {
  for (const attempt of [() => s.page.keyboard.press('Escape'), () => s.page.keyboard.press('Escape'), () => clickBackdrop(s)]) {
    await attempt();
    await s.page.waitForTimeout(200);
    expect(await dialog(s).count()).toBe(1);
  }
}

export const siteShellChecks: Record<string, StoryCheck> = {
  'site-videocard--preview-clip': {
    async run(s) {
      const clip = s.page.locator('.card__preview video');
      await expect.poll(() => clip.count(), POLL).toBe(1);
      expect(await clip.getAttribute('src')).toMatch(/\/media\/test-fhd\/test-fhd_sd\.mp4$/);
      expect(await s.page.locator('.card__preview').getAttribute('data-playing')).toBe('true');
      expect(await clip.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
      await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.currentTime), POLL).toBeGreaterThan(0.3);
      expect(await text(s, '.card .badge')).toEqual(['FHD']);
    },
  },
  'site-videocard--performer-line': {
    async run(s) {
      expect(await text(s, '.card__from')).toEqual(['Pattern Performer']);
      expect(await attr(s, '.card__from', 'href')).toEqual(['/pornstar/pattern-performer/']);
    },
  },
  'site-tile--performer': {
    async run(s) {
      expect(await s.page.locator('.tile.tile--portrait').count()).toBe(1);
      expect(await text(s, '.tile__title')).toEqual(['Pattern Performer']);
      expect(await attr(s, '.tile__title a', 'href')).toEqual(['/pornstar/pattern-performer/']);
      expect(await text(s, '.tile__meta')).toEqual(['42 videos']);
      await expect.poll(() => imageLoaded(s.page.locator('.tile img')), POLL).toBe(true);
    },
  },
  'site-tile--channel': {
    async run(s) {
      await expect.poll(() => imageLoaded(s.page.locator('.tile--wide img')), POLL).toBe(true);
      const box = await s.page.locator('.tile__picture').boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
      expect(await text(s, '.tile__meta')).toEqual(['1.2K videos']);
    },
  },
  'site-tile--member-no-picture': {
    async run(s) {
      expect(await s.page.locator('.tile img').count()).toBe(0);
      expect(await s.page.locator('.tile .tile__blank').count()).toBe(1);
      expect(await s.page.locator('.tile a').count()).toBe(0);
      expect(await text(s, '.tile__title')).toEqual(['pattern_maker']);
    },
  },
  'site-pagination--middle': {
    async run(s) {
      expect(await pageNumbers(s)).toEqual(['4', '5', '6', '7', '8']);
      expect(await text(s, '.pagination [aria-current=page]')).toEqual(['6']);
      expect(await attr(s, '.pagination a[rel=prev]', 'href')).toEqual(['/videos/latest-updates/5/']);
      expect(await attr(s, '.pagination a[rel=next]', 'href')).toEqual(['/videos/latest-updates/7/']);
      expect(await s.page.getByRole('link', { name: 'Page 8' }).getAttribute('href')).toBe('/videos/latest-updates/8/');
    },
  },
  'site-pagination--first-page': {
    async run(s) {
      expect(await pageNumbers(s)).toEqual(['1', '2', '3', '4', '5']);
      expect(await s.page.locator('.pagination [rel=prev]').count()).toBe(0);
      expect(await text(s, '.pagination [rel=next]')).toEqual(['Next']);
    },
  },
  'site-pagination--last-page': {
    async run(s) {
      expect(await pageNumbers(s)).toEqual(['8', '9', '10', '11', '12']);
      expect(await text(s, '.pagination [rel=prev]')).toEqual(['Back']);
      expect(await s.page.locator('.pagination [rel=next]').count()).toBe(0);
    },
  },
  'site-pagination--narrow': {
    async run(s) {
      await s.page.setViewportSize(NARROW);
      await expect.poll(() => pageNumbers(s), POLL).toEqual(['5', '6', '7']);
      expect(await text(s, '.pagination [aria-current=page]')).toEqual(['6']);
      // 535 px is wide again: the window grows back to five numbers.
      await s.page.setViewportSize({ width: 535, height: 900 });
      await expect.poll(() => pageNumbers(s), POLL).toEqual(['4', '5', '6', '7', '8']);
    },
  },
  'site-pagination--single-page': {
    async run(s) {
      expect(await s.page.getByTestId('site-frame').count()).toBe(1);
      expect(await s.page.locator('.pagination').count()).toBe(0);
    },
  },
  'site-loadmore--next-page': {
    async run(s) {
      const button = s.page.locator('.load-more__button');
      expect(await button.textContent()).toBe('Load more');
      expect(await button.getAttribute('href')).toBe('/videos/latest-updates/4/');
      await button.click();
      // The router went to page 4; the component, still told page 3, keeps offering page 4.
      await expect.poll(() => button.getAttribute('href'), POLL).toBe('/videos/latest-updates/4/');
      expect(await s.page.locator('.loading').count()).toBe(0);
    },
  },
  'site-loadmore--last-page': {
    async run(s) {
      expect(await s.page.getByTestId('site-frame').count()).toBe(1);
      expect(await s.page.locator('.load-more').count()).toBe(0);
    },
  },
  'site-sortfilter--panel': {
    async run(s) {
      const panel = s.page.locator('.sort-filter--panel');
      expect(await panel.getAttribute('aria-label')).toBe('Sort by');
      expect(await text(s, '.sort-filter__option')).toEqual([
        'Latest',
        'Most popular',
        '✓Top rated',
        'Longest',
        'Most viewed this week',
        'Most viewed today',
      ]);
      expect(await text(s, '.sort-filter__option[aria-current=true]')).toEqual(['✓Top rated']);
      expect(await s.page.getByRole('link', { name: 'Longest' }).getAttribute('href')).toBe('/videos/longest/');
      expect(await s.page.locator('.sort-filter__open').count()).toBe(0);
    },
  },
  'site-sortfilter--mobile-overlay': {
    async run(s) {
      await s.page.setViewportSize(NARROW);
      const open = s.page.locator('.sort-filter__open');
      await expect.poll(() => open.textContent(), POLL).toBe('Sort by: A–Z');
      expect(await s.page.locator('.sort-filter--panel').count()).toBe(0);
      const overflow = () => s.page.evaluate(() => document.body.style.overflow);
      const before = await overflow();
      const overlay = s.page.getByRole('dialog', { name: 'Sort by' });

      await open.click();
      expect(await overlay.isVisible()).toBe(true);
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      expect(await text(s, '.sort-filter__overlay .sort-filter__option[aria-current=true]')).toEqual(['✓A–Z']);
      expect(await s.page.locator('.sort-filter__overlay .sort-filter__option').count()).toBe(7);
      expect(await overflow()).toBe('hidden');
      expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
      await s.page.getByRole('button', { name: 'Close' }).click();
      expect(await overlay.count()).toBe(0);
      expect(await overflow()).toBe(before);

      await open.click();
      await s.page.keyboard.press('Escape');
      expect(await overlay.count()).toBe(0);
      expect(await overflow()).toBe(before);

      // Choosing a sort follows its link and closes the overlay.
      await open.click();
      await s.page.locator('.sort-filter__overlay').getByRole('link', { name: 'Most videos' }).click();
      expect(await overlay.count()).toBe(0);
      expect(await overflow()).toBe(before);

      await s.page.setViewportSize(WIDE);
      await expect.poll(() => s.page.locator('.sort-filter--panel').count(), POLL).toBe(1);
    },
  },
  'site-notifications--stack': {
    async run(s) {
      const items = s.page.locator('.notifications .notification');
      expect(await text(s, '.notification span')).toEqual(['Thank you for your vote', 'Incorrect login or password', 'You are subscribed']);
      expect(await s.page.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
      expect(await attr(s, '.notification', 'role')).toEqual(['status', 'alert', 'status']);
      expect(await attr(s, '.notification', 'class')).toEqual([
        'notification notification--success',
        'notification notification--error',
        'notification notification--success',
      ]);
      await items.nth(1).getByRole('button', { name: 'Dismiss notification' }).click();
      expect(await text(s, '.notification span')).toEqual(['Thank you for your vote', 'You are subscribed']);
      // notify() adds one at the end, which removes itself after 5 s.
      await s.page.getByTestId('notify').click();
      expect(await text(s, '.notification span')).toEqual(['Thank you for your vote', 'You are subscribed', 'Added to your favourites']);
      await expect.poll(() => items.count(), { timeout: 8_000, interval: 250 }).toBe(2);
    },
  },
  'site-notifications--one-error': {
    async run(s) {
      expect(await s.page.getByRole('alert').locator('span').textContent()).toBe('This did not work. Please try again later.');
      await s.page.getByRole('button', { name: 'Dismiss notification' }).click();
      expect(await s.page.locator('.notification').count()).toBe(0);
    },
  },
  'site-modal--closable': {
    async run(s) {
      expect(await modalTitle(s)).toBe('A modal');
      expect(await focusedInDialog(s)).toBe(true);
      await s.page.keyboard.press('Escape');
      await expectClosed(s);
      await reopen(s);
      await clickBackdrop(s);
      await expectClosed(s);
      await reopen(s);
      // A click inside the modal's body is not a backdrop click.
      await dialog(s).locator('p').click();
      expect(await dialog(s).count()).toBe(1);
      await dialog(s).getByRole('button', { name: 'Close' }).click();
      await expectClosed(s);
    },
  },
  'site-modal--locked': {
    async run(s) {
      expect(await modalTitle(s)).toBe('A modal that stays');
      expect(await dialog(s).locator('.modal__close').count()).toBe(0);
      await expectStaysOpen(s);
    },
  },
  'site-modals--login': {
    async run(s) {
      expect(await modalTitle(s)).toBe('Log in');
      const submit = dialog(s).locator('button[type=submit]');
      await submit.click();
      expect(await text(s, 'dialog .form__error')).toEqual(['This field is required', 'This field is required']);
      expect(await attr(s, 'dialog input', 'aria-invalid')).toEqual(['true', 'true']);
      // Too short for an account: refused before anything is sent.
      await dialog(s).getByLabel('Username or e-mail').fill('ab');
      await dialog(s).getByLabel('Password').fill('abc');
      await submit.click();
      expect(await dialog(s).getByRole('alert').textContent()).toBe('Invalid username or password');
      expect(s.requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
      await dialog(s).getByRole('button', { name: 'Forgot password?' }).click();
      expect(await modalTitle(s)).toBe('Restore password');
      await s.page.keyboard.press('Escape');
      await expectClosed(s);
    },
  },
  'site-modals--login-restore': {
    async run(s) {
      expect(await modalTitle(s)).toBe('Restore password');
      await dialog(s).getByLabel('E-mail').fill('a@b');
      await dialog(s).getByRole('button', { name: 'Send' }).click();
      expect(await text(s, 'dialog .form__error')).toEqual(['Email entered incorrectly']);
      expect(s.requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
      await dialog(s).getByRole('button', { name: 'Back' }).click();
      expect(await modalTitle(s)).toBe('Log in');
      await clickBackdrop(s);
      await expectClosed(s);
    },
  },
  'site-modals--contact-us': {
    async run(s) {
      expect(await modalTitle(s)).toBe('Contact us');
      const mail = dialog(s).getByRole('link', { name: 'E-mail us at support@reel.example' });
      expect(await mail.getAttribute('href')).toBe('mailto:support@reel.example?subject=Advertise');
      await clickBackdrop(s);
      await expectClosed(s);
    },
  },
  'site-modals--age-verification': {
    async run(s) {
      expect(await modalTitle(s)).toBe('This is an adult website');
      expect(await dialog(s).locator('.age').getAttribute('lang')).toBe('en');
      expect(await dialog(s).locator('.modal__close').count()).toBe(0);
      expect(await dialog(s).evaluate(() => document.activeElement?.textContent)).toBe('Accept and enter');
      expect(await attr(s, 'dialog .age__links a', 'href')).toEqual(['/information/terms/', '/information/cookies/']);
      await expectStaysOpen(s);
      await dialog(s).getByRole('button', { name: 'Accept and enter' }).click();
      await expectClosed(s);
      expect(await cookie(s, '_agev')).toBe('_agev=1');
      await dropCookie(s, '_agev');
    },
  },
  'site-modals--age-verification-france': {
    async run(s) {
      expect(await cookie(s, 'country')).toBe('country=FR');
      expect(await modalTitle(s)).toBe('Site réservé aux adultes');
      expect(await dialog(s).locator('.age').getAttribute('lang')).toBe('fr');
      expect(await text(s, 'dialog .age__links a')).toEqual(["Conditions d'utilisation", 'Politique relative aux cookies']);
      await expectStaysOpen(s);
      expect(await dialog(s).locator('.age__enter').textContent()).toBe('Accepter et entrer');
      await dropCookie(s, 'country');
    },
  },
  'site-modals--verif': {
    async run(s) {
      expect(await modalTitle(s)).toBe('Creator verification');
      const boxes = dialog(s).locator('input[type=checkbox]');
      expect(await boxes.count()).toBe(11);
      const accept = dialog(s).getByRole('button', { name: 'Accept' });
      expect(await accept.isDisabled()).toBe(true);
      expect(await text(s, 'dialog .form__error')).toEqual(['Confirm all points']);
      for (let i = 0; i < 10; i++) await boxes.nth(i).check();
      expect(await accept.isDisabled()).toBe(true);
      await boxes.nth(10).check();
      expect(await accept.isDisabled()).toBe(false);
      expect(await dialog(s).locator('.form__error').count()).toBe(0);
      await accept.click();
      await expectClosed(s);
      expect(await cookie(s, 'verif')).toBe('verif=1');
      await dropCookie(s, 'verif');
    },
  },
  'site-categoryslider--categories': {
    async run(s) {
      const chips = () => text(s, '.slider .chip');
      const sorted = [
        'Calibration',
        'Colour bars',
        'Countdowns',
        'Full HD',
        'Grey scales',
        'Noise',
        'Resolution charts',
        'Slow motion',
        'Sweeps',
        'Test cards',
        'Test patterns',
        'Tone bursts',
        'VR',
        'Zone plates',
      ];
      // 1280 px is under the 1565 px breakpoint: the live-cams and directory links come first.
      await expect.poll(chips, POLL).toEqual(['Live Cams', 'Porn Directory', 'Premium videos', ...sorted]);
      expect(await s.page.getByRole('link', { name: 'Colour bars' }).getAttribute('href')).toBe('/categories/colour-bars/');
      expect(s.requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
      const track = s.page.locator('.slider__track');
      const scrolled = () => track.evaluate((el) => el.scrollLeft);
      expect(await scrolled()).toBe(0);
      await s.page.getByRole('button', { name: 'Scroll categories forward' }).click();
      await expect.poll(scrolled, POLL).toBeGreaterThan(0);
      await s.page.setViewportSize({ width: 1600, height: 900 });
      await expect.poll(chips, POLL).toEqual(['Premium videos', ...sorted]);
    },
  },
  'site-categoryslider--promo-links-only': {
    async run(s) {
      await s.page.waitForTimeout(300);
      expect(await text(s, '.slider .chip')).toEqual(['Live Cams', 'Porn Directory', 'Premium videos']);
      expect(await attr(s, '.slider .chip', 'target')).toEqual(['_blank', '_blank', '_blank']);
    },
  },
  'site-footer--with-banners': {
    async run(s) {
      expect(await attr(s, '.footer__banners .ad', 'data-slot')).toEqual(['footer-1', 'footer-2', 'footer-3', 'footer-4']);
      expect(await text(s, '.footer__banners .ad__house')).toEqual(Array(4).fill('Advertise here'));
      expect(await text(s, '.footer h2')).toEqual(['Advertisers', 'Legal', 'Support', 'Our network']);
      expect((await text(s, '.footer__bottom p'))[0]).toBe(`© ${new Date().getFullYear()} Reel. All rights reserved.`);
      await s.page.setViewportSize(NARROW);
      await expect.poll(() => s.page.locator('.footer__banners .ad').count(), POLL).toBe(2);
      await s.page.getByRole('button', { name: 'Advertise' }).click();
      expect(await modalTitle(s)).toBe('Contact us');
      expect(await dialog(s).getByRole('link').getAttribute('href')).toBe('mailto:support@reel.example?subject=Advertise');
      await s.page.keyboard.press('Escape');
      await expectClosed(s);
    },
  },
  'site-footer--signed-in': {
    async run(s) {
      expect(await s.page.locator('.footer').count()).toBe(1);
      expect(await s.page.locator('.footer__banners, .ad').count()).toBe(0);
      expect(await text(s, '.footer h2')).toEqual(['Advertisers', 'Legal', 'Support', 'Our network']);
    },
  },
};

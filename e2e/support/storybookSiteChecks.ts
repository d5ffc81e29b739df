// The site stories' checks: the building blocks as the site shows them, and the interaction each invites.
import { expect } from 'vitest';
import { imageLoaded, POLL, text, type StoryCheck } from './storybookStory';

export const siteChecks: Record<string, StoryCheck> = {
  'site-videocard--hd': {
    async run(s) {
      expect(await text(s, '.card__title')).toEqual(['Test pattern in HD']);
      expect(await text(s, '.card .badge')).toEqual(['HD']);
      expect(await text(s, '.card__views')).toEqual(['12.3K views']);
      expect(await text(s, '.card__from')).toEqual(['Reel test patterns']);
      await expect.poll(() => imageLoaded(s.page.locator('.card img')), POLL).toBe(true);
    },
  },
  'site-videocard--full-hd': {
    async run(s) {
      expect(await text(s, '.card .badge')).toEqual(['FHD']);
      expect(await text(s, '.card__views')).toEqual(['2.4M views']);
      await expect.poll(() => imageLoaded(s.page.locator('.card img')), POLL).toBe(true);
    },
  },
  'site-videocard--sd-member-upload': {
    async run(s) {
      expect(await s.page.locator('.card .badge').count()).toBe(0);
      expect(await text(s, '.card__from')).toEqual(['pattern_maker']);
    },
  },
  'site-videocard--long-title-no-picture': {
    async run(s) {
      expect(await s.page.locator('.card img').count()).toBe(0);
      expect(await s.page.locator('.card .card__blank').count()).toBe(1);
      expect((await text(s, '.card__title'))[0]).toMatch(/^A very long title/);
    },
  },
  'site-videogrid--filled': {
    async run(s) {
      expect(await s.page.locator('.grid .card').count()).toBe(8);
      await expect.poll(() => imageLoaded(s.page.locator('.grid .card img').first()), POLL).toBe(true);
    },
  },
  'site-videogrid--empty': {
    async run(s) {
      expect(await s.page.locator('.card').count()).toBe(0);
      expect(await text(s, '.notice__text')).toEqual(['There is no data in this list.']);
    },
  },
  'site-notice--deleted': {
    async run(s) {
      expect(await s.page.getByRole('status').textContent()).toBe(':(Video has been recently deleted');
    },
  },
  'site-notice--files-error': {
    async run(s) {
      expect(await s.page.getByRole('alert').getAttribute('class')).toBe('notice notice--error');
      expect(await text(s, '.notice__text')).toEqual(['This video cannot be played right now. Please try again later.']);
    },
  },
  'site-notice--empty-list': {
    async run(s) {
      expect(await text(s, '.notice__text')).toEqual(['There is no data in this list.']);
    },
  },
  'site-small-pieces--quality-badges': {
    async run(s) {
      expect(await text(s, '.badge')).toEqual(['HD', 'FHD']);
    },
  },
  'site-small-pieces--loading-circles': {
    async run(s) {
      expect(await s.page.getByRole('status', { name: 'Loading…' }).locator('.loading__dot').count()).toBe(3);
    },
  },
  'site-small-pieces--categories': {
    async run(s) {
      expect(await text(s, '.text-list__label')).toEqual(['Categories:']);
      expect(await text(s, '.chip')).toEqual(['Colour bars', 'Test patterns', 'VR']);
    },
  },
};

// The site's lists, modals and notifications: what each shows, and the interaction it exists for.

// The page table's promise: a page left out of a per-page record, or an address asked without its
// parameters, does not compile (`node scripts/typecheck.mjs` checks this file: each
// `@ts-expect-error` fails the check when the line below it compiles).
import { describe, expect, it } from 'vitest';
import { adminPagePath, ADMIN_PAGES, type AdminPageName } from './admin.js';
import { pagePath, sitemapPagePaths } from './path.js';
import { samplePagePaths } from './samples.js';
import { matchSiteRoute } from './match.js';
import { PAGE_NAMES, SITE_PAGES, type PageName } from './table.js';

const everyPage = Object.fromEntries(PAGE_NAMES.map((name) => [name, true])) as Record<PageName, true>;
const { video: _video, ...withoutVideo } = everyPage;
const everyConsolePage = Object.fromEntries(Object.keys(ADMIN_PAGES).map((name) => [name, true])) as Record<AdminPageName, true>;
const { admin_video: _adminVideo, ...withoutConsoleVideo } = everyConsolePage;

describe('the page table', () => {
  it('refuses a per-page record without one of the pages', () => {
    // @ts-expect-error -- the watch page is missing
    const site: Record<PageName, true> = withoutVideo;
    // @ts-expect-error -- the console's video page is missing
    const console: Record<AdminPageName, true> = withoutConsoleVideo;
    expect(Object.keys(site)).not.toContain('video');
    expect(Object.keys(console)).not.toContain('admin_video');
  });

  it('writes an address only with the parameters its page takes', () => {
    // @ts-expect-error -- the watch page needs its id
    expect(() => pagePath('video', { dir: 'beach-day' })).toThrow(/needs id/);
    // @ts-expect-error -- and its parameters at all
    expect(() => pagePath('video', {})).toThrow(/needs id/);
    // @ts-expect-error -- a sort the video lists do not have
    expect(pagePath('videos', { sort: 'bogus', page: 1 })).toBe('/videos/bogus/1/');
    // @ts-expect-error -- a console report needs its target
    expect(() => adminPagePath('admin_report', { type: 'video' })).toThrow(/needs id/);
    expect(pagePath('video', { id: 42, dir: 'beach-day' })).toBe('/video/42/beach-day/');
    expect(pagePath('videos', { sort: 'top-rated', page: 3 })).toBe('/videos/top-rated/3/');
    expect(pagePath('videos-categories', { object_id: 'milf', page: 1 })).toBe('/categories/milf/');
    expect(pagePath('videos-categories', { object_id: 'milf', page: 2 })).toBe('/categories/milf/2/');
    expect(pagePath('member_favourite_videos', { id: 7, page: 2 })).toBe('/members/7/favourite-videos/2/');
    expect(pagePath('information_2257')).toBe('/information/2257/');
    expect(pagePath('contacts')).toBe('/contacts');
    expect(adminPagePath('admin_catalogue')).toBe('/admin/catalogue/');
    expect(adminPagePath('admin_catalogue', { kind: 'model' })).toBe('/admin/catalogue/model/');
    expect(adminPagePath('admin_report', { type: 'video', id: 4 })).toBe('/admin/reports/video/4/');
  });

  it('lists in the sitemap only indexable pages without a subject, each at an address that is the page itself', () => {
    for (const name of PAGE_NAMES.filter((n) => SITE_PAGES[n].sitemap)) {
      expect([name, SITE_PAGES[name].noindex, SITE_PAGES[name].subject]).toEqual([name, false, null]);
    }
    const paths = sitemapPagePaths();
    // The fixed pages a search engine is given, whatever pages are added after them.
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/videos/latest-updates/1/', '/categories/', '/pornstars/alphabetaz/1/', '/pornsites/alphabetaz/1/']),
    );
    expect(paths).toHaveLength(PAGE_NAMES.filter((n) => SITE_PAGES[n].sitemap).length);
    for (const path of paths) expect(matchSiteRoute(path).kind, path).toBe('page');
  });

  it.each(PAGE_NAMES)('matches the address it writes for %s back to the page', (name) => {
    const [path] = samplePagePaths(name);
    expect(matchSiteRoute(path)).toMatchObject({ kind: 'page', name });
  });
});

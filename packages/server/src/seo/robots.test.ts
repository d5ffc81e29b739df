// robots.txt as a crawler reads it: robots-parser (the rules of RFC 9309, as Google applies them)
// over the file the server writes, asked about the addresses a search engine meets when it renders
// a watch page and its player.
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.js';

const ORIGIN = 'https://reel.example';
const robots = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN));
const CRAWLERS = ['Googlebot', 'Bingbot', 'facebookexternalhit', 'Twitterbot', 'AnyBot'];
const at = (path: string) => `${ORIGIN}${path}`;

describe('robots.txt', () => {
  it('lets crawlers reach the pages, the player and what the player loads: pictures and the signed video files', () => {
    const open = [
      '/',
      '/video/42/beach-day/',
      '/embed/42/',
      '/embed/42/?start_time=30',
      '/media/3f/ab/42.jpg',
      '/get_file/1767225600/AbCdEfGhIjKlMnOpQrStUv/42.mp4',
      '/get_file/1767225600/AbCdEfGhIjKlMnOpQrStUv/42_sd.mp4/hls/segment0.ts',
      '/oembed?url=https%3A%2F%2Freel.example%2Fvideo%2F42%2Fbeach-day%2F&format=json',
      '/sitemap.xml',
      '/sitemaps/videos-1.xml',
    ];
    for (const bot of CRAWLERS) for (const path of open) expect([bot, path, robots.isAllowed(at(path), bot)]).toEqual([bot, path, true]);
  });

  it('keeps them out of the data calls, member areas, the console and pages that are noindex anyway', () => {
    const closed = [
      '/api/json/videos2/86400/str/latest-updates/24/all..1.all...json',
      '/members/7/',
      '/admin/',
      '/search/1/?s=x',
      '/upload/',
    ];
    for (const bot of CRAWLERS)
      for (const path of closed) expect([bot, path, robots.isDisallowed(at(path), bot)]).toEqual([bot, path, true]);
  });

  it('names the sitemap index on the configured origin', () => {
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });
});

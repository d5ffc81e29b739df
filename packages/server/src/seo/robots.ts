// robots.txt: the public site is open to crawlers; the data calls, signed file addresses, member
// areas, the staff console and pages that are noindex anyway (search, upload, history, watch later, sign-in)
// are not. The embed page stays fetchable, because the video sitemap names it as each video's
// player and a search engine must load the player to index the video; it is kept out of results
// as a page of its own by its X-Robots-Tag instead (see embedRobotsHeader).
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/get_file/',
  '/members/',
  '/admin/',
  '/search/',
  '/oembed',
  '/upload',
  '/history',
  '/watch-later',
  '/signin',
  '/signup',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The embed page may be indexed only inside the pages that frame it, never as a result itself. */
export const EMBED_ROBOTS_TAG = 'noindex, indexifembedded';

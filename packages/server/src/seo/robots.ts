// robots.txt: the public site is open to crawlers; the data calls, member areas, the staff console
// and pages that are noindex anyway (search, upload, history, watch later, sign-in) are not. A
// search engine indexes a video by rendering its player, so what the player loads stays open: the
// embed page (the video sitemap names it as each video's player; its X-Robots-Tag keeps it out of
// results as a page of its own), the pictures, and the video files at their signed addresses
// (/get_file/), which the page carries fresh and which answer only for public videos. oEmbed is
// open too: it is public data about those same videos.
export const ROBOTS_DISALLOWED = ['/api/', '/members/', '/admin/', '/search/', '/upload', '/history', '/watch-later', '/signin', '/signup'];

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

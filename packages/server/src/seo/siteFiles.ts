// The files browsers and phones ask for at the site's root: the favicon (browsers ask for
// /favicon.ico whatever the page names), the SVG icon, the home-screen icons and the web
// manifest. They come from the site's build (site/public), read when asked, so a rebuilt site is
// served without a restart; without a build they are a 404, not the single-page app's HTML.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Each root file the site's build carries, with its media type. */
export const SITE_ROOT_FILES: Record<string, string> = {
  'favicon.ico': 'image/x-icon',
  'favicon.svg': 'image/svg+xml',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'site.webmanifest': 'application/manifest+json',
};

/** The file's bytes, or null when the site is not built. */
export async function readSiteFile(siteDist: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(join(siteDist, name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

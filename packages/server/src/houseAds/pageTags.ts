// The house preroll as pages receive it. Its tags are stored as absolute addresses (the settings'
// validator wants every advert tag absolute: an advert server is another site), written with the
// public address of the day they were saved. A tag naming the house VAST path is the house advert
// whatever host it names (an old PUBLIC_URL, `localhost` where the site is opened at `127.0.0.1`):
// pages receive its path alone, which the player fetches from whatever name the page itself came
// to, the page's own origin, which the page's policy allows (`connect-src 'self'`). The VAST files
// name their clip by its path too (vast.ts), which the player resolves against the file's address.
import { HOUSE_VAST_BACKUP_PATH, HOUSE_VAST_PATH, type PublicSettings } from '@reel/api/settings';

const HOUSE_PATHS: ReadonlySet<string> = new Set([HOUSE_VAST_PATH, HOUSE_VAST_BACKUP_PATH]);

/** `tag` as a page's player asks for it: the house VAST's path alone, any other tag as it is. */
export function pageTag(tag: string): string {
  let url: URL;
  try {
    url = new URL(tag);
  } catch {
    return tag;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) return tag;
  return HOUSE_PATHS.has(url.pathname) ? url.pathname : tag;
}

/** The public settings with the house preroll's tags as page paths (see above). */
export function withHouseTagsOnPage(settings: PublicSettings): PublicSettings {
  if (!settings.preroll) return settings;
  return { ...settings, preroll: { ...settings.preroll, tags: settings.preroll.tags.map(pageTag) } };
}

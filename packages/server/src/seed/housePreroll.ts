// The demo's house preroll, set up by the first demo seed: a short test-pattern clip under the media
// root and, when no admin has saved settings yet, the settings' preroll pointing at the two VAST files
// Reel serves for it (primary, then backup). A newcomer sees the preroll work offline; the operator
// replaces it in the console's settings. Only the demo seed does this: the code's defaults and the
// test profile keep `preroll: null`.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkSettings, DEFAULT_SITE_SETTINGS, HOUSE_VAST_BACKUP_PATH, HOUSE_VAST_PATH, type Preroll } from '@reel/api/settings';
import type { Database } from '../db/client.js';
import {
  HOUSE_CISAI,
  HOUSE_CLIP_DURATION_S,
  HOUSE_CLIP_FPS,
  HOUSE_CLIP_HEIGHT_PX,
  HOUSE_CLIP_PATH,
  HOUSE_CLIP_TONE_HZ,
  HOUSE_CLIP_WIDTH_PX,
  HOUSE_OUT_NAME,
} from '../houseAds/constants.js';
import { storedSiteSettings, storeSiteSettings } from '../queries/siteSettings.js';

/** The house preroll for a site at `origin`: the tags are absolute, as the validator wants every
 * preroll tag (an advert server is another site); no statistics address. */
export function housePreroll(origin: string): Preroll {
  return {
    engine: 'vast',
    tags: [`${origin}${HOUSE_VAST_PATH}`, `${origin}${HOUSE_VAST_BACKUP_PATH}`],
    stats_url: '',
    out_name: HOUSE_OUT_NAME,
    cisai: HOUSE_CISAI,
  };
}

/** Writes the house preroll into the settings unless an admin saved settings already. */
export async function storeHousePreroll(database: Database, origin: string): Promise<boolean> {
  if ((await storedSiteSettings(database)) !== null) return false;
  const checked = checkSettings({ ...DEFAULT_SITE_SETTINGS, preroll: housePreroll(origin) });
  // An origin the validator refuses (not http(s)) leaves the install without a preroll.
  if (!checked.ok) return false;
  await storeSiteSettings(database, checked.value);
  return true;
}

/** Makes the clip (ffmpeg's test pattern with a tone); the media code is imported only here. */
export async function makeHouseClip(mediaRoot: string): Promise<void> {
  const { generateTestPattern } = await import('../media/patternClip.js');
  const out = join(mediaRoot, HOUSE_CLIP_PATH);
  await mkdir(dirname(out), { recursive: true });
  await generateTestPattern({
    out,
    duration_s: HOUSE_CLIP_DURATION_S,
    width: HOUSE_CLIP_WIDTH_PX,
    height: HOUSE_CLIP_HEIGHT_PX,
    fps: HOUSE_CLIP_FPS,
    pattern: 'testsrc2',
    tone_hz: HOUSE_CLIP_TONE_HZ,
    caption: 'Reel house preroll',
  });
}

// Categories and channels (pornsites) of the demo catalogue.
import { CLIENT_HIDDEN_CATEGORIES, SEO_CATEGORY_DIRS } from '@reel/api';
import type { MediaInfo } from './mediaInfo.js';
import type { Rng } from './random.js';
import type { Row } from './sql.js';
import { slugify } from '../text/dirs.js';
import {
  NEUTRAL_CATEGORIES,
  CHANNEL_FEATURES,
  CHANNEL_TITLE_FIRST,
  CHANNEL_TITLE_SECOND,
  CHANNEL_TITLE_SUFFIX,
  CHANNEL_TAGLINES,
} from './words.js';

export const CATEGORY_COUNT = 40;
export const CHANNEL_COUNT = 20;
const TWO_YEARS_MS = 730 * 86_400_000;

const ACRONYMS = new Set(['hd', 'milf']);

function titleFromDir(dir: string): string {
  return dir
    .split('-')
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The specification's categories first (the SEO dirs, then Hidden Cam and Voyeur, which the client
 * hides from its list), then neutral ones up to 40. About half are in the top list (toptn = 1). */
export function buildCategories(rng: Rng, media: MediaInfo[], now: number): Row[] {
  const seo = SEO_CATEGORY_DIRS.map((dir) => ({ dir, title: titleFromDir(dir), seo: true, top: true }));
  const hidden = CLIENT_HIDDEN_CATEGORIES.map((title) => ({ dir: slugify(title), title, seo: false, top: true }));
  const neutralCount = CATEGORY_COUNT - seo.length - hidden.length;
  const neutral = NEUTRAL_CATEGORIES.slice(0, neutralCount).map((title) => ({ dir: slugify(title), title, seo: false, top: false }));
  // Top up the top list to about half with a seeded choice among the neutral ones.
  for (const c of rng.sample(neutral, CATEGORY_COUNT / 2 - seo.length - hidden.length)) c.top = true;
  return [...seo, ...hidden, ...neutral].map((c, i) => ({
    category_id: i + 1,
    dir: c.dir,
    title: c.title,
    key: c.title.toLowerCase(),
    gender: 'str',
    toptn: c.top ? 1 : 0,
    seo_title: c.seo ? `${c.title} Videos: Free ${c.title} Movies in HD` : '',
    thumb: media[i % media.length].thumb,
    post_date: new Date(now - rng.int(0, TWO_YEARS_MS)),
  }));
}

function channelDescription(rng: Rng, title: string): string {
  const lines: string[] = rng.sample(CHANNEL_FEATURES, rng.int(3, 5));
  lines[0] = `${title}: ${lines[0].charAt(0).toLowerCase()}${lines[0].slice(1)}`;
  return lines.join('\n');
}

/** Channels, each at its own address under the reserved .example top-level domain and a screenshot as its logo. */
export function buildChannels(rng: Rng, media: MediaInfo[], now: number): Row[] {
  const firsts = rng.shuffle(CHANNEL_TITLE_FIRST);
  return Array.from({ length: CHANNEL_COUNT }, (_, i) => {
    const n = i + 1;
    const title = `${firsts[i % firsts.length]} ${rng.pick(CHANNEL_TITLE_SECOND)} ${rng.pick(CHANNEL_TITLE_SUFFIX)}`;
    const m = media[i % media.length];
    const year = new Date(now).getUTCFullYear() - rng.int(1, 15);
    return {
      channel_id: n,
      dir: `${slugify(title)}${i >= firsts.length ? `-${n}` : ''}`,
      title,
      title2: rng.pick(CHANNEL_TAGLINES).replace('{year}', () => String(year)),
      url: `https://example-studio-${n}.example/`,
      description: channelDescription(rng, title),
      logo: m.scr,
      thumb: m.scr,
      preview: m.preview,
      gender: rng.chance(0.85) ? 'str' : rng.pick(['gay', 'she']),
      toptn: i % 2 === 0 ? 1 : 0,
      post_date: new Date(now - rng.int(0, TWO_YEARS_MS)),
    };
  });
}

// The site's English text catalogue: every visible string, once, under a dotted key.
import type { MEMBER_TEXT } from './text/members';
import type { MODAL_TEXT } from './text/modals';
import type { LOCAL_TEXT } from './local/text';
import type { LEGAL_TEXT } from './text/legal';
import { LIST_TEXT } from './text/lists';
import type { PAGE_TEXT } from './text/pages';
import { SHELL_TEXT } from './text/shell';
import type { SOCIAL_TEXT } from './text/social';
import type { UPLOAD_TEXT } from './text/upload';
import type { WATCH_TEXT } from './text/watch';

const TEXT = {
  ...LIST_TEXT,
  'site.name': 'Reel',
  'site.age_badge': '18+',
  'site.loading': 'Loading…',
  'site.adult_notice': 'Adults only (18+). All demo media are abstract test patterns.',
  'list.latest': 'Latest videos',
  'list.empty': 'There is no data in this list.',
  'video.deleted': 'Video has been recently deleted',
  'video.files_error': 'This video cannot be played right now. Please try again later.',
  'video.views': '{n} views',
  'video.categories': 'Categories',
  'video.models': 'Models',
  'page.not_found': 'Oops! Content not found!',
  'page.load_error': 'This page could not be loaded. Please try again.',
  'page.return_home': 'Return to the home page',
  'page.retry': 'Try again',
  'badge.hd': 'HD',
  'badge.fhd': 'FHD',
  // The shared form check, used by the member area's forms and the upload form.
  'form.error.required': 'Required field',
  'form.error.min_length': 'Min length {length}',
  'form.error.max_length': 'Max length {length}',
  ...SHELL_TEXT,
} as const;

/**
 * Text of parts the site loads lazily (the modals, the member area, social features, uploads, the account
 * forms, the download and legal pages): their keys are typed here, their strings join the catalogue when the part's chunk loads (`joinText`), so the first
 * page's JavaScript does not carry them.
 */
type LazyText = typeof MODAL_TEXT & typeof WATCH_TEXT & typeof LOCAL_TEXT & typeof MEMBER_TEXT & typeof SOCIAL_TEXT & typeof UPLOAD_TEXT & typeof PAGE_TEXT & typeof LEGAL_TEXT;
export type TextKey = keyof typeof TEXT | keyof LazyText;

const joined: Record<string, string> = {};

export function joinText(pack: Record<string, string>): void {
  Object.assign(joined, pack);
}

/** The text of a key, with `{name}` placeholders filled from `info`. */
export function t(key: TextKey, info: Record<string, string | number> = {}): string {
  const text = (TEXT as Record<string, string>)[key] ?? joined[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in info ? String(info[name]) : whole));
}

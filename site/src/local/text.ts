// The English text of the watch-later button and the local history and watch-later pages, under
// the specification's keys where it gives them.
import { joinText } from '../text';

export const LOCAL_TEXT = {
  'watch.watch_later': 'Watch later',
  'notify.watch_later_success': 'Added to Watch later',
  'notify.watch_later_already_added': 'This video is already in Watch later',
  'notify.watch_later_unavailable': 'This browser does not let the site keep a Watch later list.',
  'listing.history_empty': 'Your watch history is empty.',
  'title.watch_later': 'Watch later',
  'local.remove': 'Remove “{title}”',
  'local.clear_history': 'Clear history',
  'local.clear_watch_later': 'Clear Watch later',
  'local.clear_confirm': 'Remove every video from this list?',
  'local.clear_yes': 'Yes, clear',
  'local.clear_no': 'Cancel',
} as const;

export type LocalTextKey = keyof typeof LOCAL_TEXT;

/**
 * The text of a key, `{name}` filled from `info`, as the site's `t` does. These keys live here until
 * site/src/text.ts merges LOCAL_TEXT into the one catalogue; `t` then serves them and this goes.
 */
export function lt(key: LocalTextKey, info: Record<string, string | number> = {}): string {
  return LOCAL_TEXT[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in info ? String(info[name]) : whole));
}

// The shared catalogue knows these keys too, for pages that show them with `t`.
joinText(LOCAL_TEXT);

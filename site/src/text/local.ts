// The English text of the watch-later button and the local history and watch-later pages, kept in
// this browser only.
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

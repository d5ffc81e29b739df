// The watch page's strings. Only the watch page's chunk
// uses them: they join the catalogue (text.ts) when a chunk that imports this file loads, so watch
// code takes `t` from here.
import { joinText } from '../text';

export { t, type TextKey } from '../text';

export const WATCH_TEXT = {
  'watch.player_label': 'Video player',
  'watch.added': 'Added {date}',
  'watch.private': 'This video is private. Log in to watch it.',
  'watch.like': 'Like',
  'watch.dislike': 'Dislike',
  'watch.likes_n': '{n} likes',
  'watch.dislikes_n': '{n} dislikes',
  'watch.favorite': 'Favorite',
  'watch.download': 'Download',
  'watch.report': 'Report',
  'watch.report_subject': 'Report: {title} (video {id})',
  'watch.actions': 'Video actions',
  'watch.channel': 'Channel',
  'watch.uploaded_by': 'Uploaded by',
  'watch.subscribe': 'Subscribe',
  'watch.subscribers_n': '{n} subscribers',
  'watch.join_now': 'Join now',
  'watch.watch_live': 'Watch Me Live',
  'watch.related': 'Related videos',
  'watch.suggested': 'Suggested videos',
  'watch.show_more': 'Show more related videos',
  'watch.need_login': 'Please log in to complete this action',
  'notify.vote_success': 'Thank you for your vote',
  'notify.subscribe_success': 'You are subscribed',
  'notify.favourite_success': 'Added to your favourites',
  'notify.vote_need_login': 'Please log in to complete this action',
  'notify.subscribe_need_login': 'Please log in to complete this action',
  'notify.favourite_need_login': 'Please log in to complete this action',
  'notify.action_failed': 'This did not work. Please try again later.',
} as const;

joinText(WATCH_TEXT);

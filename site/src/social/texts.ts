// Words for a refusal: the catalogue's text for the code under the action's prefix when it has
// one (notify.vote_already_voted, playlist.er.already_added), else a general sentence, so an
// unknown code never shows raw.
import {
  COMMENT_MAX_CHARS,
  COMMENT_WINDOW_S,
  COMMENTS_PER_IP,
  COMMENTS_PER_USER,
  MESSAGE_MAX_CHARS,
  PLAYLIST_TITLE_MAX_CHARS,
  PLAYLIST_TITLE_MIN_CHARS,
  WALL_POST_MAX_CHARS,
} from '@reel/api';
import { BANNED_CODE, bannedText } from '../members/banned';
import { t, textIn, type TextInfo } from '../text';
import { LIST_TEXT } from '../text/lists';
import { SOCIAL_TEXT } from '../text/social';
import { WATCH_TEXT } from '../text/watch';
import { NETWORK_ERROR } from './remote';

/** Numbers the rate-limit texts carry: the comment limits (5 per member, 20 per address in 10 minutes). */
const INFO: Record<string, Record<string, number>> = {
  comments_user_limit: { n: COMMENTS_PER_USER, minutes: COMMENT_WINDOW_S / 60 },
  comments_ip_limit: { n: COMMENTS_PER_IP, minutes: COMMENT_WINDOW_S / 60 },
};

/** The catalogue's text of `key`, or null when it has none. */
export function textOf(key: string, info: TextInfo = {}): string | null {
  return textIn([WATCH_TEXT, SOCIAL_TEXT], key, info);
}

function general(code: string): string {
  if (code === NETWORK_ERROR) return t(SOCIAL_TEXT, 'social.network_error');
  if (code === 'need_login') return t(SOCIAL_TEXT, 'social.need_login');
  if (code === 'no_permission') return t(LIST_TEXT, 'listing.denied');
  if (code === 'csrf') return t(SOCIAL_TEXT, 'social.refused');
  if (code === BANNED_CODE) return bannedText();
  return t(SOCIAL_TEXT, 'social.failed');
}

export type ActName = 'vote' | 'subscribe' | 'favourite';

/** notify.{act}_{code}, else a general sentence. */
export function actFailureText(act: ActName, code: string): string {
  return textOf(`notify.${act}_${code}`) ?? general(code);
}

export type FailurePrefix = 'comments' | 'playlist' | 'friends' | 'messages' | 'wall';

/** The longest text each kind of writing takes (the max_length refusal names it). */
const MAX_CHARS: Record<FailurePrefix, number> = {
  comments: COMMENT_MAX_CHARS,
  messages: MESSAGE_MAX_CHARS,
  wall: WALL_POST_MAX_CHARS,
  playlist: PLAYLIST_TITLE_MAX_CHARS,
  friends: 0,
};

/** `{prefix}.er.{code}`, then the comment wording shared by every text (required, max_length), else general. */
export function failureText(prefix: FailurePrefix, code: string): string {
  const info =
    code === 'max_length' ? { n: MAX_CHARS[prefix] } : code === 'min_length' ? { n: PLAYLIST_TITLE_MIN_CHARS } : (INFO[code] ?? {});
  return textOf(`${prefix}.er.${code}`, info) ?? textOf(`comments.er.${code}`, info) ?? general(code);
}

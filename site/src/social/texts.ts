// Words for a refusal: the catalogue's text for the code under the action's prefix when it has
// one (notify.vote_already_voted), else a general sentence, so an unknown code never shows raw.
import { COMMENT_WINDOW_MS, COMMENTS_PER_IP, COMMENTS_PER_USER } from '@reel/api';
import { t, type TextKey } from '../text';
import { SOCIAL_TEXT } from '../text/social';
import { WATCH_TEXT } from '../text/watch';
import { NETWORK_ERROR } from './remote';

const KNOWN: Record<string, unknown> = { ...WATCH_TEXT, ...SOCIAL_TEXT };

/** The catalogue's text of `key`, or null when it has none. */
export function textOf(key: string): string | null {
  return key in KNOWN ? t(key as TextKey) : null;
}

function general(code: string): string {
  if (code === NETWORK_ERROR) return t('social.network_error');
  if (code === 'need_login') return t('social.need_login');
  return t('social.failed');
}

export type ActName = 'vote' | 'subscribe' | 'favourite';

/** notify.{act}_{code} (spec 000 §8), else a general sentence. */
export function actFailureText(act: ActName, code: string): string {
  return textOf(`notify.${act}_${code}`) ?? general(code);
}

/** `{prefix}.er.{code}` (playlist.er.not_found, friends.er.already_requested), else a general sentence. */
export function failureText(prefix: 'playlist' | 'friends' | 'comments', code: string): string {
  return textOf(`${prefix}.er.${code}`) ?? general(code);
}

const WINDOW_MINUTES = COMMENT_WINDOW_MS / 60_000;

/** The comment limits of spec 001 §5 in words: 5 per 10 minutes per user, 20 per IP. */
export function rateLimitText(scope: 'user' | 'ip'): string {
  return scope === 'user'
    ? t('comments.too_many_user', { n: COMMENTS_PER_USER, minutes: WINDOW_MINUTES })
    : t('comments.too_many_ip', { n: COMMENTS_PER_IP, minutes: WINDOW_MINUTES });
}

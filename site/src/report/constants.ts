// The copyright notice's length bounds, in characters: the endpoint table's own, under the names the
// form's checks use.
import { NOTICE_CONTACT_CHARS, NOTICE_NAME_CHARS, NOTICE_URLS_CHARS, NOTICE_WORK_CHARS } from '@reel/api/moderation';

export const [NOTICE_NAME_MIN_CHARS, NOTICE_NAME_MAX_CHARS] = NOTICE_NAME_CHARS;
export const [NOTICE_CONTACT_MIN_CHARS, NOTICE_CONTACT_MAX_CHARS] = NOTICE_CONTACT_CHARS;
export const [NOTICE_WORK_MIN_CHARS, NOTICE_WORK_MAX_CHARS] = NOTICE_WORK_CHARS;
/** All the addresses together, line breaks included. */
export const NOTICE_URLS_MAX_CHARS = NOTICE_URLS_CHARS[1];

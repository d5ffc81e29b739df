// A suspended member's refusal: sign-in, comments, wall posts, uploads and reports answer 403 with
// the code `banned`, and each place that shows those errors shows this one sentence instead of a
// general failure.
import { t } from '../text';
import { SITE_TEXT } from '../text/site';

export const BANNED_CODE = 'banned';

export const bannedText = (): string => t(SITE_TEXT, 'account.banned');

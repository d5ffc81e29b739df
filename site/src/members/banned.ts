// A suspended member's refusal: sign-in, comments, wall posts, uploads and reports answer 403 with
// the code `banned`, and each place that shows those errors shows this one sentence instead of a
// general failure.
import { t } from '../text';
import { ACCOUNT_TEXT } from '../text/account';

export const BANNED_CODE = 'banned';

export const bannedText = (): string => t(ACCOUNT_TEXT, 'account.banned');

// The copyright notice's length bounds, in characters, as the endpoint table's parsers apply them
// (packages/api/src/endpoints/moderation.ts). The table's entry names them only inside its parsers,
// so the form keeps them here for its own checks; rules.test.ts fails when the two disagree.
import { REPORT_DETAILS_MAX_CHARS } from '@reel/api';

export const NOTICE_NAME_MIN_CHARS = 2;
export const NOTICE_NAME_MAX_CHARS = 200;
export const NOTICE_CONTACT_MIN_CHARS = 5;
export const NOTICE_CONTACT_MAX_CHARS = 1000;
export const NOTICE_WORK_MIN_CHARS = 5;
export const NOTICE_WORK_MAX_CHARS = REPORT_DETAILS_MAX_CHARS;
/** All the addresses together, line breaks included. */
export const NOTICE_URLS_MAX_CHARS = 4000;

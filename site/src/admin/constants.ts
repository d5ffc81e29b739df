// The console's numbers, each with its unit.
export { ADMIN_PAGE_SIZE } from '@reel/api/moderation';

/** Before/after values of an audit row longer than this are cut, the whole kept in the title. */
export const AUDIT_VALUE_MAX_CHARS = 300;
/** Results the video editor's category and model pickers offer at once. */
export const PICKER_RESULTS_MAX = 8;
/** Typing in a picker waits this long before it asks the server. */
export const PICKER_DELAY_MS = 250;

// What every staff console call shares: its address prefix, the refusals it may answer besides its own,
// the lengths of the texts staff write, and the page parameter of its lists.
import { param } from './kit.js';

export const ADMIN_API_PREFIX = '/api/admin/';

/** Every console call's refusals besides its own. */
export const STAFF_ERRORS = ['need_login', 'not_staff', 'csrf'] as const;
export const ADMIN_ERRORS = [...STAFF_ERRORS, 'not_admin'] as const;
/** Titles of videos and catalogue groupings. */
export const TITLE_MAX_CHARS = 200;
export const DESCRIPTION_MAX_CHARS = 5000;
export const TAGS_MAX_CHARS = 500;
export const NOTE_MAX_CHARS = 1000;
export const SEARCH_MAX_CHARS = 100;

export const page = { page: param.queryPage() };

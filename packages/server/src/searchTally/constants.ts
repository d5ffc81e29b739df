/** The searches counted in the process are added to the table this often. */
export const SEARCH_TALLY_INTERVAL_MS = 5000;
/** Distinct keywords waiting at most; past it a new keyword is not counted until the next write. */
export const SEARCH_TALLY_MAX_KEYWORDS = 10_000;

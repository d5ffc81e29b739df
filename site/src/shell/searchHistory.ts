// The local search history: `history_search` in local storage, a list of `{title}`,
// where a title already stored is not added again. Kept by @reel/storage; named here for the shell.
export { addSearchHistory, readSearchHistory, type SearchHistoryEntry } from '@reel/storage';

// The local search history (spec 001 §9): `history_search` in local storage, a list of
// `{title}`, where a title already stored is not added again.
import { SEARCH_HISTORY_KEY } from './constants';

export interface SearchHistoryEntry {
  title: string;
}

/** The stored list; storage that is missing, full or refused reads as empty. */
export function readSearchHistory(storage: Storage = localStorage): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is SearchHistoryEntry => typeof (e as SearchHistoryEntry)?.title === 'string') : [];
  } catch {
    return [];
  }
}

export function addSearchHistory(title: string, storage: Storage = localStorage): void {
  const entries = readSearchHistory(storage);
  if (entries.some((e) => e.title === title)) return;
  try {
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify([...entries, { title }]));
  } catch {
    // A full or refused storage only loses the history entry.
  }
}

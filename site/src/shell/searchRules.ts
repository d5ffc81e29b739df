// What the search overlay accepts and shows.
import { CLIENT_HIDDEN_CATEGORIES, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, type Category } from '@reel/api';
import { pagePath } from '@reel/api/pages';
import { TRENDING_MAX } from './constants';

/** Shorter than 3 or longer than 69 characters: the query does nothing. */
export function isSearchable(query: string): boolean {
  const length = query.trim().length;
  return length >= SEARCH_MIN_CHARS && length <= SEARCH_MAX_CHARS;
}

export function searchHref(query: string): string {
  return `${pagePath('search', { page: 1 })}?${new URLSearchParams({ s: query.trim() }).toString()}`;
}

const HIDDEN = new Set<string>(CLIENT_HIDDEN_CATEGORIES);

/** The categories a visitor may be shown: the hidden ones are removed. */
export function visibleCategories(categories: readonly Category[]): Category[] {
  return categories.filter((c) => !HIDDEN.has(c.title));
}

/** Up to 12 categories of the top list, most popular on average first. */
export function trendingCategories(categories: readonly Category[]): Category[] {
  return visibleCategories(categories)
    .filter((c) => c.toptn > 0)
    .sort((a, b) => b.avg_videos_popularity - a.avg_videos_popularity)
    .slice(0, TRENDING_MAX);
}

/** The slider's chips: visible categories sorted by title. */
export function sliderCategories(categories: readonly Category[]): Category[] {
  return visibleCategories(categories).sort((a, b) => a.title.localeCompare(b.title));
}

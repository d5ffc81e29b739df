// Which sorts each list offers, and their addresses.
import type { TextKey } from '../text';
import type { SortOption } from './SortFilter';

export const VIDEO_LIST_SORTS = ['latest-updates', 'most-popular', 'top-rated', 'longest', 'most-viewed-week', 'most-viewed-day'] as const;
/** A model's or channel's videos. */
export const DIRECTORY_VIDEO_SORTS = ['latest-updates', 'longest', 'most-popular', 'top-rated'] as const;
export const DIRECTORY_LIST_SORTS = ['alphabetaz', 'alphabetza', 'count-videos', 'most-popular', 'most-viewed', 'top-rated', 'latest-updates'] as const;
export const COMMUNITY_SORTS = ['recent', 'alphabetaz', 'alphabetza', 'count-videos', 'most-subscribed', 'most-viewed'] as const;

export function sortOptions(sorts: readonly string[], href: (sort: string) => string): SortOption[] {
  return sorts.map((value) => ({ value, label: `sort.${value}` as TextKey, href: href(value) }));
}

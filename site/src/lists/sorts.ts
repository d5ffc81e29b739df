// Which sorts each list offers, and their addresses.
import type { KeyNames } from '../text';
import type { LIST_TEXT } from '../text/lists';
import type { SortOption } from './SortFilter';

/** A sort the list catalogue has words for (`sort.{name}`). */
export type SortName = KeyNames<typeof LIST_TEXT, 'sort.'>;

export const VIDEO_LIST_SORTS = ['latest-updates', 'most-popular', 'top-rated', 'longest', 'most-viewed-week', 'most-viewed-day'] as const;
/** A model's or channel's videos. */
export const DIRECTORY_VIDEO_SORTS = ['latest-updates', 'longest', 'most-popular', 'top-rated'] as const;
export const DIRECTORY_LIST_SORTS = [
  'alphabetaz',
  'alphabetza',
  'count-videos',
  'most-popular',
  'most-viewed',
  'top-rated',
  'latest-updates',
] as const;
export const COMMUNITY_SORTS = ['recent', 'alphabetaz', 'alphabetza', 'count-videos', 'most-subscribed', 'most-viewed'] as const;

export function sortOptions(sorts: readonly SortName[], href: (sort: string) => string): SortOption[] {
  return sorts.map((value) => ({ value, label: `sort.${value}`, href: href(value) }));
}

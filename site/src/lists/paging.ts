// Paging arithmetic shared by Load more and the numbered pagination.
import { PAGINATION_MIN_TOTAL } from './constants';

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Up to `size` page numbers around `page`, shifted to stay within 1…last. */
export function pageWindow(page: number, last: number, size: number): number[] {
  const count = Math.min(size, last);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Load more appears when the list is long enough to page and this is not its last page. */
export function showsLoadMore(total: number, page: number, pageSize: number): boolean {
  return total >= pageSize && page < lastPage(total, pageSize);
}

/** The numbered pagination appears past 24 items, or whenever there is more than one page. */
export function showsPagination(total: number, pageSize: number): boolean {
  return total > PAGINATION_MIN_TOTAL || lastPage(total, pageSize) > 1;
}

/** `/videos/top-rated/3/` with page 4 is `/videos/top-rated/4/`: the page is the last path segment. */
export function withPage(pathname: string, page: number, search = ''): string {
  const parts = pathname.replace(/\/$/, '').split('/');
  parts[parts.length - 1] = String(page);
  return `${parts.join('/')}/${search}`;
}

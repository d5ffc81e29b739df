import { Link, useLocation } from 'react-router-dom';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { PAGINATION_NARROW_MAX_PX, PAGINATION_WINDOW, PAGINATION_WINDOW_NARROW } from './constants';
import { lastPage, pageWindow, showsPagination, withPage } from './paging';
import { useMedia } from './useMedia';

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  pageHref?: (page: number) => string;
}

/** Back, a window of page numbers (fewer on narrow screens) and next; each link opens that page alone. */
export function Pagination({ page, total, pageSize, pageHref }: PaginationProps) {
  const { pathname, search } = useLocation();
  const narrow = useMedia(`(max-width: ${PAGINATION_NARROW_MAX_PX}px)`);
  const last = lastPage(total, pageSize);
  if (!showsPagination(total, pageSize)) return null;
  const href = (n: number) => (pageHref ? pageHref(n) : withPage(pathname, n, search));
  const pages = pageWindow(page, last, narrow ? PAGINATION_WINDOW_NARROW : PAGINATION_WINDOW);
  return (
    <nav className="pagination" aria-label={t(LIST_TEXT, 'listing.pagination')}>
      {page > 1 && (
        <Link to={href(page - 1)} className="pagination__step" rel="prev">
          {t(LIST_TEXT, 'listing.back')}
        </Link>
      )}
      {pages.map((n) =>
        n === page ? (
          <span key={n} className="pagination__page" aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} className="pagination__page" aria-label={t(LIST_TEXT, 'listing.page_n', { n })}>
            {n}
          </Link>
        ),
      )}
      {page < last && (
        <Link to={href(page + 1)} className="pagination__step" rel="next">
          {t(LIST_TEXT, 'listing.next')}
        </Link>
      )}
    </nav>
  );
}

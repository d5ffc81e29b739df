import { Link, useLocation, useNavigation } from 'react-router-dom';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { Loading } from '../components/Loading';
import { showsLoadMore, withPage } from './paging';

/** Navigation state that tells the list to add the next page below the current one. */
export const APPEND_STATE = { append: true } as const;

export function isAppend(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { append?: unknown }).append === true;
}

interface LoadMoreProps {
  page: number;
  total: number;
  pageSize: number;
  pageHref?: (page: number) => string;
}

/**
 * The next page added below this one: the page number goes into the address with a
 * history push, and the scroll position stays where it is.
 */
export function LoadMore({ page, total, pageSize, pageHref }: LoadMoreProps) {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  if (!showsLoadMore(total, page, pageSize)) return null;
  const next = pageHref ? pageHref(page + 1) : withPage(pathname, page + 1, search);
  if (navigation.state === 'loading' && navigation.location.pathname === next.split('?')[0]) return <Loading />;
  return (
    <div className="load-more">
      <Link to={next} state={APPEND_STATE} preventScrollReset className="button load-more__button">
        {t(LIST_TEXT, 'listing.load_more')}
      </Link>
    </div>
  );
}

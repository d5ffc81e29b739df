import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { Notice } from '../components/Notice';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import type { ListData } from './data';
import { LoadMore } from './LoadMore';
import { Pagination } from './Pagination';
import { isAppend } from './LoadMore';
import { listKey as keyOf, useListItems } from './useListItems';
import './lists.css';

interface ListViewProps<T> {
  list: ListData<T>;
  itemKey: (item: T) => string | number;
  /** The items shown so far (several pages after Load more). */
  children: (items: T[]) => ReactNode;
  /** A search or filtered list: an empty one says 'No result found'. */
  filtered?: boolean;
  /** Where page n of this list lives, when it is not this address with another page number. */
  pageHref?: (page: number) => string;
  /** The list's own address without a page, when this page shows another list's first page. */
  listKey?: string;
}

/** Another page of this list is on its way (numbered pagination, not Load more): it will replace this one. */
function usePaging(ownKey: string | undefined): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading' || isAppend(navigation.location.state)) return false;
  const key = ownKey ?? keyOf(location.pathname, location.search);
  const target = navigation.location;
  return target.pathname !== location.pathname && keyOf(target.pathname, target.search) === key;
}

/** A list page's body: its items with Load more and the pagination, or why there are none. */
export function ListView<T>({ list, itemKey, children, filtered = false, pageHref, listKey }: ListViewProps<T>) {
  const items = useListItems(list, itemKey, listKey);
  const paging = usePaging(listKey);
  if (list.failed) return <Notice text={t(LIST_TEXT, 'listing.empty')} icon="!" tone="error" />;
  if (items.length === 0) {
    return filtered ? <Notice text={t(LIST_TEXT, 'listing.no_result')} icon="!" /> : <Notice text={t(LIST_TEXT, 'listing.empty')} />;
  }
  return (
    <>
      {paging ? <Loading /> : children(items)}
      <LoadMore page={list.page} total={list.total} pageSize={list.pageSize} pageHref={pageHref} />
      <Pagination page={list.page} total={list.total} pageSize={list.pageSize} pageHref={pageHref} />
    </>
  );
}

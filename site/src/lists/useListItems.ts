import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ListData } from './data';
import { isAppend } from './LoadMore';

/** The list an address belongs to: the path without its page number, and the query. */
const listKey = (pathname: string, search: string) => `${pathname.replace(/\d+\/$/, '')}${search}`;

/**
 * The items to show: the loaded page alone, or — after Load more — the pages shown so far with
 * the new one added below (spec 000 §4: Load more appends, paging replaces).
 */
export function useListItems<T>(list: ListData<T>, itemKey: (item: T) => string | number): T[] {
  const location = useLocation();
  const key = listKey(location.pathname, location.search);
  const [shown, setShown] = useState({ list, items: list.items, key });
  if (shown.list === list) return shown.items;
  const append = isAppend(location.state) && shown.key === key && list.page === shown.list.page + 1;
  let items = list.items;
  if (append) {
    const have = new Set(shown.items.map(itemKey));
    items = [...shown.items, ...list.items.filter((item) => !have.has(itemKey(item)))];
  }
  setShown({ list, items, key });
  return items;
}

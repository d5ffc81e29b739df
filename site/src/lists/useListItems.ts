import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ListData } from './data';
import { isAppend } from './LoadMore';

/** The list an address belongs to: the path without its page number, and the query. */
export const listKey = (pathname: string, search: string) => `${pathname.replace(/\d+\/$/, '')}${search}`;

interface Shown<T> {
  list: ListData<T>;
  items: T[];
  key: string;
}

/**
 * What the last list on screen showed. Load more may open another page component (the home
 * page's next page is the latest-updates list's), which picks the list up from here.
 */
let lastShown: Shown<unknown> | null = null;

/** Forget the last list shown (a test's fresh page). */
export function forgetListShown(): void {
  lastShown = null;
}

function next<T>(prev: Shown<T> | null, list: ListData<T>, key: string, append: boolean, itemKey: (item: T) => string | number): Shown<T> {
  if (!prev || !append || prev.key !== key || list.page !== prev.list.page + 1) return { list, items: list.items, key };
  const have = new Set(prev.items.map(itemKey));
  return { list, items: [...prev.items, ...list.items.filter((item) => !have.has(itemKey(item)))], key };
}

/**
 * The items to show: the loaded page alone, or — after Load more — the pages shown so far with
 * the new one added below (Load more appends, paging replaces). `key` names the list
 * when its pages live elsewhere (the home page's).
 */
export function useListItems<T>(list: ListData<T>, itemKey: (item: T) => string | number, key?: string): T[] {
  const location = useLocation();
  const ownKey = key ?? listKey(location.pathname, location.search);
  const append = isAppend(location.state);
  const [shown, setShown] = useState<Shown<T>>(() => next(lastShown as Shown<T> | null, list, ownKey, append, itemKey));
  let current = shown;
  if (shown.list !== list) {
    current = next(shown, list, ownKey, append, itemKey);
    setShown(current);
  }
  useEffect(() => {
    lastShown = current as Shown<unknown>;
  }, [current]);
  return current.items;
}

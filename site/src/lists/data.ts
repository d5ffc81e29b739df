// What a list page's loader hands its page: one page of items and where it sits in the list.
import { ApiRequestError, isApiError, type Answer } from '@reel/api/endpoints';
import { notFound } from '../routes/guard';

export interface ListData<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The server refused the list (an error code): the page shows the empty-list message. */
  failed: boolean;
  /** The server stopped counting at a cap: there are more than `total` ("10,000+"). */
  capped?: boolean;
}

/**
 * The answer of a data call, or null when the server refused it with an error code
 * (the list shows listing.empty). An object that does not exist (404) is the not-found page; a
 * failure of the server or the network reaches the route's error element.
 */
export async function attempt<R>(call: () => Promise<Answer<R>>): Promise<R | null> {
  try {
    const answer = await call();
    return isApiError(answer) ? null : answer;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) notFound();
    if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

export function listData<T>(
  answer: { total_count: number; total_count_capped?: boolean } | null,
  items: T[] | undefined,
  page: number,
  pageSize: number,
): ListData<T> {
  const list = items ?? [];
  if (!answer?.total_count_capped) return { items: list, total: answer?.total_count ?? 0, page, pageSize, failed: answer === null };
  // A capped count says only "at least": paging goes on one page past this one while pages come back full.
  const seen = (page - 1) * pageSize + list.length + (list.length === pageSize ? 1 : 0);
  return { items: list, total: Math.max(answer.total_count, seen), page, pageSize, failed: false, capped: true };
}

export const emptyList = <T>(page: number, pageSize: number): ListData<T> => ({ items: [], total: 0, page, pageSize, failed: false });

/** A page number the route table has already checked. */
export const pageOf = (value: string | undefined): number => (value ? Number(value) : 1);

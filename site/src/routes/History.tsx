import { useSearchParams } from 'react-router-dom';
import { historyList, pageNumber } from '../local/lists';
import { LocalVideoList } from '../local/LocalVideoList';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { LOCAL_TEXT } from '../text/local';

/** The route has no page segment, so later pages are `?page=n`. */
const pageHref = (page: number): string => (page > 1 ? `/history/?page=${page}` : '/history/');

/** `/history/`: the videos watched in this browser, newest first (the watch_history store). */
export function History() {
  const [params] = useSearchParams();
  return (
    <>
      <h1 className="page__title">{t(LIST_TEXT, 'title.history')}</h1>
      <LocalVideoList
        {...historyList}
        page={pageNumber(params.get('page'))}
        pageHref={pageHref}
        emptyText={t(LOCAL_TEXT, 'listing.history_empty')}
        clearLabel={t(LOCAL_TEXT, 'local.clear_history')}
      />
    </>
  );
}

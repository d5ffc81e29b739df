import { HISTORY_PATH, pageHeading } from '@reel/api/pages';
import { useSearchParams } from 'react-router-dom';
import { historyList, pageNumber, queryPageHref } from '../local/lists';
import { LocalVideoList } from '../local/LocalVideoList';
import { t } from '../text';
import { LOCAL_TEXT } from '../text/local';

/** `/history/`: the videos watched in this browser, newest first (the watch_history store). */
export function History() {
  const [params] = useSearchParams();
  return (
    <>
      <h1 className="page__title">{pageHeading('history')}</h1>
      <LocalVideoList
        {...historyList}
        page={pageNumber(params.get('page'))}
        pageHref={queryPageHref(HISTORY_PATH)}
        emptyText={t(LOCAL_TEXT, 'listing.history_empty')}
        clearLabel={t(LOCAL_TEXT, 'local.clear_history')}
      />
    </>
  );
}

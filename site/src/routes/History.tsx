import { useSearchParams } from 'react-router-dom';
import { historyList, pageNumber } from '../local/lists';
import { LocalVideoList } from '../local/LocalVideoList';
import { lt } from '../local/text';
import { t } from '../text';

/** The route has no page segment, so later pages are `?page=n`. */
const pageHref = (page: number): string => (page > 1 ? `/history/?page=${page}` : '/history/');

/** `/history/`: the videos watched in this browser, newest first (the watch_history store). */
export function History() {
  const [params] = useSearchParams();
  return (
    <>
      <h1 className="page__title">{t('title.history')}</h1>
      <LocalVideoList {...historyList} page={pageNumber(params.get('page'))} pageHref={pageHref} emptyText={lt('listing.history_empty')} clearLabel={lt('local.clear_history')} />
    </>
  );
}

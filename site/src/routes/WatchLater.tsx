import { WATCH_LATER_PATH } from '@reel/api/pages';
import { useSearchParams } from 'react-router-dom';
import { pageNumber, queryPageHref, watchLaterList } from '../local/lists';
import { LocalVideoList } from '../local/LocalVideoList';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { LOCAL_TEXT } from '../text/local';

/** `/watch-later/`: the videos kept for later in this browser, newest first; no sign-in needed. */
export function WatchLater() {
  const [params] = useSearchParams();
  return (
    <>
      <h1 className="page__title">{t(LOCAL_TEXT, 'title.watch_later')}</h1>
      <LocalVideoList
        {...watchLaterList}
        page={pageNumber(params.get('page'))}
        pageHref={queryPageHref(WATCH_LATER_PATH)}
        emptyText={t(LIST_TEXT, 'listing.empty')}
        clearLabel={t(LOCAL_TEXT, 'local.clear_watch_later')}
      />
    </>
  );
}

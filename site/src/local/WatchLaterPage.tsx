// `/members/{id}/watch_later_videos/{page}/`: the videos kept for later in this browser, newest
// first, 24 a page.
import { useLocation, useParams } from 'react-router-dom';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { LOCAL_TEXT } from '../text/local';
import { memberPageHref, pageNumber, watchLaterList } from './lists';
import { LocalVideoList } from './LocalVideoList';

export default function WatchLaterPage() {
  const { page } = useParams();
  const { pathname } = useLocation();
  return (
    <section className="local-list" aria-label={t(LOCAL_TEXT, 'title.watch_later')}>
      <LocalVideoList
        {...watchLaterList}
        page={pageNumber(page)}
        pageHref={memberPageHref(pathname, page !== undefined)}
        emptyText={t(LIST_TEXT, 'listing.empty')}
        clearLabel={t(LOCAL_TEXT, 'local.clear_watch_later')}
      />
    </section>
  );
}

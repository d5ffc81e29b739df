// `/members/{id}/watch_later_videos/{page}/`: the videos kept for later in this browser, newest
// first, 24 a page.
import { useLocation, useParams } from 'react-router-dom';
import { t } from '../text';
import { memberPageHref, pageNumber, watchLaterList } from './lists';
import { LocalVideoList } from './LocalVideoList';
import { lt } from './text';

export default function WatchLaterPage() {
  const { page } = useParams();
  const { pathname } = useLocation();
  return (
    <section className="local-list" aria-label={lt('title.watch_later')}>
      <LocalVideoList
        {...watchLaterList}
        page={pageNumber(page)}
        pageHref={memberPageHref(pathname, page !== undefined)}
        emptyText={t('listing.empty')}
        clearLabel={lt('local.clear_watch_later')}
      />
    </section>
  );
}

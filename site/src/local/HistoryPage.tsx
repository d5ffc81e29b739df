// `/members/{id}/history/{page}/`: the videos watched in this browser, newest first, 24 a page.
import { pageHeading } from '@reel/api/pages';
import { useLocation, useParams } from 'react-router-dom';
import { t } from '../text';
import { LOCAL_TEXT } from '../text/local';
import { historyList, memberPageHref, pageNumber } from './lists';
import { LocalVideoList } from './LocalVideoList';

export default function HistoryPage() {
  const { page } = useParams();
  const { pathname } = useLocation();
  return (
    <section className="local-list" aria-label={pageHeading('history')}>
      <LocalVideoList
        {...historyList}
        page={pageNumber(page)}
        pageHref={memberPageHref(pathname, page !== undefined)}
        emptyText={t(LOCAL_TEXT, 'listing.history_empty')}
        clearLabel={t(LOCAL_TEXT, 'local.clear_history')}
      />
    </section>
  );
}

// `/members/{id}/history/{page}/`: the videos watched in this browser, newest first, 24 a page.
import { useLocation, useParams } from 'react-router-dom';
import { t } from '../text';
import { historyList, memberPageHref, pageNumber } from './lists';
import { LocalVideoList } from './LocalVideoList';
import { lt } from './text';

export default function HistoryPage() {
  const { page } = useParams();
  const { pathname } = useLocation();
  return (
    <section className="local-list" aria-label={t('title.history')}>
      <LocalVideoList
        {...historyList}
        page={pageNumber(page)}
        pageHref={memberPageHref(pathname, page !== undefined)}
        emptyText={lt('listing.history_empty')}
        clearLabel={lt('local.clear_history')}
      />
    </section>
  );
}

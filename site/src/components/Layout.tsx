import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Shell } from '../shell/Shell';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';

/**
 * Every page inside the app shell, with a progress bar while the next page loads. A new page
 * starts at the top; back and forward return to where that page was left. A link that adds to
 * the page it is on (Load more) keeps its place with `preventScrollReset`.
 */
export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="shell">
      {navigation.state !== 'idle' && <div className="shell__progress" role="progressbar" aria-label={t(SITE_TEXT, 'site.loading')} />}
      <Shell>
        <Outlet />
      </Shell>
      <ScrollRestoration />
    </div>
  );
}

import { Link, useRouteError } from 'react-router-dom';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';
import { Notice } from './Notice';

/** A loader that failed: say so and offer a retry; the details go to the console for developers. */
export function RouteError() {
  const error = useRouteError();
  console.warn('[reel] route failed to load', error);
  return (
    <Notice text={t(SITE_TEXT, 'page.load_error')} icon="!" tone="error">
      <Link to="." reloadDocument className="button">
        {t(SITE_TEXT, 'page.retry')}
      </Link>
    </Notice>
  );
}

import { pageMeta } from '@reel/api/pages';
import { Link } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';

/** `/404/` and every unknown path: 'Oops! Content not found!' with a way home. */
export function NotFound() {
  return (
    <>
      {/* Its own title wins over the route's: a known address whose object is missing is not found too. */}
      <title>{pageMeta('not_found').title}</title>
      <Notice text={t(LIST_TEXT, 'component.404.title')} icon="404">
        <Link to="/" className="button">
          {t(LIST_TEXT, 'component.404.home')}
        </Link>
      </Notice>
    </>
  );
}

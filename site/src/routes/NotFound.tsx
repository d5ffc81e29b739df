import { Link } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { PageTitle } from '../lists/PageHead';
import { t } from '../text';

/** `/404/` and every unknown path: 'Oops! Content not found!' with a way home. */
export function NotFound() {
  return (
    <>
      <PageTitle name="not_found" />
      <Notice text={t('component.404.title')} icon="404">
        <Link to="/" className="button">
          {t('component.404.home')}
        </Link>
      </Notice>
    </>
  );
}

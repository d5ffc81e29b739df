import { Link } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { t } from '../text';

/** `/404/` and every unknown path. */
export function NotFound() {
  return (
    <>
      <title>{`${t('page.not_found')} - ${t('site.name')}`}</title>
      <Notice text={t('page.not_found')} icon="404">
        <Link to="/" className="button">
          {t('page.return_home')}
        </Link>
      </Notice>
    </>
  );
}

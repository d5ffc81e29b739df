import { t } from '../text';
import { SITE_TEXT } from '../text/site';

/** The loading animation made of circles. */
export function Loading() {
  return (
    <div className="loading" role="status" aria-label={t(SITE_TEXT, 'site.loading')}>
      <span className="loading__dot" />
      <span className="loading__dot" />
      <span className="loading__dot" />
    </div>
  );
}

import { t } from '../text';

/** The loading animation made of circles. */
export function Loading() {
  return (
    <div className="loading" role="status" aria-label={t('site.loading')}>
      <span className="loading__dot" />
      <span className="loading__dot" />
      <span className="loading__dot" />
    </div>
  );
}

// What the upload page shows a member who accepted the affidavit but is not yet a verified uploader:
// what to do instead, rather than a form the server would refuse.
import { pagePath } from '@reel/api/pages';
import { Link } from 'react-router-dom';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';

export function NeedUploader() {
  return (
    <section className="upload">
      <h1 className="page__title">{t(UPLOAD_TEXT, 'upload.title')}</h1>
      <p>{t(UPLOAD_TEXT, 'upload.need_uploader')}</p>
      <Link className="button button--primary" to={pagePath('contacts')}>
        {t(UPLOAD_TEXT, 'upload.contact_support')}
      </Link>
    </section>
  );
}

// `/members/{id}/uploaded-videos/{page}/`: the member's own uploads with their status.
import { Link, useParams } from 'react-router-dom';
import { UPLOAD_PATH } from '../shell/links';
import { t } from '../text';
import './upload.css';

export default function UploadedVideosPage() {
  const { id = '' } = useParams();
  return (
    <section className="uploaded" data-member={id}>
      <h2 className="uploaded__title">{t('uploaded.title')}</h2>
      <p className="list-empty">{t('uploaded.empty')}</p>
      <Link to={UPLOAD_PATH} className="button button--primary">
        {t('uploaded.upload')}
      </Link>
    </section>
  );
}

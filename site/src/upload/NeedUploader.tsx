// What the upload page shows a member who accepted the affidavit but is not yet a verified uploader:
// a way to become one rather than a form the server would refuse. Where the operator configured
// identity providers, the member verifies with one (a full navigation to the server's start, which
// sends them to the provider and back to the result page); otherwise a moderator checks them by hand.
import { ENDPOINT, requestOf } from '@reel/api/endpoints';
import { pagePath } from '@reel/api/pages';
import { Link } from 'react-router-dom';
import { api } from '../api';
import { useRemote } from '../social/remote';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';

const startAddress = (provider: string): string =>
  requestOf(ENDPOINT.uploaderVerifyStart, { provider, return: pagePath('upload') }).address;

export function NeedUploader() {
  const [remote] = useRemote(() => api.call(ENDPOINT.uploaderVerifyProviders), 'providers');
  const providers = remote.state === 'ready' ? remote.value.providers : [];
  return (
    <section className="upload">
      <h1 className="page__title">{t(UPLOAD_TEXT, 'upload.title')}</h1>
      {remote.state === 'loading' ? (
        <p aria-busy="true">{t(UPLOAD_TEXT, 'upload.verify.loading')}</p>
      ) : providers.length > 0 ? (
        <>
          <p>{t(UPLOAD_TEXT, 'upload.verify.intro')}</p>
          <ul className="upload__providers">
            {providers.map((p) => (
              <li key={p.id}>
                <a className="button button--primary" href={startAddress(p.id)}>
                  {t(UPLOAD_TEXT, 'upload.verify.with', { name: p.name })}
                </a>
              </li>
            ))}
          </ul>
          <p>{t(UPLOAD_TEXT, 'upload.verify.or_support')}</p>
          <Link to={pagePath('contacts')}>{t(UPLOAD_TEXT, 'upload.contact_support')}</Link>
        </>
      ) : (
        <>
          <p>{t(UPLOAD_TEXT, 'upload.need_uploader')}</p>
          <Link className="button button--primary" to={pagePath('contacts')}>
            {t(UPLOAD_TEXT, 'upload.contact_support')}
          </Link>
        </>
      )}
    </section>
  );
}

// `/uploader-check/?result={result}&return={path}`: how a member's own verification as an uploader with an identity
// provider ended, and the way back to the upload page (its form once verified, the ways to verify
// otherwise).
import { UPLOADER_CHECK_RESULTS, type UploaderCheckResult } from '@reel/api/endpoints';
import { pageHeading, pagePath } from '@reel/api/pages';
import { useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import './pages.css';

/** A path of this site only, never another host. */
const safePath = (path: string | null): string =>
  path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : pagePath('upload');

export function UploaderCheck() {
  const [query] = useSearchParams();
  const result: UploaderCheckResult = UPLOADER_CHECK_RESULTS.find((r) => r === query.get('result')) ?? 'failed';
  const back = safePath(query.get('return'));
  return (
    <article className="prose" aria-label={pageHeading('uploader_check', {})}>
      <h1 className="page__title">{t(UPLOAD_TEXT, `upload.check.${result}.title`)}</h1>
      <p className="prose__p">{t(UPLOAD_TEXT, `upload.check.${result}.text`)}</p>
      {/* A full load, so the page reads the member's session again with the verification. */}
      <a className="button button--accent" href={back}>
        {t(UPLOAD_TEXT, result === 'verified' ? 'upload.check.continue' : 'upload.check.retry')}
      </a>
    </article>
  );
}

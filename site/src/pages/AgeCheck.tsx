// `/age-check/{result}/`: how a check with a provider ended, and the way on: back to the page the
// visitor came from once verified, or to try again (another provider) otherwise.
import { AGE_RESULTS, type AgeResult } from '@reel/api/endpoints';
import { pageHeading } from '@reel/api/pages';
import { useParams, useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { AGE_TEXT } from '../text/age';
import './pages.css';

/** A path of this site only, never another host. */
const safePath = (path: string | null): string =>
  path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';

export function AgeCheck() {
  const params = useParams();
  const result: AgeResult = AGE_RESULTS.find((r) => r === params.result) ?? 'failed';
  const back = safePath(useSearchParams()[0].get('return'));
  return (
    <article className="prose" aria-label={pageHeading('age_check', { result })}>
      <h1 className="page__title">{t(AGE_TEXT, `age.result.${result}.title`)}</h1>
      <p className="prose__p">{t(AGE_TEXT, `age.result.${result}.text`)}</p>
      {result !== 'under_age' && (
        // A full load, so the page asks the server again with the new proof (or shows the gate).
        <a className="button button--accent" href={back}>
          {t(AGE_TEXT, result === 'verified' ? 'age.result.continue' : 'age.result.retry')}
        </a>
      )}
    </article>
  );
}

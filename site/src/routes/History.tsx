import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { reduce } from '../lists/format';
import { readHistory } from '../lists/history';
import { t } from '../text';

/** `/history/`: the videos watched in this browser, newest first. */
export function History() {
  const [records] = useState(readHistory);
  return (
    <>
      <h1 className="page__title">{t('title.history')}</h1>
      {records.length === 0 ? (
        <Notice text={t('listing.empty')} />
      ) : (
        <ul className="grid">
          {records.map((r) => {
            const href = `/video/${r.video_id}/${r.dir}/`;
            return (
              <li key={r.video_id}>
                <article className="card">
                  <Link to={href} className="card__thumb" tabIndex={-1} aria-hidden="true">
                    {r.thumbnail ? <img src={r.thumbnail} alt="" loading="lazy" width={320} height={180} /> : <span className="card__blank" />}
                    {r.duration && <span className="card__duration">{r.duration}</span>}
                  </Link>
                  <h2 className="card__title">
                    <Link to={href}>{r.title}</Link>
                  </h2>
                  <p className="card__meta">
                    <span className="card__views">{t('video.views', { n: reduce(r.views ?? 0) })}</span>
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

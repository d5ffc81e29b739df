import type { Video } from '@reel/api';
import { Link } from 'react-router-dom';
import { compactCount, sourceName, videoHref } from '../format';
import { t } from '../text';
import { QualityBadge } from './QualityBadge';

/** One thumbnail of a list: picture, duration, quality, title, who it is from, views. */
export function VideoCard({ video }: { video: Video }) {
  const href = videoHref(video);
  const from = sourceName(video);
  return (
    <article className="card">
      <Link to={href} className="card__thumb" tabIndex={-1} aria-hidden="true">
        {video.thumb ? <img src={video.thumb} alt="" loading="lazy" width={320} height={180} /> : <span className="card__blank" />}
        <span className="card__duration">{video.duration}</span>
        <QualityBadge fileFormats={video.file_formats} />
      </Link>
      <h2 className="card__title">
        <Link to={href}>{video.title}</Link>
      </h2>
      <p className="card__meta">
        {from && <span className="card__from">{from}</span>}
        <span className="card__views">{t('video.views', { n: compactCount(video.statistics.viewed) })}</span>
      </p>
    </article>
  );
}

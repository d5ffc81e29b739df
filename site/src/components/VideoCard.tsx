import { type Video } from '@reel/api';
import { channelPagePath, modelPagePath } from '@reel/api/pages';
import { Link } from 'react-router-dom';
import { videoHref } from '../format';
import { reduce } from '../lists/format';
import { PreviewClip } from '../lists/PreviewClip';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';
import { QualityBadge } from './QualityBadge';
import '../lists/lists.css';

/** The channel's page, else the first model's, else the uploader's name. */
function From({ video }: { video: Video }) {
  if (video.channel !== 'UsersUpload' && video.channel.dir) {
    return (
      <Link to={channelPagePath(video.channel.dir)} className="card__from">
        {video.channel.title}
      </Link>
    );
  }
  const model = video.models[0];
  if (model) {
    return (
      <Link to={modelPagePath(model.dir)} className="card__from">
        {model.title}
      </Link>
    );
  }
  const name = video.user?.username ?? video.content_source_name;
  return name ? <span className="card__from">{name}</span> : null;
}

/** How a card's picture loads: `first` is the list's first, in view and likely the page's largest
 * paint, fetched ahead of the rest; `eager` in view on arrival; `lazy` once scrolled near. */
export type CardPicture = 'first' | 'eager' | 'lazy';

/** One thumbnail of a list: picture and preview clip, duration, quality, title, who it is from, views. */
export function VideoCard({ video, picture = 'lazy' }: { video: Video; picture?: CardPicture }) {
  const href = videoHref(video);
  return (
    <article className="card">
      <Link to={href} className="card__thumb" tabIndex={-1} aria-hidden="true">
        {video.thumb ? (
          <img
            src={video.thumb}
            alt=""
            loading={picture === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={picture === 'first' ? 'high' : 'auto'}
            width={320}
            height={180}
          />
        ) : (
          <span className="card__blank" />
        )}
        {video.preview && <PreviewClip src={video.preview} />}
        <span className="card__duration">{video.duration}</span>
        <QualityBadge fileFormats={video.file_formats} />
      </Link>
      <h2 className="card__title">
        <Link to={href}>{video.title}</Link>
      </h2>
      <p className="card__meta">
        <From video={video} />
        <span className="card__views">{t(SITE_TEXT, 'video.views', { n: reduce(video.statistics.viewed) })}</span>
      </p>
    </article>
  );
}

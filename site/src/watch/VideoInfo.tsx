import { type NamedLink, type Video } from '@reel/api';
import { categoryPagePath, modelPagePath } from '@reel/api/pages';
import { Link } from 'react-router-dom';
import { fullCount, postDate } from '../format';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';
import { WATCH_TEXT } from '../text/watch';

function Links({ label, items, href }: { label: string; items: NamedLink[]; href: (item: NamedLink) => string }) {
  if (items.length === 0) return null;
  return (
    <div className="watch-links">
      <span className="watch-links__label">{label}:</span>
      <ul className="watch-links__items">
        {items.map((item) => (
          <li key={item.dir}>
            <Link className="chip" to={href(item)}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Title, view count, date, description, models and categories. */
export function VideoInfo({ video }: { video: Video }) {
  return (
    <div className="watch-info">
      <h1 className="watch__title">{video.title}</h1>
      <p className="watch__meta">
        <span className="watch__views">{t(SITE_TEXT, 'video.views', { n: fullCount(video.statistics.viewed) })}</span>
        <time dateTime={`${video.post_date.replace(' ', 'T')}Z`}>{t(WATCH_TEXT, 'watch.added', { date: postDate(video.post_date) })}</time>
      </p>
      {video.description && <p className="watch__description">{video.description}</p>}
      <Links label={t(SITE_TEXT, 'video.models')} items={video.models} href={(m) => modelPagePath(m.dir)} />
      <Links label={t(SITE_TEXT, 'video.categories')} items={video.categories} href={(c) => categoryPagePath(c.dir)} />
    </div>
  );
}

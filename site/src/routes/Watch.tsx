import { useLoaderData } from 'react-router-dom';
import { PlayerArea } from '../components/PlayerArea';
import { TextList } from '../components/TextList';
import { fullCount, postDate, sourceName } from '../format';
import { t } from '../text';
import type { WatchData } from './loaders';

/** `/video/:id/:dir/`: the player, then the title, counters, date, categories and models. */
export function Watch() {
  const { video, files } = useLoaderData() as WatchData;
  const from = sourceName(video);
  return (
    <article className="watch">
      <title>{`${video.title} - ${t('site.name')}`}</title>
      <PlayerArea key={video.video_id} video={video} files={files} />
      <h1 className="watch__title">{video.title}</h1>
      <p className="watch__meta">
        <span>{t('video.views', { n: fullCount(video.statistics.viewed) })}</span>
        <time dateTime={video.post_date.replace(' ', 'T') + 'Z'}>{postDate(video.post_date)}</time>
        {from && <span>{from}</span>}
      </p>
      {video.description && <p className="watch__description">{video.description}</p>}
      <TextList label={t('video.categories')} items={video.categories} />
      <TextList label={t('video.models')} items={video.models} />
    </article>
  );
}

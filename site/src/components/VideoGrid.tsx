import type { Video } from '@reel/api';
import { EAGER_CARDS } from '../lists/constants';
import type { ListData } from '../lists/data';
import { ListView } from '../lists/ListView';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';
import { Notice } from './Notice';
import { VideoCard } from './VideoCard';

/** A responsive grid of thumbnails, or the empty-list message. */
export function VideoGrid({ videos }: { videos: Video[] }) {
  if (videos.length === 0) return <Notice text={t(SITE_TEXT, 'list.empty')} />;
  return (
    <ul className="grid">
      {videos.map((video, i) => (
        <li key={video.video_id}>
          <VideoCard video={video} picture={i === 0 ? 'first' : i < EAGER_CARDS ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

/** One page of a video list with Load more and the pagination. */
interface VideoListViewProps {
  list: ListData<Video>;
  filtered?: boolean;
  pageHref?: (page: number) => string;
  listKey?: string;
}

export function VideoListView({ list, filtered, pageHref, listKey }: VideoListViewProps) {
  return (
    <ListView list={list} itemKey={(v) => v.video_id} filtered={filtered} pageHref={pageHref} listKey={listKey}>
      {(videos) => <VideoGrid videos={videos} />}
    </ListView>
  );
}

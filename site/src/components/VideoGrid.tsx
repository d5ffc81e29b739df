import type { Video } from '@reel/api';
import { t } from '../text';
import { Notice } from './Notice';
import { VideoCard } from './VideoCard';

/** A responsive grid of thumbnails, or the empty-list message. */
export function VideoGrid({ videos }: { videos: Video[] }) {
  if (videos.length === 0) return <Notice text={t('list.empty')} />;
  return (
    <ul className="grid">
      {videos.map((video) => (
        <li key={video.video_id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}

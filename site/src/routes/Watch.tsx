import { useLoaderData } from 'react-router-dom';
import { WatchPage } from '../watch/WatchPage';
import type { WatchData } from './loaders';

/**
 * `/video/:id/:dir/`. This module is the watch route's lazy chunk, so the player it brings in is
 * loaded only on watch pages. The key gives each video a fresh page: its own counters, its own view.
 */
export function Watch() {
  const { video, related, files, adopt } = useLoaderData() as WatchData;
  return <WatchPage key={video.video_id} video={video} related={related.videos} relatedTotal={related.total} files={files} adopt={adopt} />;
}

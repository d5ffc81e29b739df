// Inside the watch page's <Player>: measures each play of the live player for the metrics queue.
import { usePlayer } from '@reel/player-react';
import { useEffect } from 'react';
import { trackWatchPlays } from './metricsSink';

export function PlayMetrics({ videoId }: { videoId: number }): null {
  const player = usePlayer();
  useEffect(() => (player ? trackWatchPlays(player, videoId) : undefined), [player, videoId]);
  return null;
}

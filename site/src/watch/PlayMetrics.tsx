// Inside the watch page's <Player>: measures each play of the live player for the metrics queue.
import { usePlayer } from '@reel/player-react';
import { useEffect } from 'react';
import { trackWatchPlays } from './metricsSink';

/** `adAsked`: the player was given a preroll, so its first play asks for an advert (the fill rate). */
export function PlayMetrics({ videoId, adAsked }: { videoId: number; adAsked: boolean }): null {
  const player = usePlayer();
  useEffect(() => (player ? trackWatchPlays(player, videoId, adAsked) : undefined), [player, videoId, adAsked]);
  return null;
}

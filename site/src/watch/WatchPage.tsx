import { type Video, VideoStatus } from '@reel/api';
import { type VideoFileAnswer } from '@reel/api/endpoints';
import { lazy, Suspense, useEffect } from 'react';
import { api } from '../api';
import { BANNER_HEIGHT_PX, BANNER_WIDTH_PX, COUNT_SUGGESTION_BANNERS, WATCH_SIDE_RELATED_COUNT } from '../constants';
import { AfterPaint } from '../components/AfterPaint';
import { AdSlot } from '../shell/AdSlot';
import { useMeta } from '../shell/meta';
import { useSession } from '../shell/session';
import { ChannelBlock } from './ChannelBlock';
import { PrivateVideo } from './PrivateVideo';
import { addToHistory } from './history';
import { RelatedColumn, SuggestedVideos } from './RelatedVideos';
import { VideoActions } from './VideoActions';
import { VideoInfo } from './VideoInfo';
import { WatchPlayer } from './WatchPlayer';
import { scheduleView, signedInMemberId } from './viewStat';
import './watch.css';

// Below the player and the actions: its code and its list arrive after the page is shown.
const Comments = lazy(() => import('../social/Comments').then((m) => ({ default: m.Comments })));

export interface WatchPageProps {
  video: Video;
  related: Video[];
  relatedTotal: number;
  files: Promise<VideoFileAnswer> | null;
  /** The server-rendered `<video>` the player takes over (the page as first loaded only). */
  adopt?: HTMLVideoElement | null;
}

/** The view statistic a second after the view, and the local history; neither for status 5. */
function useViewed(video: Video): void {
  useEffect(() => {
    if (video.status_id === VideoStatus.Deleted) return undefined;
    addToHistory(video);
    return scheduleView(video, signedInMemberId, (payload) => api.stat(payload));
    // The view belongs to the video (the page is keyed by it): a re-render is not another view.
  }, [video]);
}

const BANNERS = Array.from({ length: COUNT_SUGGESTION_BANNERS }, (_, i) => `suggestion-${i + 1}`);

/** The watch page. */
export function WatchPage({ video, related, relatedTotal, files, adopt = null }: WatchPageProps) {
  useMeta({ title: video.title, description: video.description || undefined });
  useViewed(video);
  const { user } = useSession();
  const side = related.slice(0, WATCH_SIDE_RELATED_COUNT);
  const rest = related.slice(WATCH_SIDE_RELATED_COUNT);
  return (
    <article className="watch-page">
      <div className="watch-page__main">
        {video.is_private && !user ? (
          <PrivateVideo video={video} />
        ) : (
          <WatchPlayer video={video} related={related} files={files} adopt={adopt} />
        )}
        <VideoInfo video={video} />
        <VideoActions video={video} />
        <ChannelBlock video={video} />
        {video.status_id !== VideoStatus.Deleted && (
          <AfterPaint>
            <Suspense fallback={null}>
              <Comments section="video" objectId={video.video_id} />
            </Suspense>
          </AfterPaint>
        )}
      </div>
      {/* The lists come after the player is on screen: on a phone they are all below the fold. */}
      <aside className="watch-page__side">
        <AfterPaint>
          <AdSlot name="watch-side" width={BANNER_WIDTH_PX} height={BANNER_HEIGHT_PX} />
          <RelatedColumn videos={side} />
        </AfterPaint>
      </aside>
      <div className="watch-page__below">
        <AfterPaint>
          <div className="watch-banners">
            {BANNERS.map((name, i) => (
              <AdSlot key={name} name={name} width={BANNER_WIDTH_PX} height={BANNER_HEIGHT_PX} of={{ n: i + 1, count: BANNERS.length }} />
            ))}
          </div>
          <SuggestedVideos videoId={video.video_id} initial={rest} loaded={related.length} total={relatedTotal} />
        </AfterPaint>
      </div>
    </article>
  );
}

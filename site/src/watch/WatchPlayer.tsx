import { toRelatedVideo, type Video } from '@reel/api';
import { type VideoFileAnswer } from '@reel/api/endpoints';
import { prerollAds } from '@reel/api/settings';
import { searchLink } from '@reel/player';
import { Player } from '@reel/player-react';
// The player's stylesheet as a file, loaded with this route's chunk: nothing is injected, so the
// page's styles all come from files (and the home page's JavaScript carries none of it).
import '@reel/player/styles.css';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AfterPaint } from '../components/AfterPaint';
import { siteConfig } from '../config';
import { readCookie } from '../shell/cookies';
import { UID_COOKIE, useSession } from '../shell/session';
import { Notice } from '../components/Notice';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';
import { WATCH_TEXT } from '../text/watch';
import { SetupFailure } from './SetupFailure';
import { loadRelated, mediaLoader, playerNavigate, playerVideo } from './playerWiring';
import { playerMetricsSink } from './metricsSink';
import { PlayMetrics } from './PlayMetrics';
import { PosterBox } from './WatchSkeleton';

interface WatchPlayerProps {
  video: Video;
  related: Video[];
  files: Promise<VideoFileAnswer> | null;
  /** The server's `<video>` of the page as first loaded, already loading: the player takes it over. */
  adopt?: HTMLVideoElement | null;
}

/**
 * The player in normal mode (not embed): its media from the loader's early file request, the
 * up-next card from the page's first related video, links through the router. The player reads
 * the page address itself: autostart=1 (from the up-next card) plays, start_time and seek_time
 * set the start; r=1 (from a related link) only says where the visitor came from.
 */
export function WatchPlayer({ video, related, files, adopt = null }: WatchPlayerProps) {
  const routerNavigate = useNavigate();
  // The address the page was opened at: the player reads autostart and start_time from it once.
  const [pageUrl] = useState(() => window.location.href);
  const options = useMemo(() => {
    const forPlayer = playerVideo(video);
    return { video: forPlayer, loadMedia: mediaLoader(forPlayer, files) };
  }, [video, files]);
  const navigate = useMemo(() => playerNavigate((to) => void routerNavigate(to)), [routerNavigate]);
  const metrics = useMemo(() => playerMetricsSink(video.video_id), [video.video_id]);
  // Members see no adverts. The sign-in hint is read as well as the session, so a member's player,
  // built before the session's boot has answered, asks for no preroll either. The player reads its
  // options when it is built: a sign-in on this page takes effect from the next video.
  const { user } = useSession();
  const member = Boolean(user) || Boolean(readCookie(UID_COOKIE));
  const { preroll } = siteConfig;
  const ads = useMemo(() => (preroll && !member ? prerollAds(preroll) : undefined), [preroll, member]);
  if (files === null) {
    return (
      <section className="player-area">
        <Notice text={t(SITE_TEXT, 'video.deleted')} icon=":(">
          {/* The player's search link for the title: the video is gone, its viewer's way on. */}
          {video.title.trim() && <Link to={searchLink(video.title)}>{t(SITE_TEXT, 'video.search_similar')}</Link>}
        </Notice>
      </section>
    );
  }
  const poster = video.scr || video.thumbsrc;
  // The poster is drawn with the page; the player builds itself (its controls, its styles, the
  // video element) in the next task, so the picture is on screen before that work starts.
  return (
    <section className="watch-player" aria-label={t(WATCH_TEXT, 'watch.player_label')}>
      <AfterPaint fallback={<PosterBox src={poster || null} />}>
        <Player
          video={options.video}
          loadMedia={options.loadMedia}
          loadRelated={loadRelated}
          upNext={related[0] ? toRelatedVideo(related[0]) : null}
          metrics={metrics}
          siteUrl="/"
          siteName={t(SITE_TEXT, 'site.name')}
          navigate={navigate}
          pageUrl={pageUrl}
          embed={false}
          injectStyles={false}
          {...(adopt && { adopt })}
          {...(ads && { ads })}
        >
          <SetupFailure />
          <PlayMetrics videoId={video.video_id} adAsked={Boolean(ads)} />
        </Player>
      </AfterPaint>
    </section>
  );
}

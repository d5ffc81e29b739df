import { VideoStatus, VOTE_DISLIKE, VOTE_LIKE, type Video } from '@reel/api';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reduce } from '../lists/format';
import { WatchLaterButton } from '../local/WatchLaterButton';
import { useSession } from '../shell/session';
import { memberAct, memberOrLogIn } from '../social/acts';
import { isOwnFavourite } from '../social/memberState';
import { ReportButton } from '../report/ReportButton';
import { downloadHref } from '../social/download';
import { t } from '../text';
import { SOCIAL_TEXT } from '../text/social';
import { WATCH_TEXT } from '../text/watch';
import { Icon, type IconName } from './icons';

// Only a member opens it, so its code stays out of the watch page's first chunk.
const PlaylistPicker = lazy(() => import('../social/PlaylistPicker').then((m) => ({ default: m.PlaylistPicker })));

interface ActionButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children?: ReactNode;
}

function ActionButton({ icon, label, onClick, disabled, pressed, children }: ActionButtonProps) {
  return (
    <button type="button" className="watch-action" aria-label={label} onClick={onClick} disabled={disabled} aria-pressed={pressed}>
      <Icon name={icon} />
      <span className="watch-action__text" aria-hidden="true">
        {children ?? label}
      </span>
    </button>
  );
}

type Counts = { likes: number; dislikes: number };

/** Like and dislike: one vote per member, so both stop once the server took one. */
function useVote(video: Video) {
  const [counts, setCounts] = useState<Counts>({ likes: video.statistics.likes, dislikes: video.statistics.dislikes });
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);

  async function vote(like: boolean) {
    if (!(await memberOrLogIn())) return;
    setBusy(true);
    const result = await memberAct({ act: 'vote', section: 'video', object_id: video.video_id, vote: like ? VOTE_LIKE : VOTE_DISLIKE });
    setBusy(false);
    if (result.ok) {
      const stats = result.value.statistics;
      // The server's counts when it sends them; otherwise the local counter moves by one.
      setCounts((c) => ({
        likes: stats?.likes ?? (like ? c.likes + 1 : c.likes),
        dislikes: stats?.dislikes ?? (like ? c.dislikes : c.dislikes + 1),
      }));
    }
    if (result.ok || result.code === 'already_voted') setVoted(true);
  }
  return { counts, voted, busy, vote };
}

/** Favorite and its reverse; a member who already keeps the video sees it pressed as the page opens. */
function useFavourite(video: Video, userId: number | null) {
  const [favourite, setFavourite] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void isOwnFavourite(userId, video.video_id).then((kept) => {
      if (current && kept) setFavourite(true);
    });
    return () => {
      current = false;
    };
  }, [userId, video.video_id]);

  async function toggle() {
    if (!(await memberOrLogIn())) return;
    setBusy(true);
    const result = await memberAct({ act: favourite ? 'unfavourite' : 'favourite', section: 'video', object_id: video.video_id });
    setBusy(false);
    if (result.ok) setFavourite(!favourite);
    else if (result.code === 'already_favourite') setFavourite(true);
    else if (result.code === 'not_favourite') setFavourite(false);
  }
  return { favourite, busy, toggle };
}

/**
 * Like, dislike, Favorite, Watch later, Add to playlist, Download and Report under the player.
 * A visitor's vote, favourite or playlist opens the Login
 * modal and Download leads to the channel's download page (a member's upload has none: Login too); a member's act is sent, notified and
 * moves the counters, and Download saves the file. Report opens the report form, for visitors too.
 * A deleted video has nothing left to vote on, keep or download: only Report stays.
 */
export function VideoActions({ video }: { video: Video }) {
  const { user } = useSession();
  if (video.status_id === VideoStatus.Deleted)
    return (
      <div className="watch-actions" role="group" aria-label={t(WATCH_TEXT, 'watch.actions')}>
        <ReportAction video={video} />
      </div>
    );
  return <LiveVideoActions video={video} userId={user?.user_id ?? null} />;
}

function ReportAction({ video }: { video: Video }) {
  return (
    <ReportButton subject={{ type: 'video', id: video.video_id }} label={t(WATCH_TEXT, 'watch.report')} className="watch-action">
      <Icon name="report" />
      <span className="watch-action__text" aria-hidden="true">
        {t(WATCH_TEXT, 'watch.report')}
      </span>
    </ReportButton>
  );
}

/** The acts on a video that is still there. */
function LiveVideoActions({ video, userId }: { video: Video; userId: number | null }) {
  const signedIn = userId !== null;
  const votes = useVote(video);
  const fav = useFavourite(video, userId);
  const [picking, setPicking] = useState(false);
  const addToPlaylist = async () => {
    if (await memberOrLogIn()) setPicking((open) => !open);
  };

  return (
    <>
      <div className="watch-actions" role="group" aria-label={t(WATCH_TEXT, 'watch.actions')}>
        <ActionButton
          icon="like"
          label={`${t(WATCH_TEXT, 'watch.like')}: ${t(WATCH_TEXT, 'watch.likes_n', { n: votes.counts.likes })}`}
          onClick={() => void votes.vote(true)}
          disabled={votes.busy || votes.voted}
        >
          {reduce(votes.counts.likes)}
        </ActionButton>
        <ActionButton
          icon="dislike"
          label={`${t(WATCH_TEXT, 'watch.dislike')}: ${t(WATCH_TEXT, 'watch.dislikes_n', { n: votes.counts.dislikes })}`}
          onClick={() => void votes.vote(false)}
          disabled={votes.busy || votes.voted}
        >
          {reduce(votes.counts.dislikes)}
        </ActionButton>
        <ActionButton
          icon="favorite"
          label={t(WATCH_TEXT, 'watch.favorite')}
          onClick={() => void fav.toggle()}
          disabled={fav.busy}
          pressed={signedIn ? fav.favourite : undefined}
        />
        <WatchLaterButton video={video} />
        <ActionButton
          icon="playlist"
          label={t(SOCIAL_TEXT, 'social.add_to_playlist')}
          onClick={() => void addToPlaylist()}
          pressed={signedIn ? picking : undefined}
        />
        {signedIn ? (
          <a className="watch-action" href={downloadHref(video)} download>
            <Icon name="download" />
            <span className="watch-action__text">{t(WATCH_TEXT, 'watch.download')}</span>
          </a>
        ) : video.channel === 'UsersUpload' ? (
          // A member's upload has no channel and so no download page: its files are a member perk.
          <ActionButton icon="download" label={t(WATCH_TEXT, 'watch.download')} onClick={() => void memberOrLogIn()} />
        ) : (
          // A visitor's Download of a channel's video is the channel's download page.
          <Link className="watch-action" to={`/download?video=${video.video_id}`}>
            <Icon name="download" />
            <span className="watch-action__text">{t(WATCH_TEXT, 'watch.download')}</span>
          </Link>
        )}
        <ReportAction video={video} />
      </div>
      {signedIn && picking && (
        <Suspense fallback={null}>
          <PlaylistPicker videoId={video.video_id} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}

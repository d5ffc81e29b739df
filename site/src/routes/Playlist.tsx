import type { Playlist as PlaylistEntity, Video } from '@reel/api';
import { lazy, Suspense } from 'react';
import { useLoaderData, useParams } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { VideoGrid } from '../components/VideoGrid';
import { PageSubject } from '../lists/PageHead';
import { useSession } from '../shell/session';
import { SubscribeButton } from '../social/SubscribeButton';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';

export interface PlaylistData {
  playlist: PlaylistEntity | null;
  videos: Video[];
}

// The owner's editing view and the comments come in chunks of their own.
const OwnPlaylist = lazy(() => import('../social/OwnPlaylist').then((m) => ({ default: m.OwnPlaylist })));
const Comments = lazy(() => import('../social/Comments').then((m) => ({ default: m.Comments })));

function Head({ playlist }: { playlist: PlaylistEntity }) {
  return (
    <>
      <PageSubject subject={{ title: playlist.title, description: playlist.description }} />
      <h1 className="page__title">{playlist.title}</h1>
      <p className="page__hint">{t(LIST_TEXT, 'title.playlist_by', { name: playlist.user.username })}</p>
      {playlist.description && <p className="page__intro">{playlist.description}</p>}
    </>
  );
}

/**
 * `/playlist/{id}`: a playlist's videos in its owner's order; playlists have no sorts. Its owner
 * gets the uncached list (a private playlist included) with remove and move buttons.
 */
export function Playlist() {
  const { playlist, videos } = useLoaderData() as PlaylistData;
  const { id } = useParams();
  const { user } = useSession();
  const owner = user !== null && (playlist === null || playlist.user.user_id === user.user_id);
  if (owner) {
    return (
      <Suspense fallback={null}>
        <OwnPlaylist playlistId={Number(id)} head={(p) => <Head playlist={p} />} />
      </Suspense>
    );
  }
  if (!playlist) return <Notice text={t(LIST_TEXT, 'listing.denied')} icon="!" tone="error" />;
  return (
    <>
      <Head playlist={playlist} />
      <p className="page__intro">
        <SubscribeButton section="playlist" objectId={playlist.playlist_id} subscribers={playlist.statistics.subscribers ?? null} />
      </p>
      <VideoGrid videos={videos} />
      <Suspense fallback={null}>
        <Comments section="playlist" objectId={playlist.playlist_id} />
      </Suspense>
    </>
  );
}

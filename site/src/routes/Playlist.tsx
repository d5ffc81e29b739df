import type { Playlist as PlaylistEntity, Video } from '@reel/api';
import { useLoaderData } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { VideoGrid } from '../components/VideoGrid';
import { PageSubject } from '../lists/PageHead';
import { t } from '../text';

export interface PlaylistData {
  playlist: PlaylistEntity | null;
  videos: Video[];
}

/** `/playlist/{id}`: a playlist's videos in its owner's order; playlists have no sorts. */
export function Playlist() {
  const { playlist, videos } = useLoaderData() as PlaylistData;
  if (!playlist) return <Notice text={t('listing.denied')} icon="!" tone="error" />;
  return (
    <>
      <PageSubject subject={{ title: playlist.title, description: playlist.description }} />
      <h1 className="page__title">{playlist.title}</h1>
      <p className="page__hint">{t('title.playlist_by', { name: playlist.user.username })}</p>
      {playlist.description && <p className="page__intro">{playlist.description}</p>}
      <VideoGrid videos={videos} />
    </>
  );
}

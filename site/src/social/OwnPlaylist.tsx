// A playlist as its owner sees it: the uncached list (a private one too, social.ts
// ENDPOINT.playlistOne), each video with remove, move up and move down. A move is shown at once and
// sent as the whole new order; a refusal puts the list back as the server has it.
import { type Playlist, type Video } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { useState, type ReactNode } from 'react';
import { api } from '../api';
import { VideoCard } from '../components/VideoCard';
import { Notice } from '../components/Notice';
import { notify } from '../modals/store';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { SOCIAL_TEXT } from '../text/social';
import { playlistAct } from './calls';
import { Comments } from './Comments';
import { Deletable, RemoteView } from './memberArea';
import { useRemote } from './remote';
import { failureText } from './texts';
import './social.css';

/** The list with the video at `index` swapped with its neighbour `by` places away. */
export function moved(videos: Video[], index: number, by: -1 | 1): Video[] {
  const to = index + by;
  if (to < 0 || to >= videos.length) return videos;
  const next = [...videos];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

function Editor({ playlist, initial, reload }: { playlist: Playlist; initial: Video[]; reload: () => void }) {
  const [videos, setVideos] = useState(initial);
  const [busy, setBusy] = useState(false);
  // A reloaded list replaces the one shown.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setVideos(initial);
  }

  async function send(next: Video[], payload: Parameters<typeof playlistAct>[0], done: string) {
    setVideos(next);
    setBusy(true);
    const result = await playlistAct(payload);
    setBusy(false);
    if (!result.ok) {
      notify('error', failureText('playlist', result.code));
      return reload();
    }
    notify('success', done);
  }

  const remove = (video: Video) =>
    send(
      videos.filter((v) => v !== video),
      { act: 'remove', playlist_id: playlist.playlist_id, video_id: video.video_id },
      t(SOCIAL_TEXT, 'playlist.removed'),
    );

  function move(index: number, by: -1 | 1) {
    const next = moved(videos, index, by);
    const order = next.map((v) => v.video_id).join(',');
    void send(next, { act: 'order', playlist_id: playlist.playlist_id, order }, t(SOCIAL_TEXT, 'playlist.reordered'));
  }

  if (videos.length === 0) return <Notice text={t(LIST_TEXT, 'listing.empty')} />;
  return (
    <ul className="grid">
      {videos.map((video, i) => (
        <li key={video.video_id}>
          <Deletable label={t(SOCIAL_TEXT, 'playlist.remove', { title: video.title })} busy={busy} onDelete={() => void remove(video)}>
            <VideoCard video={video} />
          </Deletable>
          <div className="social-order">
            <button
              type="button"
              className="button"
              aria-label={t(SOCIAL_TEXT, 'playlist.move_up', { title: video.title })}
              disabled={busy || i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="button"
              aria-label={t(SOCIAL_TEXT, 'playlist.move_down', { title: video.title })}
              disabled={busy || i === videos.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OwnPlaylist({ playlistId, head }: { playlistId: number; head: (playlist: Playlist) => ReactNode }) {
  const [remote, reload] = useRemote(() => api.call(ENDPOINT.playlistOne, { playlist_id: playlistId }), String(playlistId));
  return (
    <RemoteView remote={remote}>
      {({ playlist, videos }) => (
        <>
          {head(playlist)}
          <p className="social-note">{t(SOCIAL_TEXT, 'playlist.delay_note')}</p>
          <Editor playlist={playlist} initial={videos} reload={reload} />
          <Comments section="playlist" objectId={playlist.playlist_id} />
        </>
      )}
    </RemoteView>
  );
}

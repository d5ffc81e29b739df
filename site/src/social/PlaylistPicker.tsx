// 'Add to playlist' on the watch page: the member picks one of their playlists, or names a new one
// that is made and gets the video. Additions appear within about a minute.
import { type Playlist } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { useState } from 'react';
import { api } from '../api';
import { Loading } from '../components/Loading';
import { notify } from '../modals/store';
import { t } from '../text';
import { SOCIAL_TEXT } from '../text/social';
import { playlistAct } from './calls';
import { NewPlaylistForm } from './NewPlaylistForm';
import { useRemote } from './remote';
import { failureText } from './texts';
import './social.css';

export function PlaylistPicker({ videoId, onClose }: { videoId: number; onClose: () => void }) {
  const [remote, reload] = useRemote(() => api.call(ENDPOINT.playlistRead, { page: 1 }), 'own-playlists');
  const [busy, setBusy] = useState(false);

  async function add(playlistId: number, title: string) {
    setBusy(true);
    const result = await playlistAct({ act: 'add', playlist_id: playlistId, video_id: videoId });
    setBusy(false);
    if (!result.ok) return notify('error', failureText('playlist', result.code));
    notify('success', `${t(SOCIAL_TEXT, 'playlist.added', { title })} ${t(SOCIAL_TEXT, 'playlist.delay_note')}`);
    onClose();
  }

  function created(playlistId: number, title: string) {
    reload();
    void add(playlistId, title);
  }

  return (
    <section className="social-picker" aria-label={t(SOCIAL_TEXT, 'social.add_to_playlist')}>
      <p className="social-note">{t(SOCIAL_TEXT, 'playlist.choose')}</p>
      {remote.state === 'loading' && <Loading />}
      {remote.state === 'failed' && <p className="social-form__error">{t(SOCIAL_TEXT, 'social.loading_failed')}</p>}
      {remote.state === 'ready' && (
        <Choices playlists={remote.value.playlists} busy={busy} onPick={(p) => void add(p.playlist_id, p.title)} />
      )}
      <NewPlaylistForm onCreated={created} />
      <p className="social-note">{t(SOCIAL_TEXT, 'playlist.delay_note')}</p>
      <button type="button" className="button" onClick={onClose}>
        {t(SOCIAL_TEXT, 'playlist.close')}
      </button>
    </section>
  );
}

function Choices({ playlists, busy, onPick }: { playlists: Playlist[]; busy: boolean; onPick: (p: Playlist) => void }) {
  if (playlists.length === 0) return <p className="social-note">{t(SOCIAL_TEXT, 'playlist.none')}</p>;
  return (
    <ul className="social-picker__list">
      {playlists.map((p) => (
        <li key={p.playlist_id}>
          <button type="button" className="button" disabled={busy} onClick={() => onPick(p)}>
            {p.title} ({t(SOCIAL_TEXT, 'playlist.videos_n', { n: p.total_videos })})
          </button>
        </li>
      ))}
    </ul>
  );
}

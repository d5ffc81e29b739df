// A one-field form that makes a playlist (playlist.php act=create) and hands back its id.
import { PLAYLIST_TITLE_MAX_CHARS, PLAYLIST_TITLE_MIN_CHARS } from '@reel/api';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../modals/store';
import { t } from '../text';
import { SOCIAL_TEXT } from '../text/social';
import { playlistAct } from './calls';
import { failureText } from './texts';

export function NewPlaylistForm({ onCreated }: { onCreated: (playlistId: number, title: string) => void }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = title.trim();
    if (!name) return setError(t(SOCIAL_TEXT, 'playlist.er.required'));
    if (name.length < PLAYLIST_TITLE_MIN_CHARS) return setError(t(SOCIAL_TEXT, 'playlist.er.min_length', { n: PLAYLIST_TITLE_MIN_CHARS }));
    setBusy(true);
    const result = await playlistAct({ act: 'create', title: name });
    setBusy(false);
    if (!result.ok) return setError(failureText('playlist', result.code));
    setError('');
    setTitle('');
    notify('success', t(SOCIAL_TEXT, 'playlist.created', { title: name }));
    onCreated(result.value.playlist_id, name);
  }

  return (
    <form className="social-form social-form--inline" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={id}>{t(SOCIAL_TEXT, 'playlist.new_title')}</label>
      <input
        id={id}
        value={title}
        maxLength={PLAYLIST_TITLE_MAX_CHARS}
        onChange={(e) => setTitle(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(SOCIAL_TEXT, 'playlist.create')}
      </button>
      {error && (
        <p className="social-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

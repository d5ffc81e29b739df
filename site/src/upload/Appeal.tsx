// The uploader's appeal on one of their rejected or removed uploads: the button while they may
// appeal, a short form with a bounded text, and then the appeal's state (waiting with its due date,
// or decided). A video is appealed once; a refusal is notified in the server code's words.
import type { UploadedVideo } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { APPEAL_TEXT_CHARS } from '@reel/api/moderation';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../api';
import { notify } from '../modals/store';
import { errorCode } from '../social/remote';
import { t, textIn } from '../text';
import { APPEAL_TEXT } from '../text/appeal';

const [MIN, MAX] = APPEAL_TEXT_CHARS;

/** A refusal's words; a code without its own text reads as a general failure. */
function failureText(code: string): string {
  return textIn([APPEAL_TEXT], `appeal.er.${code}`, { min: MIN, max: MAX }) ?? t(APPEAL_TEXT, 'appeal.er.failed');
}

/** The due date as a day, in UTC like the console's. */
const day = (iso: string) => `${iso.slice(0, 10)} (UTC)`;

function AppealForm({ video, onCancel, onSent }: { video: UploadedVideo; onCancel: () => void; onSent: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await api.call(ENDPOINT.appeal, { video_id: video.video_id, text });
      notify('success', t(APPEAL_TEXT, 'appeal.sent'));
      onSent();
    } catch (err) {
      notify('error', failureText(errorCode(err)));
      setBusy(false);
    }
  };
  return (
    <form
      className="uploaded-item__appeal"
      aria-label={t(APPEAL_TEXT, 'appeal.form', { title: video.title })}
      onSubmit={(e) => void send(e)}
    >
      <label htmlFor={id}>{t(APPEAL_TEXT, 'appeal.text', { min: MIN, max: MAX })}</label>
      <textarea id={id} value={text} maxLength={MAX} required minLength={MIN} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(APPEAL_TEXT, 'appeal.send')}
      </button>
      <button type="button" className="button" disabled={busy} onClick={onCancel}>
        {t(APPEAL_TEXT, 'appeal.cancel')}
      </button>
    </form>
  );
}

export function Appeal({ video, onChanged }: { video: UploadedVideo; onChanged: () => void }) {
  const [writing, setWriting] = useState(false);
  if (video.appeal) {
    return (
      <p className="uploaded-item__appeal-state">
        {t(APPEAL_TEXT, `appeal.state.${video.appeal.state}`, { due: day(video.appeal.due_at) })}
      </p>
    );
  }
  if (!video.appealable) return null;
  return writing ? (
    <AppealForm video={video} onCancel={() => setWriting(false)} onSent={onChanged} />
  ) : (
    <button type="button" className="button" onClick={() => setWriting(true)}>
      {t(APPEAL_TEXT, 'appeal.open')}
    </button>
  );
}

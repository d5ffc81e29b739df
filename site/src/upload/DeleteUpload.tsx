// The delete button on one of the member's own uploads, in the style of the other member lists'
// thumbnails (× over the picture's corner). Deleting cannot be undone, so it asks once first, as
// the browser-local lists ask before clearing; a refusal is notified in the server code's words.
import type { UploadedVideo } from '@reel/api';
import { useState } from 'react';
import { notify } from '../modals/store';
import { errorCode, NETWORK_ERROR } from '../social/remote';
import { t, type TextKey } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { deleteUpload } from './calls';

const CODE_TEXT: Record<string, TextKey<typeof UPLOAD_TEXT>> = {
  need_login: 'uploaded.er.need_login',
  no_permission: 'uploaded.er.no_permission',
  video_not_found: 'uploaded.er.video_not_found',
  [NETWORK_ERROR]: 'uploaded.er.network',
};

/** The words for a refused deletion; a code without its own text reads as a general failure. */
export function deleteFailureText(code: string): string {
  return t(UPLOAD_TEXT, CODE_TEXT[code] ?? 'uploaded.er.delete_failed');
}

export function DeleteUploadButton({ video, onAsk }: { video: UploadedVideo; onAsk: () => void }) {
  const label = t(UPLOAD_TEXT, 'uploaded.delete', { title: video.title });
  return (
    <button type="button" className="uploaded-item__delete" aria-label={label} title={label} onClick={onAsk}>
      ×
    </button>
  );
}

/** The question and its two answers; on success the list drops the item (`onDeleted`). */
export function DeleteUploadConfirm({
  video,
  onCancel,
  onDeleted,
}: {
  video: UploadedVideo;
  onCancel: () => void;
  onDeleted: (videoId: number) => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteUpload(video.video_id);
      notify('success', t(UPLOAD_TEXT, 'uploaded.deleted'));
      onDeleted(video.video_id);
    } catch (err) {
      notify('error', deleteFailureText(errorCode(err)));
      setBusy(false);
      onCancel();
    }
  };
  return (
    <div className="uploaded-item__confirm" role="group" aria-label={t(UPLOAD_TEXT, 'uploaded.delete', { title: video.title })}>
      <span>{t(UPLOAD_TEXT, 'uploaded.delete_confirm')}</span>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirm()}>
        {t(UPLOAD_TEXT, 'uploaded.delete_yes')}
      </button>
      <button type="button" className="button" disabled={busy} onClick={onCancel}>
        {t(UPLOAD_TEXT, 'uploaded.delete_no')}
      </button>
    </div>
  );
}

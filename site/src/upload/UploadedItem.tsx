// One of the member's own uploads: its thumbnail, title and state — processing with its percent,
// waiting for a preview (with the chooser), waiting for review, published (linked to its watch page),
// rejected with the reason and the moderator's note, removed, or failed with why; in every state the
// member may delete it. A rejected or removed one may be appealed once (Appeal.tsx).
import { type UploadedVideo } from '@reel/api';
import { REJECT_REASONS, type RejectReason } from '@reel/api/moderation';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { videoHref } from '../format';
import { t, type TextKey } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { Appeal } from './Appeal';
import { DeleteUploadButton, DeleteUploadConfirm } from './DeleteUpload';
import { PreviewChooser } from './PreviewChooser';
import { refusalText } from './uploadErrors';

/** Why processing failed: a reason of its own, or one of the file's refusal codes. */
function reasonText(reason: string | null): string {
  const own: Record<string, TextKey<typeof UPLOAD_TEXT>> = { transcode_failed: 'uploaded.reason.transcode_failed' };
  if (!reason) return t(UPLOAD_TEXT, 'uploaded.reason.transcode_failed');
  return own[reason] ? t(UPLOAD_TEXT, own[reason]) : refusalText({ code: reason });
}

/** A rejection's reason in words; a reason this page does not know reads as `other`. */
function rejectText(reason: string | undefined): string {
  const known = (REJECT_REASONS as readonly string[]).includes(reason ?? '') ? (reason as RejectReason) : 'other';
  return t(UPLOAD_TEXT, `uploaded.reject.${known}`);
}

function State({ video }: { video: UploadedVideo }) {
  switch (video.state) {
    case 'processing':
      return (
        <>
          <span>{t(UPLOAD_TEXT, 'uploaded.status.processing', { percent: video.percent })}</span>
          <progress max={100} value={video.percent} aria-label={t(UPLOAD_TEXT, 'uploaded.status.processing', { percent: video.percent })} />
        </>
      );
    case 'needs_preview':
      return <span>{t(UPLOAD_TEXT, 'uploaded.status.needs_preview')}</span>;
    case 'published':
      return <span>{t(UPLOAD_TEXT, 'uploaded.status.published')}</span>;
    case 'in_review':
      return <span>{t(UPLOAD_TEXT, 'uploaded.status.in_review')}</span>;
    case 'rejected':
      return (
        <>
          <span className="upload__error">{t(UPLOAD_TEXT, 'uploaded.status.rejected', { reason: rejectText(video.reject_reason) })}</span>
          {video.reject_note && (
            <>
              {' '}
              <span className="uploaded-item__note">{t(UPLOAD_TEXT, 'uploaded.reject_note', { note: video.reject_note })}</span>
            </>
          )}
        </>
      );
    case 'removed':
      return <span className="upload__error">{t(UPLOAD_TEXT, 'uploaded.status.removed')}</span>;
    case 'failed':
      return <span className="upload__error">{t(UPLOAD_TEXT, 'uploaded.status.failed', { reason: reasonText(video.reason) })}</span>;
  }
}

export function UploadedItem({
  video,
  onChanged,
  onDeleted,
}: {
  video: UploadedVideo;
  onChanged: () => void;
  onDeleted: (videoId: number) => void;
}) {
  const [choosing, setChoosing] = useState(false);
  const [asking, setAsking] = useState(false);
  const published = video.state === 'published';
  const picture = video.thumb ? (
    <img src={video.thumb} alt="" loading="lazy" />
  ) : (
    <span className="uploaded-item__blank" aria-hidden="true" />
  );
  return (
    <article className={`uploaded-item uploaded-item--${video.state}`} data-video-id={video.video_id}>
      <div className="uploaded-item__picture">
        {published ? (
          <Link to={videoHref(video)} tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        ) : (
          picture
        )}
        <DeleteUploadButton video={video} onAsk={() => setAsking(true)} />
      </div>
      <h3 className="uploaded-item__title">{published ? <Link to={videoHref(video)}>{video.title}</Link> : video.title}</h3>
      <p className="uploaded-item__state" role="status">
        <State video={video} />
      </p>
      <Appeal video={video} onChanged={onChanged} />
      {asking && <DeleteUploadConfirm video={video} onCancel={() => setAsking(false)} onDeleted={onDeleted} />}
      {video.state === 'needs_preview' &&
        (choosing ? (
          <PreviewChooser video={video} onPublished={onChanged} />
        ) : (
          <button type="button" className="button button--primary" onClick={() => setChoosing(true)}>
            {t(UPLOAD_TEXT, 'uploaded.choose_preview')}
          </button>
        ))}
    </article>
  );
}

// The decisions on one video: approve, reject with a reason and a note to the uploader, take down,
// restore, and (after a confirmation) purge its files. The note is kept in the audit
// log; a rejection's note is also what the uploader reads.
import { REJECT_REASONS, type AdminVideo, type RejectReason } from '@reel/api/moderation';
import { useId, useState } from 'react';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { statusText } from './format';
import { OutcomeLine, useAction } from './ui';
import { useStaff } from './staff';
import { decisionsFor } from './videoStatus';

interface Props {
  video: AdminVideo;
  onAnswer: (video: AdminVideo) => void;
  /** Opens the editor; absent while it is open. */
  onEdit?: () => void;
}

export function VideoDecisions({ video, onAnswer, onEdit }: Props) {
  const ids = useId();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [confirming, setConfirming] = useState(false);
  const { busy, outcome, run, setOutcome } = useAction();
  const open = decisionsFor(video, useStaff().role);
  const id = video.video_id;

  const decide = async (
    call: () => Promise<AdminVideo>,
    done: 'admin.done.approve' | 'admin.done.reject' | 'admin.done.takedown' | 'admin.done.restore' | 'admin.done.purge',
  ) => {
    const answer = await run(call, (next) => t(ADMIN_TEXT, done, { status: statusText(next.status_id) }));
    if (!answer) return;
    setNote('');
    setReason('');
    setConfirming(false);
    onAnswer(answer);
  };

  const reject = () => {
    if (!reason) return setOutcome({ tone: 'error', text: t(ADMIN_TEXT, 'admin.decide.reason_needed') });
    void decide(() => adminApi.reject(id, reason, note), 'admin.done.reject');
  };

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t(ADMIN_TEXT, 'admin.decide.title')}</h2>
      <div className="admin-field">
        <label htmlFor={`${ids}-note`}>{t(ADMIN_TEXT, 'admin.note')}</label>
        <textarea id={`${ids}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} aria-describedby={`${ids}-hint`} />
        <small id={`${ids}-hint`} className="admin-muted">
          {t(ADMIN_TEXT, open.has('reject') ? 'admin.decide.note_hint' : 'admin.note_hint')}
        </small>
      </div>
      <div className="admin-actions">
        {open.has('approve') && (
          <button
            type="button"
            className="admin-button admin-button--good"
            disabled={busy}
            onClick={() => void decide(() => adminApi.approve(id, note), 'admin.done.approve')}
          >
            {t(ADMIN_TEXT, 'admin.decide.approve')}
          </button>
        )}
        {open.has('restore') && (
          <button
            type="button"
            className="admin-button"
            disabled={busy}
            onClick={() => void decide(() => adminApi.restore(id, note), 'admin.done.restore')}
          >
            {t(ADMIN_TEXT, 'admin.decide.restore')}
          </button>
        )}
        {open.has('takedown') && (
          <button
            type="button"
            className="admin-button admin-button--bad"
            disabled={busy}
            onClick={() =>
              window.confirm(t(ADMIN_TEXT, 'admin.decide.takedown_confirm')) &&
              void decide(() => adminApi.takedown(id, note), 'admin.done.takedown')
            }
          >
            {t(ADMIN_TEXT, 'admin.decide.takedown')}
          </button>
        )}
        {onEdit && (
          <button type="button" className="admin-button" disabled={busy} onClick={onEdit}>
            {t(ADMIN_TEXT, 'admin.decide.edit')}
          </button>
        )}
      </div>
      {open.has('reject') && (
        <div className="admin-inline-form">
          <div className="admin-field">
            <label htmlFor={`${ids}-reason`}>{t(ADMIN_TEXT, 'admin.decide.reason')}</label>
            <select id={`${ids}-reason`} value={reason} onChange={(e) => setReason(e.target.value as RejectReason | '')}>
              <option value="">{t(ADMIN_TEXT, 'admin.decide.reason_pick')}</option>
              {REJECT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(ADMIN_TEXT, `admin.reject.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="admin-button admin-button--bad" disabled={busy} onClick={reject}>
            {t(ADMIN_TEXT, 'admin.decide.reject')}
          </button>
        </div>
      )}
      {open.has('purge') &&
        (confirming ? (
          <div className="admin-confirm" role="group" aria-labelledby={`${ids}-confirm`}>
            <p id={`${ids}-confirm`}>{t(ADMIN_TEXT, 'admin.decide.purge_confirm')}</p>
            <div className="admin-actions">
              <button
                type="button"
                className="admin-button admin-button--bad"
                disabled={busy}
                onClick={() => void decide(() => adminApi.purge(id, note), 'admin.done.purge')}
              >
                {t(ADMIN_TEXT, 'admin.decide.purge_yes')}
              </button>
              <button type="button" className="admin-button" onClick={() => setConfirming(false)}>
                {t(ADMIN_TEXT, 'admin.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button--bad" disabled={busy} onClick={() => setConfirming(true)}>
              {t(ADMIN_TEXT, 'admin.decide.purge')}
            </button>
          </div>
        ))}
      <OutcomeLine outcome={outcome} />
    </section>
  );
}

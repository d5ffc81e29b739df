// A member's uploader verification on their console page: where they stand, and a moderator's manual
// verification or its revocation, each with a note for the audit log.
import type { UploaderVerification as Verification } from '@reel/api/moderation';
import { useId, useState } from 'react';
import { t } from '../text';
import { CONSENT_TEXT } from '../text/consent';
import { adminApi } from './api';
import { when } from './format';
import { Chip, Fact, OutcomeLine, useAction } from './ui';

function stateText(uploader: Verification | null): string {
  if (!uploader) return t(CONSENT_TEXT, 'consent.uploader.none');
  if (uploader.method === 'provider')
    return t(CONSENT_TEXT, 'consent.uploader.provider', { provider: uploader.provider, when: when(uploader.verified_at) });
  const by = uploader.verified_by || t(CONSENT_TEXT, 'consent.uploader.someone');
  return t(CONSENT_TEXT, 'consent.uploader.manual', { by, when: when(uploader.verified_at) });
}

export function UploaderVerification(props: {
  userId: number;
  uploader: Verification | null;
  onChange: (next: Verification | null) => void;
}) {
  const ids = useId();
  const [note, setNote] = useState('');
  const { busy, outcome, run } = useAction();
  const act = props.uploader ? 'revoke' : 'verify';
  const send = async () => {
    const answer = await run(
      () => adminApi.uploader(props.userId, act, note),
      () => t(CONSENT_TEXT, act === 'verify' ? 'consent.uploader.done.verify' : 'consent.uploader.done.revoke'),
    );
    if (answer) {
      setNote('');
      props.onChange(answer.uploader);
    }
  };
  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t(CONSENT_TEXT, 'consent.uploader.title')}</h2>
      <p className="admin-muted">{t(CONSENT_TEXT, 'consent.uploader.intro')}</p>
      <dl className="admin-facts">
        <Fact label={t(CONSENT_TEXT, 'consent.uploader.state')}>
          <Chip tone={props.uploader ? 'good' : 'warn'}>{stateText(props.uploader)}</Chip>
        </Fact>
      </dl>
      <div className="admin-field">
        <label htmlFor={`${ids}-note`}>{t(CONSENT_TEXT, 'consent.uploader.note')}</label>
        <textarea id={`${ids}-note`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className={props.uploader ? 'admin-button admin-button--bad' : 'admin-button'}
          disabled={busy}
          onClick={() => void send()}
        >
          {t(CONSENT_TEXT, props.uploader ? 'consent.uploader.revoke' : 'consent.uploader.verify')}
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
    </section>
  );
}

// The performers named for a video and their consent records, beside the video on its review page:
// each release as a download (staff only; never shown inline), and for admins a purge with a reason.
// A video with no record on file cannot be approved; the panel says so before anyone tries.
import { ENDPOINT } from '@reel/api/endpoints';
import type { ConsentRecord } from '@reel/api/moderation';
import { useId, useState } from 'react';
import { t } from '../text';
import { CONSENT_TEXT } from '../text/consent';
import { adminApi } from './api';
import { when } from './format';
import { isAdmin, useStaff } from './staff';
import { Chip, LoadState, OutcomeLine, useAction } from './ui';
import { useAdminData } from './useAdminData';

const TYPE_NAMES: Record<ConsentRecord['mime'], string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };
const KIB = 1024;

const documentPath = (recordId: number) => ENDPOINT.adminConsentDocument.route.replace(':record_id', () => String(recordId));
const sizeText = (bytes: number) => (bytes < KIB * KIB ? `${Math.ceil(bytes / KIB)} KB` : `${(bytes / KIB / KIB).toFixed(1)} MB`);

function Purge({ record, onPurged }: { record: ConsentRecord; onPurged: (record: ConsentRecord) => void }) {
  const ids = useId();
  const [note, setNote] = useState('');
  const { busy, outcome, run, setOutcome } = useAction();
  const purge = async () => {
    if (!note.trim()) return setOutcome({ tone: 'error', text: t(CONSENT_TEXT, 'consent.records.purge_needs_reason') });
    const answer = await run(
      () => adminApi.purgeConsent(record.record_id, note),
      () => t(CONSENT_TEXT, 'consent.records.done.purge'),
    );
    if (answer) onPurged(answer.record);
  };
  return (
    <div className="admin-inline-form">
      <div className="admin-field">
        <label htmlFor={`${ids}-note`}>{t(CONSENT_TEXT, 'consent.records.purge_note', { name: record.performer })}</label>
        <input id={`${ids}-note`} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <button type="button" className="admin-button admin-button--bad" disabled={busy} onClick={() => void purge()}>
        {t(CONSENT_TEXT, 'consent.records.purge')}
      </button>
      <OutcomeLine outcome={outcome} />
    </div>
  );
}

function Row({ record, canPurge, onPurged }: { record: ConsentRecord; canPurge: boolean; onPurged: (record: ConsentRecord) => void }) {
  return (
    <li className="admin-consent__record">
      <strong>{record.performer}</strong> · {when(record.created_at)}
      <div>
        {record.purged_at ? (
          <Chip tone="warn">
            {t(CONSENT_TEXT, 'consent.records.purged', { when: when(record.purged_at), reason: record.purge_reason })}
          </Chip>
        ) : (
          <a href={documentPath(record.record_id)} download>
            {t(CONSENT_TEXT, 'consent.records.download', { type: TYPE_NAMES[record.mime], size: sizeText(record.bytes) })}
          </a>
        )}
      </div>
      {canPurge && !record.purged_at && <Purge record={record} onPurged={onPurged} />}
    </li>
  );
}

export function ConsentRecords({ videoId }: { videoId: number }) {
  const staff = useStaff();
  const { loaded, reload, set } = useAdminData(`consent ${videoId}`, () => adminApi.consentRecords(videoId));
  const replace = (next: ConsentRecord) =>
    set((data) => ({ records: data.records.map((r) => (r.record_id === next.record_id ? next : r)) }));
  return (
    <section className="admin-panel" aria-label={t(CONSENT_TEXT, 'consent.records.title')}>
      <h2>{t(CONSENT_TEXT, 'consent.records.title')}</h2>
      {/* No second "Loading…" on the page while the records come: the video's own is the page's. */}
      {loaded.state !== 'loading' && (
        <LoadState loaded={loaded} reload={reload}>
          {({ records }) => (
            <>
              {!records.some((r) => !r.purged_at) && <Chip tone="bad">{t(CONSENT_TEXT, 'consent.records.none')}</Chip>}
              <ul className="admin-consent">
                {records.map((r) => (
                  <Row key={r.record_id} record={r} canPurge={isAdmin(staff)} onPurged={replace} />
                ))}
              </ul>
            </>
          )}
        </LoadState>
      )}
    </section>
  );
}

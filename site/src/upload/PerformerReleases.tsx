// After an upload (whichever way it was sent), the member names each performer of the video with
// their signed consent release, one at a time; each is sent on its own to the consent records call
// with the upload's id. The server reads the release's type from its bytes; the page only offers
// the types it takes.
import { CONSENT_DOCUMENT_MAX_BYTES, CONSENT_FIELDS, CONSENT_RECORD_PATH, type ConsentRecord } from '@reel/api/moderation';
import { useId, useState, type FormEvent } from 'react';
import { t, textIn } from '../text';
import { PERFORMERS_TEXT } from '../text/performers';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const MB = Math.round(CONSENT_DOCUMENT_MAX_BYTES / (1024 * 1024));

const refusalText = (code: string) =>
  textIn([PERFORMERS_TEXT], `performers.er.${code}`, { mb: MB }) ?? t(PERFORMERS_TEXT, 'performers.er.general', { code });

/** Sends one release; the upload's records as they are now, or the refusal's code. */
async function sendRelease(videoId: number, performer: string, document: File): Promise<ConsentRecord[] | string> {
  const form = new FormData();
  form.append(CONSENT_FIELDS.video_id, String(videoId));
  form.append(CONSENT_FIELDS.performer, performer);
  form.append(CONSENT_FIELDS.document, document);
  try {
    const response = await fetch(CONSENT_RECORD_PATH, { method: 'POST', headers: { Accept: 'application/json' }, body: form });
    const answer = (await response.json()) as { records?: ConsentRecord[]; code?: string };
    return response.ok && answer.records ? answer.records : (answer.code ?? 'system_error');
  } catch {
    return 'network_error';
  }
}

export function PerformerReleases({ videoId }: { videoId: number }) {
  const id = useId();
  const [name, setName] = useState('');
  const [document, setDocument] = useState<File | null>(null);
  const [records, setRecords] = useState<ConsentRecord[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !document) return setProblem(refusalText('required'));
    if (document.size > CONSENT_DOCUMENT_MAX_BYTES) return setProblem(refusalText('too_large'));
    setBusy(true);
    const answer = await sendRelease(videoId, name.trim(), document);
    setBusy(false);
    if (typeof answer === 'string') return setProblem(refusalText(answer));
    setRecords(answer);
    setProblem(null);
    setName('');
    setDocument(null);
    // A new file input: the one that held the sent release is emptied with it.
    setFormKey((k) => k + 1);
  };

  return (
    <section className="upload__performers" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(PERFORMERS_TEXT, 'performers.title')}</h2>
      <p>{t(PERFORMERS_TEXT, 'performers.intro', { mb: MB })}</p>
      <p aria-live="polite">
        {records.length === 0
          ? t(PERFORMERS_TEXT, 'performers.none')
          : t(PERFORMERS_TEXT, 'performers.added', { names: records.map((r) => r.performer).join(', ') })}
      </p>
      <form key={formKey} className="form" noValidate onSubmit={(e) => void add(e)}>
        <div className="form__field">
          <label htmlFor={`${id}-name`}>{t(PERFORMERS_TEXT, 'performers.name')}</label>
          <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-document`}>{t(PERFORMERS_TEXT, 'performers.document')}</label>
          <input id={`${id}-document`} type="file" accept={ACCEPT} onChange={(e) => setDocument(e.target.files?.[0] ?? null)} />
        </div>
        {problem && (
          <p className="form__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t(PERFORMERS_TEXT, 'performers.add')}
        </button>
      </form>
    </section>
  );
}

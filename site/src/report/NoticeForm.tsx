// The copyright notice form under the DMCA page's text: who claims, how to reach them, the work, the
// addresses on this site (one a line), the two sworn statements and a typed signature. The page's
// checks give the server's codes; on success it says how many reports the notice filed.
import { NOTICE_URLS_MAX } from '@reel/api/moderation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../text';
import { REPORT_TEXT } from '../text/report';
import { sendNotice } from './calls';
import { checkNotice, NOTICE_CODE_FIELD, noticeUrls, type FieldCodes, type NoticeField, type NoticeFields } from './rules';
import { noticeErrorText } from './texts';
import { NOTICE_CONTACT_MAX_CHARS, NOTICE_NAME_MAX_CHARS, NOTICE_URLS_MAX_CHARS, NOTICE_WORK_MAX_CHARS } from './constants';
import './report.css';

const EMPTY: NoticeFields = { claimant: '', contact: '', email: '', work: '', urls: '', good_faith: false, accurate: false, signature: '' };

type TextField = Exclude<NoticeField, 'good_faith' | 'accurate'>;

interface RowProps {
  id: string;
  field: TextField;
  label: string;
  hint?: string;
  code?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its error, both read with it. */
function Row({ id, field, label, hint, code, children }: RowProps) {
  const control = `${id}-${field}`;
  const describedBy = [hint ? `${control}-hint` : '', code ? `${control}-error` : ''].join(' ').trim() || undefined;
  return (
    <div className="form__field">
      <label htmlFor={control}>{label}</label>
      {children({ id: control, 'aria-invalid': code ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${control}-hint`} className="report__hint">
          {hint}
        </p>
      )}
      {code && (
        <p id={`${control}-error`} className="form__error">
          {noticeErrorText(code)}
        </p>
      )}
    </div>
  );
}

function Check({
  id,
  label,
  checked,
  code,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  code?: string;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="form__field">
      <label className="notice__check">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {code && (
        <p id={`${id}-error`} className="form__error">
          {noticeErrorText(code)}
        </p>
      )}
    </div>
  );
}

export function NoticeForm() {
  const id = useId();
  const [fields, setFields] = useState<NoticeFields>(EMPTY);
  const [codes, setCodes] = useState<FieldCodes<NoticeField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const toFix = useRef(false);
  useEffect(() => {
    // After a refused Send, the first field to fix takes the focus, so its error is read with it.
    if (!toFix.current) return;
    toFix.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [codes]);
  const set = <F extends NoticeField>(field: F, value: NoticeFields[F]) => {
    setFields((was) => ({ ...was, [field]: value }));
    setCodes((was) => ({ ...was, [field]: undefined }));
    setFailure(null);
  };
  const text = (field: TextField) => ({
    value: fields[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkNotice(fields);
    setCodes(found);
    setFailure(null);
    toFix.current = Object.keys(found).length > 0;
    if (toFix.current) return;
    setBusy(true);
    const trim = (s: string) => s.trim();
    const result = await sendNotice({
      claimant: trim(fields.claimant),
      contact: trim(fields.contact),
      email: trim(fields.email),
      work: trim(fields.work),
      // One address a line, without the blank lines and spaces a pasted list brings.
      urls: noticeUrls(fields.urls).join('\n'),
      good_faith: fields.good_faith,
      accurate: fields.accurate,
      signature: trim(fields.signature),
    });
    setBusy(false);
    if (result.ok) return setFiled(result.value.reports);
    const field = NOTICE_CODE_FIELD[result.code];
    toFix.current = field !== undefined;
    if (field) setCodes({ [field]: result.code });
    else setFailure(noticeErrorText(result.code));
  };

  if (filed !== null) {
    return (
      <section className="notice" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t(REPORT_TEXT, 'notice.title')}</h2>
        <p role="status" className="notice__done">
          {filed === 1 ? t(REPORT_TEXT, 'notice.received_one') : t(REPORT_TEXT, 'notice.received', { n: filed })}
        </p>
      </section>
    );
  }
  return (
    <section className="notice" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(REPORT_TEXT, 'notice.title')}</h2>
      <p className="prose__p">{t(REPORT_TEXT, 'notice.intro')}</p>
      <form ref={form} className="form" noValidate onSubmit={(e) => void submit(e)}>
        <Row
          id={id}
          field="claimant"
          label={t(REPORT_TEXT, 'notice.claimant')}
          hint={t(REPORT_TEXT, 'notice.claimant_hint')}
          code={codes.claimant}
        >
          {(p) => <input {...p} {...text('claimant')} name="claimant" autoComplete="name" maxLength={NOTICE_NAME_MAX_CHARS} />}
        </Row>
        <Row
          id={id}
          field="contact"
          label={t(REPORT_TEXT, 'notice.contact')}
          hint={t(REPORT_TEXT, 'notice.contact_hint')}
          code={codes.contact}
        >
          {(p) => <textarea {...p} {...text('contact')} name="contact" rows={3} maxLength={NOTICE_CONTACT_MAX_CHARS} />}
        </Row>
        <Row id={id} field="email" label={t(REPORT_TEXT, 'notice.email')} code={codes.email}>
          {(p) => <input {...p} {...text('email')} name="email" type="email" autoComplete="email" required />}
        </Row>
        <Row id={id} field="work" label={t(REPORT_TEXT, 'notice.work')} hint={t(REPORT_TEXT, 'notice.work_hint')} code={codes.work}>
          {(p) => <textarea {...p} {...text('work')} name="work" rows={4} maxLength={NOTICE_WORK_MAX_CHARS} />}
        </Row>
        <Row
          id={id}
          field="urls"
          label={t(REPORT_TEXT, 'notice.urls')}
          hint={t(REPORT_TEXT, 'notice.urls_hint', { max: NOTICE_URLS_MAX })}
          code={codes.urls}
        >
          {(p) => <textarea {...p} {...text('urls')} name="urls" rows={5} maxLength={NOTICE_URLS_MAX_CHARS} spellCheck={false} />}
        </Row>
        <Check
          id={`${id}-good_faith`}
          label={t(REPORT_TEXT, 'notice.good_faith')}
          checked={fields.good_faith}
          code={codes.good_faith}
          onChange={(v) => set('good_faith', v)}
        />
        <Check
          id={`${id}-accurate`}
          label={t(REPORT_TEXT, 'notice.accurate')}
          checked={fields.accurate}
          code={codes.accurate}
          onChange={(v) => set('accurate', v)}
        />
        <Row
          id={id}
          field="signature"
          label={t(REPORT_TEXT, 'notice.signature')}
          hint={t(REPORT_TEXT, 'notice.signature_hint')}
          code={codes.signature}
        >
          {(p) => <input {...p} {...text('signature')} name="signature" maxLength={NOTICE_NAME_MAX_CHARS} />}
        </Row>
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(REPORT_TEXT, 'notice.send')}
          </button>
        </div>
      </form>
    </section>
  );
}

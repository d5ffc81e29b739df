// The report form in a modal dialog: a reason from the fixed list, optional details with a counter,
// a reply e-mail (required for copyright, checked before sending), Send and Cancel. Visitors may
// report. The server's refusal is shown as its sentence: under the field it names, else above the
// buttons; success replaces the form with the thank-you.
import { REPORT_DETAILS_MAX_CHARS, REPORT_REASONS, type ReportReason, type ReportTarget } from '@reel/api/moderation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../modals/Modal';
import { t } from '../text';
import { REPORT_TEXT } from '../text/report';
import { sendReport } from './calls';
import { checkReport, REPORT_CODE_FIELD, type FieldCodes, type ReportField, type ReportFields } from './rules';
import { reportErrorText } from './texts';
import './report.css';

/** What is reported: a video, a comment, a wall post or a member's profile, by its id. */
export interface ReportSubject {
  type: ReportTarget;
  id: number;
}

function Thanks({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  // The form the focus was in is gone: the focus goes to the one control left.
  useEffect(() => close.current?.focus(), []);
  return (
    <div className="report__done">
      <p role="status">{t(REPORT_TEXT, 'report.thanks')}</p>
      <button ref={close} type="button" className="button button--primary" onClick={onClose}>
        {t(REPORT_TEXT, 'report.done')}
      </button>
    </div>
  );
}

function FieldError({ id, code }: { id: string; code: string | undefined }) {
  if (!code) return null;
  return (
    <p id={id} className="form__error">
      {reportErrorText(code)}
    </p>
  );
}

function ReportForm({ subject, onClose, onSent }: { subject: ReportSubject; onClose: () => void; onSent: () => void }) {
  const id = useId();
  const [fields, setFields] = useState<ReportFields>({ reason: '', details: '', email: '' });
  const [codes, setCodes] = useState<FieldCodes<ReportField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const toFix = useRef(false);
  useEffect(() => {
    // After a refused Send, the first field to fix takes the focus, so its error is read with it.
    if (!toFix.current) return;
    toFix.current = false;
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"], textarea[aria-invalid="true"]')
      ?.focus();
  }, [codes]);
  const set = <F extends ReportField>(field: F, value: ReportFields[F]) => {
    setFields((was) => ({ ...was, [field]: value }));
    // A new reason may make the e-mail required or not: its error is looked at again on Send.
    setCodes((was) => ({ ...was, [field]: undefined, ...(field === 'reason' ? { email: undefined } : {}) }));
    setFailure(null);
  };
  const described = (field: ReportField, hint?: string) =>
    [codes[field] ? `${id}-${field}-error` : '', hint ?? ''].join(' ').trim() || undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkReport(fields);
    setCodes(found);
    setFailure(null);
    toFix.current = Object.keys(found).length > 0;
    if (toFix.current || fields.reason === '') return;
    setBusy(true);
    const result = await sendReport({
      target_type: subject.type,
      target_id: subject.id,
      reason: fields.reason,
      details: fields.details.trim(),
      email: fields.email.trim(),
    });
    setBusy(false);
    if (result.ok) return onSent();
    const field = REPORT_CODE_FIELD[result.code];
    toFix.current = field !== undefined;
    if (field) setCodes({ [field]: result.code });
    else setFailure(reportErrorText(result.code));
  };

  const copyright = fields.reason === 'copyright';
  return (
    <form ref={form} className="form report" noValidate onSubmit={(e) => void submit(e)}>
      <p className="report__intro">{t(REPORT_TEXT, 'report.intro')}</p>
      <fieldset className="report__reasons" aria-describedby={described('reason')} aria-invalid={codes.reason ? true : undefined}>
        <legend>{t(REPORT_TEXT, 'report.reason')}</legend>
        {REPORT_REASONS.map((reason, i) => (
          <label key={reason} className="report__reason">
            <input
              type="radio"
              name={`${id}-reason`}
              value={reason}
              checked={fields.reason === reason}
              data-autofocus={i === 0 ? true : undefined}
              onChange={() => set('reason', reason as ReportReason)}
            />{' '}
            {t(REPORT_TEXT, `report.reason.${reason}`)}
          </label>
        ))}
        <FieldError id={`${id}-reason-error`} code={codes.reason} />
      </fieldset>
      <div className="form__field">
        <label htmlFor={`${id}-details`}>{t(REPORT_TEXT, 'report.details')}</label>
        <textarea
          id={`${id}-details`}
          name="details"
          rows={4}
          maxLength={REPORT_DETAILS_MAX_CHARS}
          value={fields.details}
          aria-invalid={codes.details ? true : undefined}
          aria-describedby={described('details', `${id}-count`)}
          onChange={(e) => set('details', e.target.value)}
        />
        <p id={`${id}-count`} className="report__count">
          {t(REPORT_TEXT, 'report.details_count', { n: fields.details.length, max: REPORT_DETAILS_MAX_CHARS })}
        </p>
        <FieldError id={`${id}-details-error`} code={codes.details} />
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-email`}>{t(REPORT_TEXT, 'report.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          required={copyright}
          aria-invalid={codes.email ? true : undefined}
          aria-describedby={described('email', `${id}-email-hint`)}
          onChange={(e) => set('email', e.target.value)}
        />
        <p id={`${id}-email-hint`} className="report__hint">
          {t(REPORT_TEXT, 'report.email_hint')}
        </p>
        <FieldError id={`${id}-email-error`} code={codes.email} />
      </div>
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="report__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t(REPORT_TEXT, 'report.send')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t(REPORT_TEXT, 'report.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Escape, Cancel, the close button and a backdrop click all close it through `onClose`. */
export function ReportDialog({ subject, onClose }: { subject: ReportSubject; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <Modal title={t(REPORT_TEXT, `report.title.${subject.type}`)} clickOutside onClose={onClose} className="modal--wide">
      {sent ? <Thanks onClose={onClose} /> : <ReportForm subject={subject} onClose={onClose} onSent={() => setSent(true)} />}
    </Modal>
  );
}

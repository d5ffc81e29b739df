// `/performer-removal/`: a performer asks for the removal of a video they appear in. The video is
// held at once on the server; the page says so once the request is in. The fields are checked by the
// endpoint's own parsers before anything is sent, and every refusal shows beside its field.
import { ENDPOINT } from '@reel/api/endpoints';
import { pageHeading } from '@reel/api/pages';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../api';
import { outcome } from '../social/remote';
import { t, textIn } from '../text';
import { REMOVAL_TEXT } from '../text/removal';
import './pages.css';

type Field = 'video' | 'name' | 'email' | 'statement' | 'sworn';
type Fields = { [F in Exclude<Field, 'sworn'>]: string } & { sworn: boolean };

const EMPTY: Fields = { video: '', name: '', email: '', statement: '', sworn: false };
/** The field each refusal is about; others show under the form. */
const CODE_FIELD: Record<string, Field> = {
  invalid_video: 'video',
  target_not_found: 'video',
  invalid_name: 'name',
  invalid_email: 'email',
  invalid_statement: 'statement',
  not_sworn: 'sworn',
};

const errorText = (code: string) => textIn([REMOVAL_TEXT], `removal.er.${code}`) ?? t(REMOVAL_TEXT, 'removal.er.general', { code });

function Row(props: { id: string; label: string; hint?: string; code?: string; children: (p: Record<string, unknown>) => ReactNode }) {
  const { id, label, hint, code } = props;
  const describedBy = [hint ? `${id}-hint` : '', code ? `${id}-error` : ''].join(' ').trim() || undefined;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {props.children({ id, 'aria-invalid': code ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="report__hint">
          {hint}
        </p>
      )}
      {code && (
        <p id={`${id}-error`} className="form__error">
          {errorText(code)}
        </p>
      )}
    </div>
  );
}

export function PerformerRemoval() {
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [refused, setRefused] = useState<{ field: Field | null; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = <F extends Field>(field: F, value: Fields[F]) => {
    setFields((was) => ({ ...was, [field]: value }));
    setRefused(null);
  };
  const codeOf = (field: Field) => (refused?.field === field ? refused.code : undefined);
  const text = (field: Exclude<Field, 'sworn'>) => ({
    value: fields[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await outcome(() => api.call(ENDPOINT.performerRemoval, { ...fields, sworn: fields.sworn || undefined }));
    setBusy(false);
    if (result.ok) return setDone(true);
    setRefused({ field: CODE_FIELD[result.code] ?? null, code: result.code });
  };

  return (
    <article className="prose">
      <h1 className="page__title">{pageHeading('performer-removal')}</h1>
      {done ? (
        <p role="status">{t(REMOVAL_TEXT, 'removal.done')}</p>
      ) : (
        <>
          <p className="prose__p">{t(REMOVAL_TEXT, 'removal.intro')}</p>
          <form className="form" noValidate onSubmit={(e) => void submit(e)}>
            <Row
              id={`${id}-video`}
              label={t(REMOVAL_TEXT, 'removal.video')}
              hint={t(REMOVAL_TEXT, 'removal.video_hint', { origin: window.location.origin })}
              code={codeOf('video')}
            >
              {(p) => <input {...p} {...text('video')} name="video" inputMode="url" spellCheck={false} />}
            </Row>
            <Row id={`${id}-name`} label={t(REMOVAL_TEXT, 'removal.name')} code={codeOf('name')}>
              {(p) => <input {...p} {...text('name')} name="name" autoComplete="name" />}
            </Row>
            <Row id={`${id}-email`} label={t(REMOVAL_TEXT, 'removal.email')} code={codeOf('email')}>
              {(p) => <input {...p} {...text('email')} name="email" type="email" autoComplete="email" />}
            </Row>
            <Row
              id={`${id}-statement`}
              label={t(REMOVAL_TEXT, 'removal.statement')}
              hint={t(REMOVAL_TEXT, 'removal.statement_hint')}
              code={codeOf('statement')}
            >
              {(p) => <textarea {...p} {...text('statement')} name="statement" rows={5} />}
            </Row>
            <div className="form__field">
              <label>
                <input
                  type="checkbox"
                  checked={fields.sworn}
                  aria-invalid={codeOf('sworn') ? true : undefined}
                  aria-describedby={codeOf('sworn') ? `${id}-sworn-error` : undefined}
                  onChange={(e) => set('sworn', e.target.checked)}
                />{' '}
                {t(REMOVAL_TEXT, 'removal.sworn')}
              </label>
              {codeOf('sworn') && (
                <p id={`${id}-sworn-error`} className="form__error">
                  {errorText(codeOf('sworn')!)}
                </p>
              )}
            </div>
            {refused && refused.field === null && (
              <p className="form__error" role="alert">
                {errorText(refused.code)}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t(REMOVAL_TEXT, 'removal.send')}
            </button>
          </form>
        </>
      )}
    </article>
  );
}

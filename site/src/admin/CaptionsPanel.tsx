// The captions of a video on the console: the tracks it has, and a form that attaches a WebVTT
// file in a language (replacing that language's track). The answer is the video as saved.
import type { AdminVideo } from '@reel/api/moderation';
import { useId, useState, type FormEvent } from 'react';
import { CaptionsFields } from '../captions/CaptionsFields';
import {
  appendCaptions,
  captionsRefusalText,
  checkCaptionsFields,
  EMPTY_CAPTIONS,
  type CaptionsErrors,
  type CaptionsField,
  type CaptionsValues,
} from '../captions/captionsRules';
import { t } from '../text';
import { CAPTIONS_TEXT } from '../text/captions';
import { AdminCallError, adminApi } from './api';
import { OutcomeLine, useAction } from './ui';

const FIELDS: readonly CaptionsField[] = ['captions', 'captions_srclang', 'captions_label'];

/** The server's refusals of one field each, when it names them. */
function fieldErrors(err: unknown): CaptionsErrors {
  if (!(err instanceof AdminCallError)) return {};
  return Object.fromEntries(
    err.errors.filter((e) => (FIELDS as readonly string[]).includes(e.field ?? '')).map((e) => [e.field, { code: e.code, info: e.info }]),
  );
}

export function CaptionsPanel({ video, onSaved }: { video: AdminVideo; onSaved: (video: AdminVideo) => void }) {
  const ids = useId();
  const [values, setValues] = useState<CaptionsValues>(EMPTY_CAPTIONS);
  const [errors, setErrors] = useState<CaptionsErrors>({});
  const { busy, outcome, run } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkCaptionsFields(values, { required: true });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    appendCaptions(form, values);
    const saved = await run(
      () =>
        adminApi.attachCaptions(video.video_id, form).catch((err: unknown) => {
          setErrors(fieldErrors(err));
          throw err;
        }),
      () => t(CAPTIONS_TEXT, 'captions.attached'),
    );
    if (saved) onSaved(saved);
  };
  const worded = Object.fromEntries(
    Object.entries(errors).map(([field, refusal]) => [
      field,
      refusal.code === 'required' ? t(CAPTIONS_TEXT, 'captions.er.required') : (captionsRefusalText(refusal) ?? refusal.code),
    ]),
  );

  return (
    <form className="admin-panel admin-form" aria-labelledby={`${ids}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${ids}-title`}>{t(CAPTIONS_TEXT, 'captions.current')}</h2>
      {video.captions.length === 0 ? (
        <p>{t(CAPTIONS_TEXT, 'captions.none')}</p>
      ) : (
        <ul>
          {video.captions.map((c) => (
            <li key={c.srclang}>
              {c.label} ({c.srclang})
            </li>
          ))}
        </ul>
      )}
      <CaptionsFields
        legend={t(CAPTIONS_TEXT, 'captions.attach')}
        values={values}
        errors={worded}
        onChange={(patch) => {
          setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !(k in patch))));
          setValues((prev) => ({ ...prev, ...patch }));
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {t(CAPTIONS_TEXT, 'captions.attach')}
      </button>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}

// The captions fields: a WebVTT file, its language and its label. The same fieldset in the upload
// form and on the console's video page; errors show under their field.
import { useId } from 'react';
import { t } from '../text';
import { CAPTIONS_TEXT } from '../text/captions';
import type { CaptionsField, CaptionsValues } from './captionsRules';

interface CaptionsFieldsProps {
  values: CaptionsValues;
  onChange: (patch: Partial<CaptionsValues>) => void;
  /** The error text of each field, already worded. */
  errors: Partial<Record<CaptionsField, string>>;
  legend?: string;
}

export function CaptionsFields({ values, onChange, errors, legend = t(CAPTIONS_TEXT, 'captions.legend') }: CaptionsFieldsProps) {
  const id = useId();
  const describedBy = (field: CaptionsField, hint: boolean) =>
    errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined;
  const error = (field: CaptionsField) =>
    errors[field] && (
      <p className="upload__error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    );
  return (
    <fieldset className="captions-fields">
      <legend>{legend}</legend>
      <div className="upload-form__field">
        <label htmlFor={`${id}-captions`}>{t(CAPTIONS_TEXT, 'captions.file')}</label>
        <input
          id={`${id}-captions`}
          name="captions"
          type="file"
          accept=".vtt,text/vtt"
          aria-invalid={errors.captions ? true : undefined}
          aria-describedby={describedBy('captions', false)}
          onChange={(e) => onChange({ captions: e.target.files?.[0] ?? null })}
        />
        {error('captions')}
      </div>
      <div className="upload-form__field">
        <label htmlFor={`${id}-captions_srclang`}>{t(CAPTIONS_TEXT, 'captions.srclang')}</label>
        <input
          id={`${id}-captions_srclang`}
          name="captions_srclang"
          type="text"
          autoComplete="off"
          value={values.captions_srclang}
          aria-invalid={errors.captions_srclang ? true : undefined}
          aria-describedby={describedBy('captions_srclang', true)}
          onChange={(e) => onChange({ captions_srclang: e.target.value })}
        />
        <small id={`${id}-captions_srclang-hint`}>{t(CAPTIONS_TEXT, 'captions.srclang_hint')}</small>
        {error('captions_srclang')}
      </div>
      <div className="upload-form__field">
        <label htmlFor={`${id}-captions_label`}>{t(CAPTIONS_TEXT, 'captions.label')}</label>
        <input
          id={`${id}-captions_label`}
          name="captions_label"
          type="text"
          value={values.captions_label}
          aria-invalid={errors.captions_label ? true : undefined}
          aria-describedby={describedBy('captions_label', true)}
          onChange={(e) => onChange({ captions_label: e.target.value })}
        />
        <small id={`${id}-captions_label-hint`}>{t(CAPTIONS_TEXT, 'captions.label_hint')}</small>
        {error('captions_label')}
      </div>
    </fieldset>
  );
}

// The upload form: title, description, categories (between the configured min and max), models and
// tags. Errors show under their field, the server's as well as the form's own.
import type { Category } from '@reel/api';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CaptionsFields } from '../captions/CaptionsFields';
import { t, type TextKey } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { checkUploadForm, type UploadErrors, type UploadField, type UploadLimits, type UploadValues } from './formRules';
import { refusalText } from './uploadErrors';

interface UploadFormProps {
  categories: readonly Category[];
  limits: UploadLimits;
  values: UploadValues;
  onChange: (values: UploadValues) => void;
  /** Errors from the server's answer, by field. */
  serverErrors: UploadErrors;
  onSubmit: (values: UploadValues) => void;
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="upload-form__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <p className="upload__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const TEXT_FIELDS: {
  name: 'title' | 'description' | 'models' | 'tags';
  label: TextKey<typeof UPLOAD_TEXT>;
  hint?: TextKey<typeof UPLOAD_TEXT>;
  multiline?: boolean;
}[] = [
  { name: 'title', label: 'upload.field.title' },
  { name: 'description', label: 'upload.field.description', multiline: true },
  { name: 'models', label: 'upload.field.models', hint: 'upload.field.models_hint' },
  { name: 'tags', label: 'upload.field.tags', hint: 'upload.field.tags_hint' },
];

function CategoryChoice({
  categories,
  chosen,
  onToggle,
  limits,
  error,
}: {
  categories: readonly Category[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
  limits: UploadLimits;
  error?: string;
}) {
  return (
    <fieldset className="upload-form__categories" aria-describedby={error ? 'upload-categories-error' : undefined}>
      <legend>{t(UPLOAD_TEXT, 'upload.field.categories')}</legend>
      <small>{t(UPLOAD_TEXT, 'upload.field.categories_hint', { min: limits.categoriesMin, max: limits.categoriesMax })}</small>
      <ul>
        {categories.map((c) => (
          <li key={c.category_id}>
            <label>
              <input type="checkbox" checked={chosen.includes(c.category_id)} onChange={() => onToggle(c.category_id)} />
              <span>{c.title}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p className="upload__error" id="upload-categories-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function UploadForm({ categories, limits, values, onChange, serverErrors, onSubmit }: UploadFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<UploadErrors>({});
  // The server's errors stand until their field is changed; a new answer brings new ones.
  const [changed, setChanged] = useState<{ of: UploadErrors; fields: ReadonlySet<string> }>({ of: serverErrors, fields: new Set() });
  const changedFields = changed.of === serverErrors ? changed.fields : new Set<string>();
  const standing = Object.fromEntries(Object.entries(serverErrors).filter(([field]) => !changedFields.has(field)));
  const shown: UploadErrors = { ...standing, ...errors };
  const errorOf = (field: UploadField) => (shown[field] ? refusalText(shown[field]) : undefined);
  const set = (patch: Partial<UploadValues>) => {
    // A field's error clears once it is changed.
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !(k in patch))));
    setChanged({ of: serverErrors, fields: new Set([...changedFields, ...Object.keys(patch)]) });
    onChange({ ...values, ...patch });
  };
  const toggle = (categoryId: number) =>
    set({
      categories: values.categories.includes(categoryId)
        ? values.categories.filter((c) => c !== categoryId)
        : [...values.categories, categoryId],
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkUploadForm(values, limits);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const textField = ({ name, label, hint, multiline }: (typeof TEXT_FIELDS)[number]) => {
    const fieldId = `${id}-${name}`;
    const error = errorOf(name);
    const common = {
      id: fieldId,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
    };
    return (
      <Field key={name} id={fieldId} label={t(UPLOAD_TEXT, label)} hint={hint && t(UPLOAD_TEXT, hint)} error={error}>
        {multiline ? (
          <textarea {...common} rows={4} onChange={(e) => set({ [name]: e.target.value })} />
        ) : (
          <input {...common} type="text" onChange={(e) => set({ [name]: e.target.value })} />
        )}
      </Field>
    );
  };
  return (
    <form className="upload-form" onSubmit={submit} noValidate>
      {TEXT_FIELDS.slice(0, 2).map(textField)}
      <CategoryChoice categories={categories} chosen={values.categories} onToggle={toggle} limits={limits} error={errorOf('categories')} />
      {TEXT_FIELDS.slice(2).map(textField)}
      <CaptionsFields
        values={values}
        onChange={set}
        errors={{ captions: errorOf('captions'), captions_srclang: errorOf('captions_srclang'), captions_label: errorOf('captions_label') }}
      />
      <button type="submit" className="button button--primary">
        {t(UPLOAD_TEXT, 'upload.submit')}
      </button>
    </form>
  );
}

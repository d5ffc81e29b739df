// Change password (`act=password`): the current one and a new one of 5 to 128 characters.
import { useState, type FormEvent } from 'react';
import { notify } from '../modals/store';
import { t } from '../text';
import { MEMBER_TEXT } from '../text/members';
import { fieldErrorText, type FieldError } from './formCheck';
import { FormRow } from './FormRow';
import { changePassword } from './profileCalls';
import { validatePassword, type PasswordValues } from './profileRules';

const EMPTY: PasswordValues = { old_pwd: '', new_pwd: '' };

export function PasswordForm() {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, FieldError | undefined>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validatePassword(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const outcome = await changePassword(values.old_pwd, values.new_pwd);
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.errors);
    setValues(EMPTY);
    notify('success', t(MEMBER_TEXT, 'member.password.saved'));
  };
  const row = (name: keyof PasswordValues, label: string, autoComplete: string) => (
    <FormRow
      kind="password"
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => {
        setValues((prev) => ({ ...prev, [name]: value }));
        setErrors((prev) => ({ ...prev, [name]: undefined, form: undefined }));
      }}
    />
  );
  return (
    <form className="form member-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <h2 className="member-section__title">{t(MEMBER_TEXT, 'member.password.title')}</h2>
      {row('old_pwd', t(MEMBER_TEXT, 'member.password.old'), 'current-password')}
      {row('new_pwd', t(MEMBER_TEXT, 'member.password.new'), 'new-password')}
      {errors.form && (
        <p className="form__error" role="alert">
          {fieldErrorText(errors.form)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(MEMBER_TEXT, 'member.password.submit')}
      </button>
    </form>
  );
}

// The personal info of the edit page: country, city, gender, age band, birth
// date, relationship, orientation, education, website, occupation, interests, about me.
import type { MemberProfile, ProfileEditField } from '@reel/api';
import { useState, type FormEvent } from 'react';
import { notify } from '../modals/store';
import { t } from '../text';
import { MEMBER_TEXT } from '../text/members';
import { COUNTRY_OPTIONS } from './countries';
import { fieldErrorText, type FieldError } from './formCheck';
import { FormRow } from './FormRow';
import { saveProfile } from './profileCalls';
import { changedFields, profileValues, validateProfile, type ProfileValues } from './profileRules';
import { valueKeys, valueLabel, type ValueSetName } from './valueSets';

type Errors = Partial<Record<ProfileEditField | 'form', FieldError>>;

const choices = (set: ValueSetName) => valueKeys(set).map((value) => ({ value, label: valueLabel(set, value) ?? value }));

/** How each field is asked, in the form's order. */
const FIELDS: { name: ProfileEditField; kind: 'text' | 'url' | 'date' | 'textarea' | ValueSetName | 'country' }[] = [
  { name: 'country', kind: 'country' },
  { name: 'city', kind: 'text' },
  { name: 'gender', kind: 'gender' },
  { name: 'age', kind: 'age' },
  { name: 'birth_date', kind: 'date' },
  { name: 'relationship', kind: 'relationship' },
  { name: 'orientation', kind: 'orientation' },
  { name: 'education', kind: 'text' },
  { name: 'website', kind: 'url' },
  { name: 'occupation', kind: 'text' },
  { name: 'interests', kind: 'textarea' },
  { name: 'about_me', kind: 'textarea' },
];

export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const [saved, setSaved] = useState<ProfileValues>(() => profileValues(profile));
  const [values, setValues] = useState<ProfileValues>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const outcome = await saveProfile(changedFields(saved, values));
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.errors);
    setSaved(values);
    notify('success', t(MEMBER_TEXT, 'member.edit.saved'));
  };
  const change = (name: ProfileEditField) => (value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => ({ ...prev, [name]: undefined, form: undefined }));
  };
  return (
    <form className="form member-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <h2 className="member-section__title">{t(MEMBER_TEXT, 'member.edit.personal')}</h2>
      {FIELDS.map(({ name, kind }) => {
        const common = {
          name,
          label: t(MEMBER_TEXT, `member.field.${name}`),
          value: values[name],
          error: errors[name],
          onChange: change(name),
        };
        if (kind === 'country')
          return <FormRow key={name} kind="select" options={COUNTRY_OPTIONS} none={t(MEMBER_TEXT, 'member.field.none')} {...common} />;
        if (kind === 'gender' || kind === 'age' || kind === 'relationship' || kind === 'orientation') {
          return <FormRow key={name} kind="select" options={choices(kind)} none={t(MEMBER_TEXT, 'member.field.none')} {...common} />;
        }
        return <FormRow key={name} kind={kind} {...common} />;
      })}
      {errors.form && (
        <p className="form__error" role="alert">
          {fieldErrorText(errors.form)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(MEMBER_TEXT, 'member.edit.save')}
      </button>
    </form>
  );
}

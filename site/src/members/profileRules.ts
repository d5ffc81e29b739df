// The edit form's values and checks: what the form starts from, what each
// field may hold, and which fields changed and are sent (a field left out stays as it was).
import {
  PASSWORD_MAX_CHARS,
  PASSWORD_MIN_CHARS,
  PROFILE_EDIT_FIELDS,
  PROFILE_MAX_CHARS,
  type MemberProfile,
  type ProfileEdit,
  type ProfileEditField,
} from '@reel/api';
import { checkForm, type FieldError, type FieldRule } from './formCheck';

export type ProfileValues = Record<ProfileEditField, string>;

const RULES: Partial<Record<ProfileEditField, FieldRule>> = {
  city: { max: PROFILE_MAX_CHARS.city },
  education: { max: PROFILE_MAX_CHARS.education },
  website: { max: PROFILE_MAX_CHARS.website },
  occupation: { max: PROFILE_MAX_CHARS.occupation },
  interests: { max: PROFILE_MAX_CHARS.interests },
  about_me: { max: PROFILE_MAX_CHARS.about_me },
};

const text = (value: string | null | undefined): string => value ?? '';
const key = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export function profileValues(p: MemberProfile): ProfileValues {
  return {
    country: text(p.country),
    city: text(p.city),
    gender: key(p.gender),
    age: key(p.age),
    birth_date: text(p.birth_date),
    relationship: key(p.relationship),
    orientation: key(p.orientation),
    education: text(p.education),
    website: text(p.website),
    occupation: text(p.occupation),
    interests: text(p.interests),
    about_me: text(p.about_me),
  };
}

/** The website is a link to somewhere: an http(s) address ('Invalid link' otherwise). */
function linkError(website: string): FieldError | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : { code: 'invalid_link' };
  } catch {
    return { code: 'invalid_link' };
  }
}

export function validateProfile(values: ProfileValues): Partial<Record<ProfileEditField, FieldError>> {
  const errors = checkForm(values, RULES);
  const link = errors.website ? null : linkError(values.website.trim());
  return link ? { ...errors, website: link } : errors;
}

/** The fields whose value changed, trimmed, as `act=edit` takes them. */
export function changedFields(before: ProfileValues, after: ProfileValues): ProfileEdit {
  const changed: Record<string, string> = {};
  for (const field of PROFILE_EDIT_FIELDS) {
    const value = after[field].trim();
    if (value !== before[field].trim()) changed[field] = value;
  }
  return changed as ProfileEdit;
}

export type PasswordValues = { old_pwd: string; new_pwd: string };

export function validatePassword(values: PasswordValues): Partial<Record<keyof PasswordValues, FieldError>> {
  return checkForm(values, {
    old_pwd: { required: true },
    new_pwd: { required: true, min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS },
  });
}

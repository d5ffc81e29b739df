// The own profile's forms at one address: edit, password and verification (the form's `act`),
// and the multipart avatar and cover. The read without an act is in session.ts.
import type { ImageAnswer, ProfileActAnswer, ProfileEditAnswer, ProfileEditField } from '../account.js';
import { PROFILE_EDIT_FIELDS } from '../account.js';
import { MEMBER_PATH } from '../paths.js';
import { FORM_ERRORS } from './formErrors.js';
import { answers, endpoint, param, type Param } from './kit.js';

/** Each field may be left out (unchanged) or empty (cleared); their rules answer by field. The
 * value sets' keys (gender, age band, …) are numbers, written as their digits. */
const editField = (): Param<string | number | undefined> => ({ doc: 'text, optional', parse: (raw) => raw });
const EDIT_PARAMS = Object.fromEntries(PROFILE_EDIT_FIELDS.map((f) => [f, editField()])) as Record<
  ProfileEditField,
  Param<string | number | undefined>
>;

export const profileEdit = endpoint({
  name: 'profileEdit',
  method: 'POST',
  route: MEMBER_PATH,
  act: 'edit',
  shape: `${MEMBER_PATH} (form: act=edit, ${PROFILE_EDIT_FIELDS.join(', ')})`,
  summary: 'Edits the own profile: a field left out stays, an empty one is cleared.',
  params: EDIT_PARAMS,
  body: PROFILE_EDIT_FIELDS,
  answer: answers<ProfileEditAnswer>('ProfileEditAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS],
});

export const profilePassword = endpoint({
  name: 'profilePassword',
  method: 'POST',
  route: MEMBER_PATH,
  act: 'password',
  shape: `${MEMBER_PATH} (form: act=password, old_pwd, new_pwd)`,
  summary: 'Changes the password; other sessions of the member end.',
  params: { old_pwd: param.text(), new_pwd: param.text() },
  body: ['old_pwd', 'new_pwd'],
  answer: answers<ProfileActAnswer>('ProfileActAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS],
});

export const profileVerif = endpoint({
  name: 'profileVerif',
  method: 'POST',
  route: MEMBER_PATH,
  act: 'verif',
  shape: `${MEMBER_PATH} (form: act=verif)`,
  summary: 'Accepts the creator verification: uploads become possible.',
  params: {},
  answer: answers<ProfileActAnswer>('ProfileActAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS],
});

/** Multipart, outside `call()`: the site posts the file with `fetch` and a `FormData`. */
export const profileImage = endpoint({
  name: 'profileImage',
  method: 'POST',
  route: MEMBER_PATH,
  shape: `${MEMBER_PATH} (multipart: section=u_ava|u_cover, file)`,
  summary: 'Uploads the avatar or the cover.',
  params: {},
  answer: answers<ImageAnswer>('ImageAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_image'],
});

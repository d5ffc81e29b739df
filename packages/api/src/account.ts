// The account calls' contract: sign-in, sign-up, restore and the member's own profile.
// The server validates with these numbers and the site checks the
// same ones before it sends, so a form and its answer never disagree.
import { pagePath } from './pages/path.js';
import type { AGE_BANDS, GENDER_VALUES, ORIENTATION, RELATIONSHIP } from './constants.js';
import type { ErrorEntry, MemberProfile, UserRef } from './types.js';

/** The profile's country list travels with the account contract (the package exports only its index). */
export { COUNTRIES, countryName, isCountryCode, type CountryCode } from './countries.js';

/** Sign-in and sign-up: a username of at least 3 characters, a password of at least 5. */
export const USERNAME_MIN_CHARS = 3;
export const PASSWORD_MIN_CHARS = 5;
/** The restore e-mail must be longer than this. */
export const RESTORE_EMAIL_MIN_CHARS = 3;
/** Not given by the specification: bounds that keep a name readable in lists and an e-mail valid
 * (RFC 5321 allows 254 characters); a longer value answers `max_length` with `info.length`. */
export const USERNAME_MAX_CHARS = 32;
export const EMAIL_MAX_CHARS = 254;
/** Long enough for any passphrase, short enough that hashing one stays cheap. */
export const PASSWORD_MAX_CHARS = 128;

/** Letters, digits, '_', '-' and '.': the characters a username travels safely with in addresses. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;
/** One '@' between a local part and a dotted domain, no spaces: what a form can check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Form fields of the calls. */
export const LOGIN_FIELDS = ['usr', 'pwd'] as const;
export const SIGNUP_FIELDS = ['usr', 'eml', 'pwd'] as const;
export const PASSWORD_FIELDS = ['old_pwd', 'new_pwd'] as const;

/** `component.login.er.{code}`. */
/** `banned`: the account is suspended by staff (said only to someone who knows its password). */
export const LOGIN_ERROR_CODES = ['required', 'invalid_usr_or_pwd', 'not_confirmed', 'banned', 'too_many'] as const;
/** `component.signup.er.{code}`; `max_length` carries `info.length`. */
export const SIGNUP_ERROR_CODES = [
  'required',
  'usr_short',
  'usr_illegal',
  'usr_taken',
  'eml_invalid',
  'eml_taken',
  'pwd_short',
  'max_length',
  'too_many',
] as const;
/** The restore request's codes; recovery needs a registered e-mail (email_not_found). */
export const RESTORE_ERROR_CODES = ['eml_invalid', 'email_not_found', 'captcha', 'too_many'] as const;
/** `act=reset`: the token is unknown (`invalid_link`) or used or expired (`link_expired`); the new
 * password breaks the sign-up rule (`required`, `pwd_short`, `max_length`). */
export const RESET_ERROR_CODES = ['invalid_link', 'link_expired', 'required', 'pwd_short', 'max_length'] as const;
/** Profile edit codes: the shared form check's `max_length` (with `info.length`), a value outside
 * its set, a website that is not an http(s) address ('Invalid link'), a birth date that is not a
 * date of someone 18 or older. */
export const PROFILE_ERROR_CODES = ['max_length', 'invalid_value', 'invalid_link', 'invalid_date'] as const;
/** Password change: `invalid_password` when the old one does not match. */
export const PASSWORD_ERROR_CODES = ['required', 'invalid_password', 'pwd_short', 'max_length', 'too_many'] as const;
/** Avatar and cover uploads, shown as notifications (field `notify`). */
export const IMAGE_ERROR_CODES = ['image_too_small', 'error_resizing_image', 'failed_to_load_image', 'file_too_large'] as const;

export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];
export type SignupErrorCode = (typeof SIGNUP_ERROR_CODES)[number];
export type RestoreErrorCode = (typeof RESTORE_ERROR_CODES)[number];
export type ResetErrorCode = (typeof RESET_ERROR_CODES)[number];
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];
export type ImageErrorCode = (typeof IMAGE_ERROR_CODES)[number];

/** Avatar and cover images: at least 1250×250. */
export const IMAGE_MIN_WIDTH_PX = 1250;
export const IMAGE_MIN_HEIGHT_PX = 250;
/** Largest image file accepted for an avatar or a cover. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** `section` of the multipart POST to /api/member.php. */
export const IMAGE_SECTIONS = ['u_ava', 'u_cover'] as const;
export type ImageSection = (typeof IMAGE_SECTIONS)[number];

/** Profile fields `act=edit` takes. Any of them may be left out (unchanged); an empty
 * value clears it. `age` is a band key (AGE_BANDS); `birth_date` (YYYY-MM-DD) is exact and wins
 * when both are sent. */
export const PROFILE_EDIT_FIELDS = [
  'country',
  'city',
  'gender',
  'age',
  'birth_date',
  'relationship',
  'orientation',
  'education',
  'website',
  'occupation',
  'interests',
  'about_me',
] as const;
export type ProfileEditField = (typeof PROFILE_EDIT_FIELDS)[number];

/** Maximum characters of the free-text profile fields. */
export const PROFILE_MAX_CHARS = {
  city: 64,
  education: 128,
  website: 255,
  occupation: 128,
  interests: 1000,
  about_me: 2000,
} as const;

/** Oldest birth date accepted, in years before today, and the site's age gate. */
export const PROFILE_MAX_AGE_YEARS = 120;
export const PROFILE_MIN_AGE_YEARS = 18;

/** The form `act=edit` posts; numbers may travel as strings, '' clears a field. */
export interface ProfileEdit {
  country?: string;
  city?: string;
  gender?: keyof typeof GENDER_VALUES | '';
  age?: keyof typeof AGE_BANDS | '';
  birth_date?: string;
  relationship?: keyof typeof RELATIONSHIP | '';
  orientation?: keyof typeof ORIENTATION | '';
  education?: string;
  website?: string;
  occupation?: string;
  interests?: string;
  about_me?: string;
}

/** One field's error: `{field, code}`. */
export interface FieldError {
  field: string;
  code: string;
}

/** POST /api/login.php `usr, pwd`. */
export interface LoginSuccess {
  success: true;
  user: UserRef;
}
export interface LoginFailure {
  success: false;
  error: true;
  code: LoginErrorCode;
  /** By field: `usr` and/or `pwd`. */
  codes: Partial<Record<(typeof LOGIN_FIELDS)[number], FieldError>>;
}
export type LoginAnswer = LoginSuccess | LoginFailure;
/** POST /api/login.php `act=logout`. */
export interface LogoutAnswer {
  success: true;
}

/** POST /api/signup.php `usr, eml, pwd`, `act=restore, eml, tok` and `act=reset, tok, pwd`. */
export interface SignupSuccess {
  ok: true;
}
export interface SignupFailure {
  ok: false;
  error: true;
  code: string;
  errors: ErrorEntry[];
}
export type SignupAnswer = SignupSuccess | SignupFailure;

/** The signed-in member's own profile: the public profile plus what only its owner sees. */
export interface OwnProfile extends MemberProfile {
  email: string;
  /** Accepted the uploader affidavit. */
  verified: boolean;
  /** Verified as an uploader by a moderator or an identity provider: uploading needs it too. */
  uploader_verified: boolean;
}

/** POST /api/member.php without `act`. */
export interface OwnProfileAnswer {
  user: OwnProfile;
}
/** `act=edit`: the profile as saved. */
export interface ProfileEditAnswer {
  ok: true;
  user: OwnProfile;
}
/** `act=password` and `act=verif`. */
export interface ProfileActAnswer {
  ok: true;
  verified?: boolean;
}
/** Multipart `section=u_ava|u_cover`: the new image's address. */
export interface ImageAnswer {
  ok: true;
  avatar?: string;
  cover?: string;
}
/** Every refusal of /api/member.php: `{error, code, errors}`; image errors use field `notify`. */
export interface MemberFailure {
  error: true;
  code: string;
  errors?: ErrorEntry[];
}

/** Where the confirmation link lands, with `?confirmed=1` (or `?error=invalid_link` / `link_expired`). */
export const SIGNIN_PAGE = pagePath('signin');

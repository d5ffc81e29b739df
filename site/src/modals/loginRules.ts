// The sign-in and restore forms' checks.
import { LOGIN_PASSWORD_MIN_CHARS, LOGIN_USERNAME_MIN_CHARS, RESTORE_EMAIL_MIN_CHARS } from './constants';

export type LoginField = 'usr' | 'pwd';
/** Error codes by field; `form` holds the general error shown above the button. */
export type LoginErrors = Partial<Record<LoginField | 'form', string>>;

export function validateLogin(usr: string, pwd: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!usr) errors.usr = 'required';
  if (!pwd) errors.pwd = 'required';
  if (errors.usr || errors.pwd) return errors;
  if (usr.length < LOGIN_USERNAME_MIN_CHARS || pwd.length < LOGIN_PASSWORD_MIN_CHARS) errors.form = 'invalid_usr_or_pwd';
  return errors;
}

/** The restore e-mail must be longer than 3 characters. */
export function validateRestore(eml: string): string | null {
  return eml.trim().length > RESTORE_EMAIL_MIN_CHARS ? null : 'eml_invalid';
}

/** The sign-in answer's `codes` (entries with field and code) as errors by field. */
export function answerErrors(codes: unknown): LoginErrors {
  const list = Array.isArray(codes) ? codes : typeof codes === 'object' && codes !== null ? Object.values(codes) : [];
  const errors: LoginErrors = {};
  for (const entry of list as { field?: string; code?: string }[]) {
    if (typeof entry?.code !== 'string') continue;
    const field = entry.field === 'usr' || entry.field === 'pwd' ? entry.field : 'form';
    errors[field] ??= entry.code;
  }
  return errors;
}

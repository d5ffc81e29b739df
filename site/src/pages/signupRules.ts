// The sign-up form's checks: username required, at least
// 3 characters, no illegal characters; e-mail required and well formed; password at least 5.
import { LOGIN_PASSWORD_MIN_CHARS, LOGIN_USERNAME_MIN_CHARS } from '../modals/constants';

export type SignupField = 'usr' | 'eml' | 'pwd';
/** Error codes by field; `form` holds an error that belongs to no single field. */
export type SignupErrors = Partial<Record<SignupField | 'form', string>>;

/** Letters, digits, '_', '-' and '.', the characters a username travels safely with in addresses. */
const USERNAME_RE = /^[\p{L}\p{N}_.-]+$/u;
/** One '@' between a local part and a dotted domain, no spaces: what a form can check. */
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateSignup(usr: string, eml: string, pwd: string): SignupErrors {
  const errors: SignupErrors = {};
  if (!usr) errors.usr = 'required';
  else if (usr.length < LOGIN_USERNAME_MIN_CHARS) errors.usr = 'usr_short';
  else if (!USERNAME_RE.test(usr)) errors.usr = 'usr_illegal';
  if (!eml) errors.eml = 'required';
  else if (!EMAIL_RE.test(eml)) errors.eml = 'eml_invalid';
  const pwdError = passwordRule(pwd);
  if (pwdError) errors.pwd = pwdError;
  return errors;
}

/** The sign-up password rule, which the password reset form applies too: its code, or null. */
export function passwordRule(pwd: string): 'required' | 'pwd_short' | null {
  if (!pwd) return 'required';
  if (pwd.length < LOGIN_PASSWORD_MIN_CHARS) return 'pwd_short';
  return null;
}

/** The answer's first error entry (`errors[0]`), under its field when it names one. */
export function signupAnswerErrors(errors: unknown): SignupErrors {
  const first = (Array.isArray(errors) ? errors[0] : undefined) as { field?: unknown; code?: unknown } | undefined;
  if (typeof first?.code !== 'string') return { form: 'system_error' };
  const field = first.field === 'usr' || first.field === 'eml' || first.field === 'pwd' ? first.field : 'form';
  return { [field]: first.code };
}

// The sign-in, restore and sign-up requests the Login modal and the account pages share. Refusals
// arrive as ApiRequestError with the answer's body (4xx), read here into errors by field.
import { type LoginErrorCode } from '@reel/api';
import { ApiRequestError, ENDPOINT, isApiError } from '@reel/api/endpoints';
import { api } from '../api';
import { answerErrors, type LoginErrors } from '../modals/loginRules';
import { LANG_KEY } from '../shell/constants';
import { BANNED_CODE } from './banned';
import { captchaToken } from './captcha';

/** Where the page goes after a sign-in; tests replace `go` to watch it. */
export const navigation = { go: (path: string) => window.location.assign(path) };

/** A refusal's body, whether it came as a 4xx or as a 200 with `error`. */
function bodyOf(err: unknown): unknown {
  return err instanceof ApiRequestError ? err.body : undefined;
}

export type SignInOutcome = { ok: true } | { ok: false; errors: LoginErrors; answered: boolean };

/** The refusal of a username or password that does not match an account. */
const WRONG_CREDENTIALS_CODE = 'invalid_usr_or_pwd' satisfies LoginErrorCode;

/** Whether a refused sign-in gets the general "incorrect login or password" notice: only when the
 * server refused the credentials themselves. Any other refusal (an unconfirmed e-mail, too many
 * attempts, a suspended account) says on the form what to do, which that notice would contradict. */
export const wrongCredentials = (outcome: { errors: LoginErrors; answered: boolean }): boolean =>
  outcome.answered && Object.values(outcome.errors).includes(WRONG_CREDENTIALS_CODE);

/** The sign-in answer's errors by field; without any, its code as the general error. A suspended
 * account's refusal is the general error whichever field the server put it on. */
function signInErrors(body: unknown): LoginErrors {
  const errors = answerErrors((body as { codes?: unknown } | undefined)?.codes);
  if ((body as { code?: unknown } | undefined)?.code === BANNED_CODE || Object.values(errors).includes(BANNED_CODE))
    return { form: BANNED_CODE };
  if (Object.keys(errors).length) return errors;
  const code = (body as { code?: unknown } | undefined)?.code;
  return { form: typeof code === 'string' ? code : 'invalid_usr_or_pwd' };
}

/** A successful sign-in clears the stored lang and reloads at the root. */
export function afterSignIn(): void {
  try {
    localStorage.removeItem(LANG_KEY);
  } catch {
    // Refused storage holds no language to forget.
  }
  navigation.go('/');
}

export async function signIn(usr: string, pwd: string): Promise<SignInOutcome> {
  try {
    const answer = await api.call(ENDPOINT.login, { usr, pwd });
    if (answer.success) return { ok: true };
    return { ok: false, errors: signInErrors(answer), answered: true };
  } catch (err) {
    const body = bodyOf(err);
    if (isApiError(body)) return { ok: false, errors: signInErrors(body), answered: true };
    return { ok: false, errors: { form: 'system_error' }, answered: false };
  }
}

export type FieldErrors = Record<string, string>;

/** The first code of each field in `errors: [{field, code}]`. */
export function listErrors(body: unknown): FieldErrors {
  const list = (body as { errors?: unknown } | undefined)?.errors;
  const errors: FieldErrors = {};
  if (!Array.isArray(list)) return errors;
  for (const entry of list as { field?: unknown; code?: unknown }[]) {
    if (typeof entry?.code !== 'string') continue;
    const field = typeof entry.field === 'string' ? entry.field : 'form';
    errors[field] ??= entry.code;
  }
  return errors;
}

/** A refused sign-up or restore: its errors by field, or the general one. */
function refusedList(err: unknown): FieldErrors {
  const body = bodyOf(err);
  const errors = listErrors(body);
  if (Object.keys(errors).length) return errors;
  const code = isApiError(body) ? body.code : 'system_error';
  return { form: code };
}

/** `act=restore, eml, tok`: null when the e-mail is sent, else the first error's code. */
export async function restorePassword(eml: string): Promise<string | null> {
  try {
    const tok = await captchaToken();
    const answer = await api.call(ENDPOINT.signupRestore, { eml, tok });
    return answer.ok ? null : (Object.values(listErrors(answer))[0] ?? 'system_error');
  } catch (err) {
    return Object.values(refusedList(err))[0] ?? 'system_error';
  }
}

/** `usr, eml, pwd`: null when the account is made, else the errors by field. */
export async function signUp(fields: { usr: string; eml: string; pwd: string }): Promise<FieldErrors | null> {
  try {
    const answer = await api.call(ENDPOINT.signup, fields);
    return answer.ok ? null : listErrors(answer);
  } catch (err) {
    return refusedList(err);
  }
}

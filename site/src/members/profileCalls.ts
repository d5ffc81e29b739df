// The member's own profile calls (POST /api/member.php): edit, password, avatar and cover. A
// refusal arrives as ApiRequestError with the body `{error, code, errors}`; these calls turn it
// into errors by field, or a notification code for the image uploads (field notify).
import { type ImageAnswer, type ImageSection, type ProfileEdit } from '@reel/api';
import { ApiRequestError, ENDPOINT, isApiError } from '@reel/api/endpoints';
import { api } from '../api';
import { sessionOf, setSession } from '../shell/session';
import { answerFieldErrors, type FieldError } from './formCheck';

export type Outcome = { ok: true } | { ok: false; errors: Record<string, FieldError> };

/** Errors by field of a refusal; a failure with no field reads as a system error of the form. */
function refusal(err: unknown): Outcome {
  const body = err instanceof ApiRequestError ? err.body : isApiError(err) ? err : undefined;
  const errors = answerFieldErrors(body);
  if (Object.keys(errors).length) return { ok: false, errors };
  const code = (body as { code?: unknown } | undefined)?.code;
  return { ok: false, errors: { form: { code: typeof code === 'string' ? code : 'system_error' } } };
}

/** `act=edit`: the fields given; the saved profile becomes the session's. */
export async function saveProfile(fields: ProfileEdit): Promise<Outcome> {
  try {
    const answer = await api.call(ENDPOINT.profileEdit, fields);
    if (isApiError(answer)) return refusal(answer);
    if (answer.user) setSession(sessionOf(answer.user));
    return { ok: true };
  } catch (err) {
    return refusal(err);
  }
}

/** `act=password`: the current password and the new one. */
export async function changePassword(old_pwd: string, new_pwd: string): Promise<Outcome> {
  try {
    const answer = await api.call(ENDPOINT.profilePassword, { old_pwd, new_pwd });
    return isApiError(answer) ? refusal(answer) : { ok: true };
  } catch (err) {
    return refusal(err);
  }
}

export type ImageOutcome = { ok: true; url: string } | { ok: false; code: string };

/** The notify code of a refused image upload (`errors: [{field: 'notify', code}]`), else its code. */
function imageRefusal(body: unknown): ImageOutcome {
  const list = (body as { errors?: { field?: string; code?: string }[] } | undefined)?.errors;
  const notifyCode = Array.isArray(list) ? list.find((e) => e?.field === 'notify')?.code : undefined;
  const code = (body as { code?: unknown } | undefined)?.code;
  return { ok: false, code: notifyCode ?? (typeof code === 'string' ? code : 'system_error') };
}

/** Multipart `section=u_ava|u_cover` with the file; the api client only speaks forms, so fetch. */
export async function uploadImage(section: ImageSection, file: File): Promise<ImageOutcome> {
  const body = new FormData();
  body.append('section', section);
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(ENDPOINT.profileImage.route, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, code: 'system_error' };
  }
  const answer = (await response.json().catch(() => undefined)) as (ImageAnswer & { error?: boolean }) | undefined;
  if (!response.ok || !answer || answer.error) return imageRefusal(answer);
  const url = section === 'u_ava' ? answer.avatar : answer.cover;
  return url ? { ok: true, url } : { ok: false, code: 'unnamed_error' };
}

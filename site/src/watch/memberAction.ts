// Votes, favourites and subscriptions (spec 000 §4, §6, §8): a visitor is asked to log in; a
// member's request is sent, and its answer notified (notify.vote_success, notify.vote_{code}).
import { ApiRequestError, isApiError, type StatPayload } from '@reel/api';
import { api } from '../api';
import { notify, openModal } from '../modals/store';
import { t, type TextKey } from '../text';
import { WATCH_TEXT } from '../text/watch';

export type MemberAct = 'vote' | 'subscribe' | 'favourite';

/** Why an act failed, as the catalogue words it for the code, else in general terms. */
export function failureText(act: MemberAct, code: string): string {
  const key = `notify.${act}_${code}`;
  return key in WATCH_TEXT ? t(key as TextKey) : t('notify.action_failed');
}

function errorCode(err: unknown): string {
  if (err instanceof ApiRequestError && isApiError(err.body)) return err.body.code;
  return 'network_error';
}

export function askToLogIn(): void {
  notify('error', t('watch.need_login'));
  openModal('Login');
}

/** Resolves true when the server took the act, so the caller bumps its local counter. */
export async function sendMemberAct(payload: StatPayload & { act: MemberAct }): Promise<boolean> {
  try {
    const answer = await api.stat(payload);
    if (answer.ok && !answer.error) {
      notify('success', t(`notify.${payload.act}_success`));
      return true;
    }
    notify('error', failureText(payload.act, answer.code ?? ''));
  } catch (err) {
    notify('error', failureText(payload.act, errorCode(err)));
  }
  return false;
}

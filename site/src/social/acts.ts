// Votes, favourites and subscriptions: a visitor is asked to log in; a
// member's act is sent and its answer notified (notify.vote_success, notify.vote_{code}).
import type { InputActAnswer, InputActPayload } from '@reel/api';
import { notify, openModal } from '../modals/store';
import { bootSession, currentSession, type SessionUser } from '../shell/session';
import { t } from '../text';
import { WATCH_TEXT } from '../text/watch';
import { sendInput } from './calls';
import type { Outcome } from './remote';
import { actFailureText, textOf, type ActName } from './texts';

export function askToLogIn(): void {
  notify('error', t(WATCH_TEXT, 'watch.need_login'));
  openModal('Login');
}

/**
 * The signed-in member, once the page has asked the server who that is; else the visitor is asked
 * to log in and null comes back. A click while the session is still booting waits for it instead
 * of taking a member for a visitor.
 */
export async function memberOrLogIn(): Promise<SessionUser | null> {
  const user = currentSession().user ?? (await bootSession()).user;
  if (!user) askToLogIn();
  return user;
}

/** A reverse act is worded as the act it undoes (notify.subscribe_{code} for unsubscribe). */
const NAMED: Record<InputActPayload['act'], ActName> = {
  vote: 'vote',
  subscribe: 'subscribe',
  unsubscribe: 'subscribe',
  favourite: 'favourite',
  unfavourite: 'favourite',
};

/** The server's refusal of an act whose result is already in place: what the member asked for holds. */
const ALREADY_IN_PLACE: Partial<Record<InputActPayload['act'], string>> = {
  subscribe: 'already_subscribed',
  unsubscribe: 'not_subscribed',
  favourite: 'already_favourite',
  unfavourite: 'not_favourite',
};

/** Whether a refused act left things as the member wanted (say, subscribed from another tab first). */
export const alreadyInPlace = (act: InputActPayload['act'], code: string): boolean => ALREADY_IN_PLACE[act] === code;

/**
 * Sends the act and notifies its outcome; the caller moves its counters on success. An act already
 * in place is notified as the success it amounts to; the caller shows the state and moves no counter.
 */
export async function memberAct(payload: InputActPayload): Promise<Outcome<InputActAnswer>> {
  const result = await sendInput(payload);
  if (result.ok || alreadyInPlace(payload.act, result.code))
    notify('success', textOf(`notify.${payload.act}_success`) ?? t(WATCH_TEXT, 'notify.vote_success'));
  else notify('error', actFailureText(NAMED[payload.act], result.code));
  return result;
}

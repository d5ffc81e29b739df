// The social forms of signed-in members, each act its own entry: friendships, messages and wall
// posts. Every id is read as a form writes it (trimmed), with the field's own code; the texts
// stay the handlers' to check, as their refusals name the field.
import type { FriendAnswer } from '../social.js';
import { FRIENDS_PATH } from '../social.js';
import { answers, endpoint, param } from './kit.js';
import { FORM_ERRORS } from './formErrors.js';

const friendAct = <S extends string>(act: S, summary: string, errors: readonly string[]) =>
  endpoint({
    name: `friends${act[0].toUpperCase()}${act.slice(1)}`,
    method: 'POST',
    route: FRIENDS_PATH,
    act,
    shape: `${FRIENDS_PATH} (form: act=${act}, user_id)`,
    summary,
    params: { user_id: param.formId('invalid_user_id') },
    body: ['user_id'],
    answer: answers<FriendAnswer>('FriendAnswer (social.ts)'),
    cache: 'no-store',
    private: true,
    errors: [...FORM_ERRORS, 'invalid_user_id', ...errors],
  });

export const friendsRequest = friendAct('request', 'Asks another member for their friendship.', [
  'friend_self',
  'not_found',
  'already_requested',
  'already_friends',
]);
export const friendsAccept = friendAct('accept', 'Accepts a friend request the member received.', ['request_not_found', 'already_friends']);
export const friendsRemove = friendAct('remove', 'Ends a friendship, or withdraws or refuses a pending request.', ['not_friends']);

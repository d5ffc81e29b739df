// Who the site is showing lists to, from the readable sign-in hint: enough to decide what to offer
// (members-only videos, adverts), never who may watch, which the server checks.
import type { ListViewer } from '@reel/api';
import { readCookie } from './cookies';
import { UID_COOKIE } from './session';

export function viewer(): ListViewer {
  return { member: readCookie(UID_COOKIE) !== null };
}

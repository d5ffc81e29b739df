// The visitor's answer to the age gate: `_agev=1`, kept for CHOICE_COOKIE_MAX_AGE_S.
import { AGEV_COOKIE, CHOICE_COOKIE_MAX_AGE_S } from '../shell/constants';
import { writeCookie } from '../shell/cookies';

export function acceptAge(): void {
  writeCookie(AGEV_COOKIE, '1', CHOICE_COOKIE_MAX_AGE_S);
}

// The calls of the site's first chunk, the session the shell boots and ends: the own profile's read
// and signing out. Apart from the profile's and the sign-in's other acts, so that the first chunk
// carries these entries and not theirs (a module goes whole into the chunk that first needs it).
import type { LogoutAnswer, OwnProfileAnswer } from '../account.js';
import { LOGIN_PATH, MEMBER_PATH } from '../paths.js';
import { FORM_ERRORS } from './formErrors.js';
import { answers, endpoint } from './kit.js';

export const profile = endpoint({
  name: 'profile',
  method: 'POST',
  route: MEMBER_PATH,
  act: '',
  shape: `${MEMBER_PATH} (form without act)`,
  summary: 'The own profile, with what only its owner sees.',
  params: {},
  answer: answers<OwnProfileAnswer>('OwnProfileAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS],
});

export const logout = endpoint({
  name: 'logout',
  method: 'POST',
  route: LOGIN_PATH,
  act: 'logout',
  shape: `${LOGIN_PATH} (form: act=logout)`,
  summary: 'Signs out.',
  params: {},
  answer: answers<LogoutAnswer>('LogoutAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['invalid_body', 'bad_origin'],
});

// The own profile's read, the one call of the site's first page (the session it boots): alone in
// its module so that the first chunk carries this entry and not the profile forms' (a module goes
// whole into the chunk that first needs it).
import type { OwnProfileAnswer } from '../account.js';
import { MEMBER_PATH } from '../paths.js';
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

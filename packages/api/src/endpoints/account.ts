// The account's forms: signing in, signing up and recovering the password (signing out is in
// session.ts). Each route takes several acts (the form's `act` field); each act is one entry with its
// own fields, answer and errors, and the server dispatches to it (`routeActs`).
import type { LoginAnswer, SignupAnswer } from '../account.js';
import { RESET_ERROR_CODES } from '../account.js';
import { LOGIN_PATH, SIGNUP_PATH } from '../paths.js';
import { answers, endpoint, param, sends } from './kit.js';
const LOGIN_ERRORS = ['invalid_body', 'bad_origin', 'invalid_login', 'rate_limited'] as const;
const SIGNUP_ERRORS = ['invalid_body', 'invalid_act', 'bad_origin', 'rate_limited', ...RESET_ERROR_CODES] as const;

/** A field the handler checks by its own rules, answering every error by field at once. */
const checked = () => param.text();

export const login = endpoint({
  name: 'login',
  method: 'POST',
  route: LOGIN_PATH,
  act: '',
  shape: `${LOGIN_PATH} (form: usr, pwd)`,
  summary: 'Signs in by username or e-mail; an `act` other than `logout` signs in too.',
  params: { usr: checked(), pwd: checked() },
  body: ['usr', 'pwd'],
  answer: answers<LoginAnswer>('LoginAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...LOGIN_ERRORS],
});

export const signup = endpoint({
  name: 'signup',
  method: 'POST',
  route: SIGNUP_PATH,
  act: '',
  shape: `${SIGNUP_PATH} (form: usr, eml, pwd)`,
  summary: 'Signs up; the confirmation link is mailed.',
  params: { usr: checked(), eml: checked(), pwd: checked() },
  body: ['usr', 'eml', 'pwd'],
  answer: answers<SignupAnswer>('SignupAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...SIGNUP_ERRORS],
});

export const signupRestore = endpoint({
  name: 'signupRestore',
  method: 'POST',
  route: SIGNUP_PATH,
  act: 'restore',
  shape: `${SIGNUP_PATH} (form: act=restore, eml, tok)`,
  summary: 'Asks for a password reset link (`tok` is the captcha’s answer).',
  params: { eml: checked(), tok: checked() },
  body: ['eml', 'tok'],
  answer: answers<SignupAnswer>('SignupAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...SIGNUP_ERRORS],
});

export const signupReset = endpoint({
  name: 'signupReset',
  method: 'POST',
  route: SIGNUP_PATH,
  act: 'reset',
  shape: `${SIGNUP_PATH} (form: act=reset, tok, pwd)`,
  summary: 'Sets the new password with the reset link’s token.',
  params: { tok: checked(), pwd: checked() },
  body: ['tok', 'pwd'],
  answer: answers<SignupAnswer>('SignupAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...SIGNUP_ERRORS],
});

export const signupLink = endpoint({
  name: 'signupLink',
  method: 'GET',
  route: SIGNUP_PATH,
  shape: `${SIGNUP_PATH}?act=confirm|reset&tok={token}`,
  summary:
    'A mailed link: confirms the e-mail address (a redirect to the sign-in page); `act=reset` is the older reset link, sent on to the reset page and never changing anything.',
  params: { act: param.oneOf(['confirm', 'reset'] as const, 'invalid_act'), tok: param.text('token') },
  query: ['act', 'tok'],
  answer: sends('302'),
  cache: 'no-store',
  private: true,
  errors: ['invalid_act'],
});

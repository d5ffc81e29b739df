import { describe, expect, it } from 'vitest';
import { signupAnswerErrors, validateSignup } from './signupRules';

describe('validateSignup', () => {
  it('requires every field', () => {
    expect(validateSignup('', '', '')).toEqual({ usr: 'required', eml: 'required', pwd: 'required' });
  });
  it('checks the username, the e-mail and the password', () => {
    expect(validateSignup('ab', 'a@b.co', '12345')).toEqual({ usr: 'usr_short' });
    expect(validateSignup('a b<c', 'a@b.co', '12345')).toEqual({ usr: 'usr_illegal' });
    expect(validateSignup('anna_b', 'anna@', '12345')).toEqual({ eml: 'eml_invalid' });
    expect(validateSignup('anna_b', 'anna@example', '12345')).toEqual({ eml: 'eml_invalid' });
    expect(validateSignup('anna_b', 'anna@example.com', '1234')).toEqual({ pwd: 'pwd_short' });
    expect(validateSignup('Zoë.k-9', 'zoe@example.com', '12345')).toEqual({});
  });
});

describe('signupAnswerErrors', () => {
  it('puts the first error under its field', () => {
    expect(
      signupAnswerErrors([
        { field: 'eml', code: 'eml_taken' },
        { field: 'usr', code: 'usr_taken' },
      ]),
    ).toEqual({ eml: 'eml_taken' });
    expect(signupAnswerErrors([{ field: 'captcha', code: 'bad_token' }])).toEqual({ form: 'bad_token' });
  });
  it('reads anything else as a system error', () => {
    expect(signupAnswerErrors(undefined)).toEqual({ form: 'system_error' });
    expect(signupAnswerErrors([{}])).toEqual({ form: 'system_error' });
  });
});

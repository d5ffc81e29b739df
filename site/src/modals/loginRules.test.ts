import { describe, expect, it } from 'vitest';
import { answerErrors, validateLogin, validateRestore } from './loginRules';

describe('login rules', () => {
  it('requires both fields, each marked', () => {
    expect(validateLogin('', '')).toEqual({ usr: 'required', pwd: 'required' });
    expect(validateLogin('anna', '')).toEqual({ pwd: 'required' });
  });

  it('gives the general error for a short username or password', () => {
    expect(validateLogin('an', 'secret')).toEqual({ form: 'invalid_usr_or_pwd' });
    expect(validateLogin('anna', 'four')).toEqual({ form: 'invalid_usr_or_pwd' });
    expect(validateLogin('ann', 'fives')).toEqual({});
  });

  it('wants a restore e-mail longer than 3 characters', () => {
    expect(validateRestore('a@b')).toBe('eml_invalid');
    expect(validateRestore('a@bc')).toBeNull();
  });

  it('attaches server codes to their field', () => {
    expect(answerErrors({ a: { field: 'pwd', code: 'invalid_usr_or_pwd' }, b: { field: 'x', code: 'too_many' } })).toEqual({
      pwd: 'invalid_usr_or_pwd',
      form: 'too_many',
    });
    expect(answerErrors(undefined)).toEqual({});
  });
});

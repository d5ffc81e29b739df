// The shared form check and the edit form's rules built on it.
import { describe, expect, it } from 'vitest';
import { checkField, checkForm, fieldErrorText } from './formCheck';
import { changedFields, profileValues, validatePassword, validateProfile } from './profileRules';
import { testProfile } from './testProfile';

describe('the shared form check', () => {
  it('gives required for an empty required value, min_length and max_length with the length, else nothing', () => {
    expect(checkField('', { required: true })).toEqual({ code: 'required' });
    expect(checkField('', { min: 5 })).toBeNull();
    expect(checkField('abcd', { min: 5 })).toEqual({ code: 'min_length', length: 5 });
    expect(checkField('abcdef', { max: 5 })).toEqual({ code: 'max_length', length: 5 });
    expect(checkField('abcde', { required: true, min: 5, max: 5 })).toBeNull();
  });

  it('words each error from the catalogue', () => {
    expect(fieldErrorText({ code: 'required' })).toBe('Required field');
    expect(fieldErrorText({ code: 'min_length', length: 5 })).toBe('Min length 5');
    expect(fieldErrorText({ code: 'max_length', length: 64 })).toBe('Max length 64');
    expect(fieldErrorText({ code: 'invalid_link' })).toBe('Invalid link');
    expect(fieldErrorText({ code: 'no_such_code' })).toBe('System error');
  });

  it('checks only the fields it has rules for', () => {
    expect(checkForm({ a: '', b: '' }, { a: { required: true } })).toEqual({ a: { code: 'required' } });
  });
});

describe('the edit form', () => {
  const base = profileValues(testProfile({ city: 'Lyon', gender: 2, age: 2, relationship: 1 }));

  it('starts from the profile, its age band as the band chosen', () => {
    expect(base).toMatchObject({ city: 'Lyon', gender: '2', age: '2', relationship: '1', orientation: '', website: '' });
  });

  it('refuses a free-text field past its maximum and a website that is no http(s) link', () => {
    expect(validateProfile({ ...base, city: 'x'.repeat(65) })).toEqual({ city: { code: 'max_length', length: 64 } });
    expect(validateProfile({ ...base, website: 'javascript:alert(1)' })).toEqual({ website: { code: 'invalid_link' } });
    expect(validateProfile({ ...base, website: 'not a link' })).toEqual({ website: { code: 'invalid_link' } });
    expect(validateProfile({ ...base, website: 'https://anna.example/' })).toEqual({});
  });

  it('sends only the fields that changed, trimmed; an emptied field is sent empty', () => {
    expect(changedFields(base, { ...base, city: '  Paris ', gender: '' })).toEqual({ city: 'Paris', gender: '' });
    expect(changedFields(base, base)).toEqual({});
  });

  it('wants the current password and a new one of at least 5 characters', () => {
    expect(validatePassword({ old_pwd: '', new_pwd: '' })).toEqual({ old_pwd: { code: 'required' }, new_pwd: { code: 'required' } });
    expect(validatePassword({ old_pwd: 'secret1', new_pwd: 'four' })).toEqual({ new_pwd: { code: 'min_length', length: 5 } });
    expect(validatePassword({ old_pwd: 'secret1', new_pwd: 'x'.repeat(129) })).toEqual({ new_pwd: { code: 'max_length', length: 128 } });
    expect(validatePassword({ old_pwd: 'secret1', new_pwd: 'secret2' })).toEqual({});
  });
});

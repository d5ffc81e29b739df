// The gender-site switcher's choice (str, gay, she), kept in a cookie so it survives visits and
// the server could read it too. Lists read it with `useGender()` in components or
// `currentGender()` in loaders, and pass it as the `gender` of their data calls.
import { DEFAULT_GENDER, GENDERS } from '@reel/api';
import { CHOICE_COOKIE_MAX_AGE_S, GENDER_COOKIE } from './constants';
import { readCookie, writeCookie } from './cookies';
import { createStore } from './store';

export type Gender = (typeof GENDERS)[number];

export function isGender(value: string | null): value is Gender {
  return value !== null && (GENDERS as readonly string[]).includes(value);
}

function stored(): Gender {
  const value = readCookie(GENDER_COOKIE);
  return isGender(value) ? value : DEFAULT_GENDER;
}

const gender = createStore<Gender>(stored());

/** The current choice, for code outside React (route loaders). */
export function currentGender(): Gender {
  return gender.get();
}

export function setGender(next: Gender): void {
  writeCookie(GENDER_COOKIE, next, CHOICE_COOKIE_MAX_AGE_S);
  gender.set(next);
}

/** The current choice and its setter; components re-render when it changes. */
export function useGender(): { gender: Gender; setGender: (next: Gender) => void } {
  return { gender: gender.use(), setGender };
}

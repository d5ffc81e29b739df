// `act=edit` of POST /api/member.php: the profile fields with their value sets.
// A field left out of the form stays as it is; an empty value clears it. Every field is checked
// before anything is written, and all errors are answered together.
//
// Age: the form offers the age bands (18-21, 22-29, 30-39, 40+) and the table keeps a birth date,
// from which the public profile's age and the members filter's bands are counted. A band is stored
// as a birth date half a year past the band's lowest age, so the age shown moves on with time as a
// real one does; saving the form again with the band the stored date already falls in keeps that
// date. An exact `birth_date` may be sent instead, and wins when both are.
import {
  AGE_BANDS,
  GENDER_VALUES,
  ORIENTATION,
  PROFILE_MAX_AGE_YEARS,
  PROFILE_MAX_CHARS,
  PROFILE_MIN_AGE_YEARS,
  RELATIONSHIP,
  type ErrorEntry,
} from '@reel/api';
import { isCountryCode } from '@reel/api/countries';
import { stripInvisible } from '../text/invisible.js';
import { field, has, type FormBody } from './accountForm.js';

export type ProfileColumn =
  | 'country'
  | 'city'
  | 'gender'
  | 'birth_date'
  | 'relationship'
  | 'orientation'
  | 'education'
  | 'website'
  | 'occupation'
  | 'interests'
  | 'about_me';
export type ProfileUpdate = Partial<Record<ProfileColumn, string | number | null>>;

type TextField = keyof typeof PROFILE_MAX_CHARS;
/** Fields whose text may run over several lines. */
const MULTILINE = new Set<TextField>(['about_me', 'interests']);
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Half a year in months: where in its band a stored band puts the birth date. */
const BAND_OFFSET_MONTHS = 6;

/** Control characters cannot be shown and NUL cannot be stored; line breaks stay where they may. */
function cleanText(value: string, multiline: boolean): string {
  const kept = stripInvisible(value)
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  return (multiline ? kept : kept.replace(/[\n\t]+/g, ' ')).trim();
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
}

function ymd(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Whole years from `birth` to `today`, both 'YYYY-MM-DD'. */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function bandBounds(key: keyof typeof AGE_BANDS): [number, number] {
  const [lo, hi] = AGE_BANDS[key].split(/[-+]/);
  return [Number(lo), hi ? Number(hi) : Infinity];
}

/** The birth date a band is stored as, unless the current one already lies in the band. */
export function birthDateForBand(key: keyof typeof AGE_BANDS, today: string, current: string | null): string {
  const [lo, hi] = bandBounds(key);
  if (current) {
    const age = ageOn(current, today);
    if (age >= lo && age <= hi) return current;
  }
  const [y, m, d] = today.split('-').map(Number);
  return ymd(new Date(Date.UTC(y - lo, m - 1 - BAND_OFFSET_MONTHS, d)));
}

function validBirthDate(value: string, today: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (ymd(date) !== value) return false;
  const age = ageOn(value, today);
  return age >= PROFILE_MIN_AGE_YEARS && age <= PROFILE_MAX_AGE_YEARS;
}

/** A key of a value set as its number; '' clears. */
function setValue(
  form: FormBody,
  name: 'gender' | 'relationship' | 'orientation',
  set: object,
  errors: ErrorEntry[],
): number | null | undefined {
  if (!has(form, name)) return undefined;
  const value = field(form, name).trim();
  if (value === '') return null;
  if (!Object.keys(set).includes(value)) return void errors.push({ field: name, code: 'invalid_value' });
  return Number(value);
}

function readTexts(form: FormBody, update: ProfileUpdate, errors: ErrorEntry[]): void {
  for (const name of Object.keys(PROFILE_MAX_CHARS) as TextField[]) {
    if (!has(form, name)) continue;
    const value = cleanText(field(form, name), MULTILINE.has(name));
    const max = PROFILE_MAX_CHARS[name];
    if (value.length > max) errors.push({ field: name, code: 'max_length', info: { length: max } });
    else if (name === 'website' && value !== '' && !isHttpUrl(value)) errors.push({ field: name, code: 'invalid_link' });
    else update[name] = value;
  }
}

function readBirthDate(form: FormBody, today: string, current: string | null, update: ProfileUpdate, errors: ErrorEntry[]): void {
  if (has(form, 'birth_date')) {
    const value = field(form, 'birth_date').trim();
    if (value === '') update.birth_date = null;
    else if (validBirthDate(value, today)) update.birth_date = value;
    else errors.push({ field: 'birth_date', code: 'invalid_date' });
    return;
  }
  if (!has(form, 'age')) return;
  const band = field(form, 'age').trim();
  if (band === '') update.birth_date = null;
  else if (Object.keys(AGE_BANDS).includes(band))
    update.birth_date = birthDateForBand(Number(band) as keyof typeof AGE_BANDS, today, current);
  else errors.push({ field: 'age', code: 'invalid_value' });
}

/** The columns to write, or the errors; `current` is the stored birth date, `today` 'YYYY-MM-DD'. */
export function readProfileEdit(form: FormBody, today: string, current: string | null): { update: ProfileUpdate; errors: ErrorEntry[] } {
  const update: ProfileUpdate = {};
  const errors: ErrorEntry[] = [];
  if (has(form, 'country')) {
    const code = field(form, 'country').trim().toLowerCase();
    if (code === '' || isCountryCode(code)) update.country = code;
    else errors.push({ field: 'country', code: 'invalid_value' });
  }
  const sets = { gender: GENDER_VALUES, relationship: RELATIONSHIP, orientation: ORIENTATION } as const;
  for (const name of ['gender', 'relationship', 'orientation'] as const) {
    const value = setValue(form, name, sets[name], errors);
    if (value !== undefined) update[name] = value;
  }
  readBirthDate(form, today, current, update, errors);
  readTexts(form, update, errors);
  return { update, errors };
}

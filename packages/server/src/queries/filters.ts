// Filter strings: dot-separated positions, empty meaning "any". The position meanings
// are MODEL_FILTER_FIELDS and MEMBER_FILTER_FIELDS in @reel/api. A filter is read and checked whole
// before any SQL is built from it, so the builders trust their values.
import { AGE_BANDS, ETHNICITY, EYE_COLOURS, GENDER_VALUES, HAIR, HEIGHT, ORIENTATION, RELATIONSHIP, WEIGHT, YES_NO } from '@reel/api';
import type { SqlParts } from './listSql.js';

const keysOf = (set: object) => Object.keys(set);

const LETTER = /^[a-z]$/;
const COUNTRY = /^[a-z]{2}$/;

/** What each position accepts: a value set or a pattern; one entry per position (MODEL_FILTER_POSITIONS, MEMBER_FILTER_POSITIONS). */
type Allowed = readonly string[] | RegExp;

const MODEL_ALLOWED: Allowed[] = [
  keysOf(GENDER_VALUES),
  keysOf(AGE_BANDS),
  keysOf(HAIR),
  ETHNICITY,
  keysOf(HEIGHT),
  keysOf(WEIGHT),
  YES_NO,
  EYE_COLOURS,
  YES_NO,
  YES_NO,
  LETTER,
];

const MEMBER_ALLOWED: Allowed[] = [
  keysOf(GENDER_VALUES),
  keysOf(AGE_BANDS),
  keysOf(RELATIONSHIP),
  keysOf(ORIENTATION),
  COUNTRY,
  YES_NO,
  YES_NO,
  LETTER,
];

const accepts = (allowed: Allowed, value: string) => (allowed instanceof RegExp ? allowed.test(value) : allowed.includes(value));

/** The positions of a `filt…` segment when it has `allowed.length` of them, each empty or accepted; null otherwise. */
function readFilter(segment: string, allowed: Allowed[]): string[] | null {
  if (!segment.startsWith('filt')) return null;
  const fields = segment.slice('filt'.length).split('.');
  if (fields.length !== allowed.length) return null;
  return fields.every((value, i) => value === '' || accepts(allowed[i], value)) ? fields : null;
}

/** A models filter's positions, or null when the segment is not one. */
export const readModelFilter = (segment: string): string[] | null => readFilter(segment, MODEL_ALLOWED);

/** A members filter's positions, or null when the segment is not one. */
export const readMemberFilter = (segment: string): string[] | null => readFilter(segment, MEMBER_ALLOWED);

/** Age band bounds in whole years: band 4 (40+) has no upper bound. */
const AGE_BOUNDS: Record<string, [number, number | null]> = { '1': [18, 21], '2': [22, 29], '3': [30, 39], '4': [40, null] };

export function ageBandSql(p: SqlParts, column: string, band: string, now: number): string {
  const [lo, hi] = AGE_BOUNDS[band];
  const age = `date_part('year', age(${p.add(new Date(now).toISOString().slice(0, 10))}::date, ${column}))`;
  return hi === null ? `${age} >= ${p.add(lo)}` : `${age} BETWEEN ${p.add(lo)} AND ${p.add(hi)}`;
}

export function letterSql(p: SqlParts, column: string, letter: string): string {
  return `lower(left(${column}, 1)) = ${p.add(letter)}`;
}

/** Model filter, as `readModelFilter` gives it: gender, age, hair, ethnicity, height, weight, avatar, eye, tattoo, piercing, letter. */
export function modelFilterSql(p: SqlParts, fields: string[], now: number): void {
  const [gender, age, hair, ethnicity, height, weight, avatar, eye, tattoo, piercing, letter] = fields;
  if (gender) p.where.push(`t.gender = ${p.add(Number(gender))}`);
  if (age) p.where.push(ageBandSql(p, 't.birth_date', age, now));
  if (hair) p.where.push(`t.hair = ${p.add(Number(hair))}`);
  if (ethnicity) p.where.push(`t.race = ${p.add(ethnicity)}`);
  if (height) p.where.push(`t.height = ${p.add(Number(height))}`);
  if (weight) p.where.push(`t.weight = ${p.add(Number(weight))}`);
  if (avatar) p.where.push(avatar === 'yes' ? `t.thumb <> ''` : `t.thumb = ''`);
  if (eye) p.where.push(`t.eye = ${p.add(eye)}`);
  if (tattoo) p.where.push(`t.tattoo = ${p.add(tattoo)}`);
  if (piercing) p.where.push(`t.piercing = ${p.add(piercing)}`);
  if (letter) p.where.push(letterSql(p, 't.title', letter));
}

// Filter strings: dot-separated positions, empty meaning "any". The position meanings
// are MODEL_FILTER_FIELDS and MEMBER_FILTER_FIELDS in @reel/api.
import { AGE_BANDS, ETHNICITY, EYE_COLOURS, GENDER_VALUES, HAIR, HEIGHT, WEIGHT, YES_NO } from '@reel/api';
import { badRequest } from '../http/errors.js';
import type { SqlParts } from './videoList.js';

export function splitFilter(segment: string, positions: number): string[] {
  if (!segment.startsWith('filt')) throw badRequest('invalid_filter');
  const fields = segment.slice('filt'.length).split('.');
  if (fields.length !== positions) throw badRequest('invalid_filter');
  return fields;
}

const keysOf = (set: object) => Object.keys(set);

export function checkValue(value: string, allowed: readonly string[]): string {
  if (!allowed.includes(value)) throw badRequest('invalid_filter');
  return value;
}

/** Age band bounds in whole years: band 4 (40+) has no upper bound. */
const AGE_BOUNDS: Record<string, [number, number | null]> = { '1': [18, 21], '2': [22, 29], '3': [30, 39], '4': [40, null] };

export function ageBandSql(p: SqlParts, column: string, band: string, now: number): string {
  const [lo, hi] = AGE_BOUNDS[checkValue(band, keysOf(AGE_BANDS))];
  const age = `date_part('year', age(${p.add(new Date(now).toISOString().slice(0, 10))}::date, ${column}))`;
  return hi === null ? `${age} >= ${p.add(lo)}` : `${age} BETWEEN ${p.add(lo)} AND ${p.add(hi)}`;
}

const LETTER = /^[a-z]$/;

export function letterSql(p: SqlParts, column: string, letter: string): string {
  if (!LETTER.test(letter)) throw badRequest('invalid_filter');
  return `lower(left(${column}, 1)) = ${p.add(letter)}`;
}

/** Model filter: gender, age, hair, ethnicity, height, weight, avatar, eye, tattoo, piercing, letter. */
export function modelFilterSql(p: SqlParts, fields: string[], now: number): void {
  const [gender, age, hair, ethnicity, height, weight, avatar, eye, tattoo, piercing, letter] = fields;
  if (gender) p.where.push(`t.gender = ${p.add(Number(checkValue(gender, keysOf(GENDER_VALUES))))}`);
  if (age) p.where.push(ageBandSql(p, 't.birth_date', age, now));
  if (hair) p.where.push(`t.hair = ${p.add(Number(checkValue(hair, keysOf(HAIR))))}`);
  if (ethnicity) p.where.push(`t.race = ${p.add(checkValue(ethnicity, ETHNICITY))}`);
  if (height) p.where.push(`t.height = ${p.add(Number(checkValue(height, keysOf(HEIGHT))))}`);
  if (weight) p.where.push(`t.weight = ${p.add(Number(checkValue(weight, keysOf(WEIGHT))))}`);
  if (avatar) p.where.push(checkValue(avatar, YES_NO) === 'yes' ? `t.thumb <> ''` : `t.thumb = ''`);
  if (eye) p.where.push(`t.eye = ${p.add(checkValue(eye, EYE_COLOURS))}`);
  if (tattoo) p.where.push(`t.tattoo = ${p.add(checkValue(tattoo, YES_NO))}`);
  if (piercing) p.where.push(`t.piercing = ${p.add(checkValue(piercing, YES_NO))}`);
  if (letter) p.where.push(letterSql(p, 't.title', letter));
}

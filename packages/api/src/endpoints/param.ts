// A parameter of the endpoint table and its one parser: how its text becomes a value or a refusal
// (BadInput with the code the server answers), and how a value is written back (`format`, `derive`).
// The entries build theirs from `param`; the kit (kit.ts) reads a whole request with them.
import { isDir, isId, isPage } from '../ids.js';

/** A refused input: the server answers it 400 `{error: true, code}`. */
export class BadInput extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** Throws the refusal `code`. */
export const refuse = (code: string): never => {
  throw new BadInput(code);
};

/** One parameter: how it is written (for the docs) and how its text becomes a value or a refusal. */
export interface Param<T> {
  readonly doc: string;
  parse(raw: string | undefined): T;
  /** The text that `parse` reads back as `value` (undefined: left out); plain `String(value)` when absent. */
  format?(value: T): string | undefined;
  /** A segment computed from the entry's other parameters (an id's bucket), written by a call whose caller gives none. */
  derive?(input: Readonly<Record<string, unknown>>): string | undefined;
}

/** The text of a value for its parameter: the parser's own inverse. */
export const formatParam = <T>(p: Param<T>, value: T): string | undefined =>
  value === undefined ? undefined : p.format ? p.format(value) : String(value);

/** Whether `raw` is a value of `p` (its parser reads it without a refusal). */
export function parses(p: Param<unknown>, raw: string | undefined): boolean {
  try {
    p.parse(raw);
    return true;
  } catch (err) {
    if (err instanceof BadInput) return false;
    throw err;
  }
}

/** Canonical decimal 0…999,999,999, the form of lifetimes and counts. */
const WHOLE_RE = /^(0|[1-9]\d{0,8})$/;

export const param = {
  /** An id under the id rule (1…ID_MAX, canonical). */
  id: (code = 'invalid_id'): Param<number> => ({ doc: 'id', parse: (raw) => (isId(raw) ? Number(raw) : refuse(code)) }),
  /** An id as a form writes it: spaces around it are dropped; absent or malformed is refused with `code`. */
  formId: (code: string): Param<number> => ({
    doc: 'id',
    parse: (raw) => (raw !== undefined && isId(raw.trim()) ? Number(raw.trim()) : refuse(code)),
  }),
  /** An id that may be absent (undefined) or empty (null), but not malformed. */
  optionalId: (code: string): Param<number | null | undefined> => ({
    doc: 'id, optional',
    parse: (raw) => (raw === undefined ? undefined : raw === '' ? null : isId(raw) ? Number(raw) : refuse(code)),
    format: (value) => (value === undefined ? undefined : value === null ? '' : String(value)),
  }),
  /** A page written in the path: 1…PAGE_MAX. */
  page: (): Param<number> => ({ doc: 'page', parse: (raw) => (isPage(raw) ? Number(raw) : refuse('invalid_page')) }),
  /** A page in the query: absent is the first. */
  queryPage: (): Param<number> => ({
    doc: 'page, default 1',
    parse: (raw) => (raw === undefined ? 1 : isPage(raw) ? Number(raw) : refuse('invalid_page')),
  }),
  /** A page size from 1 to `max`, the call's own page size: a larger page costs more than the catalogue ever asks. */
  count: (max: number): Param<number> => ({
    doc: `count 1…${max}`,
    parse: (raw) =>
      raw !== undefined && WHOLE_RE.test(raw) && Number(raw) >= 1 && Number(raw) <= max ? Number(raw) : refuse('invalid_count'),
  }),
  /** An optional page size in the query: absent or empty is `fallback`. */
  queryCount: (fallback: number, max: number): Param<number> => ({
    doc: `count 1…${max}, default ${fallback}`,
    parse: (raw) => (raw === undefined || raw === '' ? fallback : param.count(max).parse(raw)),
  }),
  /** The lifetime written in the path or query: whole seconds; the server cuts it to its longest. */
  lifetime: (): Param<number> => ({
    doc: 'lifetime (s)',
    parse: (raw) => (raw !== undefined && WHOLE_RE.test(raw) ? Number(raw) : refuse('invalid_lifetime')),
  }),
  /** One of a value set from constants.ts. */
  oneOf: <T extends string>(values: readonly T[], code: string): Param<T> => ({
    doc: values.map((v) => (v === '' ? "''" : v)).join(' | '),
    parse: (raw) => (raw !== undefined && (values as readonly string[]).includes(raw) ? (raw as T) : refuse(code)),
  }),
  /** One of a value set, or `fallback` when absent. */
  oneOfOr: <T extends string>(values: readonly T[], code: string, fallback: T): Param<T> => ({
    doc: `${param.oneOf(values, code).doc}, default ${fallback}`,
    parse: (raw) => (raw === undefined ? fallback : param.oneOf(values, code).parse(raw)),
  }),
  /** One of a value set, or null when absent. */
  optionalOneOf: <T extends string>(values: readonly T[], code: string): Param<T | null> => ({
    doc: `${param.oneOf(values, code).doc}, optional`,
    parse: (raw) => (raw === undefined ? null : param.oneOf(values, code).parse(raw)),
  }),
  /** A dir (one segment of letters, digits, '-' and '_'), read in lower case. */
  dir: (code = 'invalid_dir'): Param<string> => ({ doc: 'dir', parse: (raw) => (isDir(raw) ? raw.toLowerCase() : refuse(code)) }),
  /** Text of the shape `re` describes (`doc` names it), e.g. a lower-case word. */
  shaped: (re: RegExp, doc: string, code: string): Param<string> => ({
    doc,
    parse: (raw) => (raw !== undefined && re.test(raw) ? raw : refuse(code)),
  }),
  /** One of a value set, where an empty position means `fallback`. */
  oneOfOrEmpty: <T extends string>(values: readonly T[], code: string, fallback: T): Param<T> => ({
    doc: `${param.oneOf(values, code).doc}, empty for ${fallback}`,
    parse: (raw) => (raw === undefined || raw === '' ? fallback : param.oneOf(values, code).parse(raw)),
  }),
  /** A segment of a fixed prefix and suffix around a value, e.g. `filt{filter}`, `{sort}-toptn`. */
  framed: <T>(prefix: string, suffix: string, inner: Param<T>, code: string): Param<T> => ({
    doc: `${prefix}{${inner.doc}}${suffix}`,
    parse: (raw) =>
      raw !== undefined && raw.startsWith(prefix) && raw.endsWith(suffix) && raw.length >= prefix.length + suffix.length
        ? inner.parse(raw.slice(prefix.length, raw.length - suffix.length))
        : refuse(code),
    format: (value) => `${prefix}${formatParam(inner, value) ?? ''}${suffix}`,
  }),
  /** Dot-separated positions, exactly `n` of them (the members' and models' filters). */
  positions: (n: number, code: string): Param<string[]> => ({
    doc: `${n} dot-separated positions`,
    parse: (raw) => (raw !== undefined && raw.split('.').length === n ? raw.split('.') : refuse(code)),
    format: (value) => value.join('.'),
  }),
  /** Text trimmed of spaces, `min`…`max` characters long ('' when absent). */
  trimmed: (min: number, max: number, code: string): Param<string> => ({
    doc: `text, ${min}…${max} characters`,
    parse: (raw) => {
      const text = (raw ?? '').trim();
      return text.length >= min && text.length <= max ? text : refuse(code);
    },
  }),
  /** `inner`, or undefined when absent. */
  optional: <T>(inner: Param<T>): Param<T | undefined> => ({
    doc: `${inner.doc}, optional`,
    parse: (raw) => (raw === undefined ? undefined : inner.parse(raw)),
    format: (value) => (value === undefined ? undefined : formatParam(inner, value)),
  }),
  /** Free text, checked by the handler's own rule ('' when absent). */
  text: (doc = 'text'): Param<string> => ({ doc, parse: (raw) => raw ?? '' }),
  /** Free text that may be absent. */
  optionalText: (doc = 'text, optional'): Param<string | undefined> => ({ doc, parse: (raw) => raw }),
  /** Comma-separated ids, each under the id rule, at most `max` of them, no repeats ('' is none). */
  idList: (max: number, code: string): Param<number[]> => ({
    doc: `ids, comma-separated, at most ${max}`,
    parse: (raw) => {
      const text = (raw ?? '').trim();
      if (text === '') return [];
      const parts = text.split(',').map((x) => x.trim());
      if (parts.length > max || !parts.every((x) => isId(x)) || new Set(parts).size !== parts.length) return refuse(code);
      return parts.map(Number);
    },
    format: (value) => value.join(','),
  }),
  /** A yes/no field: `1`/`true` or `0`/`false`; absent is `fallback`. */
  flag: (code: string, fallback = false): Param<boolean> => ({
    doc: `1 | 0, default ${fallback ? 1 : 0}`,
    parse: (raw) =>
      raw === undefined || raw === ''
        ? fallback
        : raw === '1' || raw === 'true'
          ? true
          : raw === '0' || raw === 'false'
            ? false
            : refuse(code),
    format: (value) => (value ? '1' : '0'),
  }),
  /** A form's yes: 1, true, yes or on, in any case; anything else (or nothing) is no. */
  formFlag: (): Param<boolean> => ({
    doc: '1 | 0, default 0',
    parse: (raw) => /^(1|true|yes|on)$/i.test(raw ?? ''),
    format: (value) => (value ? '1' : '0'),
  }),
  /** A bucket segment: checked against its id by `buckets` once the id is read. */
  bucket: (doc: string): Param<string> => ({ doc, parse: (raw) => raw ?? '' }),
  /** The bucket of the id parameter `idName` (id ÷ `size`): checked by `bucketsOf`, written from the id by a call. */
  idBucket: (idName: string, size: number, doc: string): Param<string> => ({
    doc,
    parse: (raw) => raw ?? '',
    derive: (input) => (typeof input[idName] === 'number' ? String(Math.floor(input[idName] / size)) : undefined),
  }),
} as const;

// What an endpoint of the table is made of: its parameters, each with the one parser that reads it,
// and the rules that hold between them. The server validates every request with these parsers before
// a handler runs; the path builders and the HTTP API page are checked against and written from them.
import { BUCKET_MILLION, BUCKET_THOUSAND } from '../constants.js';
import { BadInput, formatParam, refuse, type Param } from './param.js';
import { INVALID_TEXT, isStorableText } from '../storableText.js';

// The parameters and their parsers have a module of their own; the entries take them from here.
export { BadInput, formatParam, param, parses, type Param } from './param.js';

/** The refusal of an address that would show a video frame or a poster to a visitor whose place asks
 * for an age check they have not passed (403). An entry that lists it among its errors is gated. */
export const AGE_VERIFICATION_REQUIRED = 'age_verification_required';

/** Where a parameter is read. `file` fields come from the last path segment, split on dots after
 * its extension is removed (`.json`/`.jsond` by the lifetime, or a fixed one). */
export interface FileShape {
  /** `json`: `.json`, or `.jsond` when the lifetime is 0. */
  readonly ext: 'json' | 'vtt';
  /** The fixed text a field must have (e.g. `all` in `{id}.all.{page}`) is a `literal`. */
  readonly fields: readonly (string | { literal: string })[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Params = Record<string, Param<any>>;

declare const ANSWER: unique symbol;

/** The answer's name as the docs write it, carrying the answer's type: the server's handler must
 * return that type and every caller reads it, so the shape is declared once, here. */
export type AnswerName<A> = string & { readonly [ANSWER]?: A };

/** The answer of a handler that writes the reply itself (a file, a stream, a redirect, text or XML):
 * it has no JSON shape to hold the handler to, so the handler hands back the reply it sent. */
export interface SentByHandler {
  readonly sentByHandler: true;
}

/** A JSON answer of type `A`, named for the docs: `answer: answers<VideoList>('VideoList')`. */
export const answers = <A>(name: string): AnswerName<A> => name as AnswerName<A>;

/** An answer the handler sends itself, described for the docs: `answer: sends('text/vtt')`. */
export const sends = (name: string): AnswerName<SentByHandler> => name as AnswerName<SentByHandler>;

/** The answer type an entry declares. */
export type AnswerOf<E> = E extends Endpoint<Params, infer A> ? A : never;

export interface Endpoint<out P extends Params = Params, out A = unknown> {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** The route as Fastify writes it: `:name` segments. */
  readonly route: string;
  /** The catalogue's shape, for readers: `{name}` for every parameter. */
  readonly shape: string;
  readonly summary: string;
  /** Every parameter of the path, the file segment and the query, in the order they are checked. */
  readonly params: P;
  /** Which of `params` are query values; the rest are path segments, file fields or body fields. */
  readonly query?: readonly string[];
  /** Which of `params` are fields of the request body (form-encoded or a JSON object). */
  readonly body?: readonly string[];
  readonly file?: FileShape;
  /** Rules between parameters, checked after each is read: a code, or nothing when they hold. */
  readonly rules?: readonly Rule<P>[];
  /** The answer's type in types.ts (or the module named), for readers, carrying that type. */
  readonly answer: AnswerName<A>;
  /** `path`: the lifetime parameter is the cache lifetime (0 never cached); a number: that many
   * seconds; `fixed`: the server's own lifetime for the file; `signed`: never past the signed
   * address's expiry; `no-store`: never kept. */
  readonly cache: 'path' | 'no-store' | 'signed' | 'fixed' | number;
  /** The lifetime the path builders write when the caller gives none (seconds). */
  readonly lifetime?: number;
  /** The codes of its 4xx answers. */
  readonly errors: readonly string[];
  /** Answered for one member only, never stored by any cache. */
  readonly private?: boolean;
  /** A public GET that a page on any origin may read (`Access-Control-Allow-Origin: *`): what the
   * embed needs when a host frames it sandboxed, where its origin is opaque and every call is
   * cross-origin. Never a private call, never one that changes anything. */
  readonly crossOrigin?: true;
  /** One of several entries sharing a method and route, told apart by the request's `act` field
   * (the form's for a POST, the query's for a GET): the value that selects this one, '' when the
   * field is absent. Each act declares its own fields, answer and errors. */
  readonly act?: string;
  /** One of several entries sharing a method and route, picked when the request carries this field
   * (the query's for a GET, the form's for a POST) and the field's parser reads a value from it (or
   * refuses it, with its code); a field left out, or one its optional parser reads as null (empty),
   * leaves the request to the route's entry without it. */
  readonly selectedBy?: string;
}

/** The field whose value picks the act entry of a shared route. */
export const ACT_FIELD = 'act';

export type Input<P extends Params> = { [K in keyof P]: ReturnType<P[K]['parse']> };

/** A rule between parameters: a code, or nothing when it holds. Written as a method so that an
 * entry with its own parameters is still an `Endpoint` of the whole table. */
export type Rule<P extends Params> = { check(input: Input<P>): string | undefined }['check'];

/** The table's entry, with its parameter and answer types kept for the handler and the callers. */
export const endpoint = <P extends Params, A>(e: Endpoint<P, A>): Endpoint<P, A> => e;

/** The bucket segments must be the id's own: a mismatch is a bad path, not another object. */
export function bucketsOf(idName: string, million: string | null, thousand: string) {
  return (input: Record<string, unknown>): string | undefined => {
    const id = input[idName] as number;
    if (million !== null && input[million] !== String(Math.floor(id / BUCKET_MILLION))) return 'invalid_bucket';
    return input[thousand] === String(Math.floor(id / BUCKET_THOUSAND)) ? undefined : 'invalid_bucket';
  };
}

/** The text of each file field, or the code refusing the segment. */
function fileFields(shape: FileShape, segment: string, lifetime: number | undefined): Record<string, string> {
  const ext = shape.ext === 'json' ? (lifetime === 0 ? '.jsond' : '.json') : `.${shape.ext}`;
  if (!segment.endsWith(ext)) refuse('invalid_extension');
  const parts = segment.slice(0, -ext.length).split('.');
  if (parts.length !== shape.fields.length) refuse('invalid_path');
  const out: Record<string, string> = {};
  shape.fields.forEach((f, i) => {
    if (typeof f === 'string') out[f] = parts[i];
    else if (parts[i] !== f.literal) refuse('invalid_path');
  });
  return out;
}

/**
 * Reads one request against its entry: `path` holds the route's `:name` segments, `query` one text
 * per query key (a repeated key is the caller's to refuse). Throws BadInput with the first failure.
 */
export function parseInput<P extends Params>(
  e: Endpoint<P>,
  path: Record<string, string | undefined>,
  query: Record<string, string | undefined>,
  body: Record<string, string | undefined> = {},
): Input<P> {
  const queryNames = new Set<string>(e.query ?? []);
  const raw: Record<string, string | undefined> = { ...path };
  for (const name of e.body ?? []) raw[name] = body[name];
  // Before any parser reads it: a text no parameter may hold is refused under one code, whichever it is.
  for (const text of [...Object.values(raw), ...Object.values(query)]) {
    if (text !== undefined && !isStorableText(text)) refuse(INVALID_TEXT);
  }
  const input: Record<string, unknown> = {};
  // The file segment is split as soon as its extension is known: at once, or after the lifetime.
  const readFile = () => e.file && Object.assign(raw, fileFields(e.file, path.file ?? '', input.lifetime as number | undefined));
  if (!('lifetime' in e.params) || queryNames.has('lifetime')) readFile();
  for (const [name, p] of Object.entries(e.params)) {
    input[name] = p.parse(queryNames.has(name) ? query[name] : raw[name]);
    if (name === 'lifetime' && !queryNames.has(name)) readFile();
  }
  for (const rule of e.rules ?? []) {
    const code = rule(input as Input<P>);
    if (code) refuse(code);
  }
  return input as Input<P>;
}

/**
 * The input `url` (a path with its query) carries for `e`, or null when the path is not of its shape.
 * Throws BadInput when it is, with a bad value: the same reading the server does.
 */
export function readAddress<P extends Params>(e: Endpoint<P>, url: string): Input<P> | null {
  const [pathname, search = ''] = url.split('?');
  const want = e.route.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const path: Record<string, string> = {};
  for (let k = 0; k < want.length; k++) {
    if (want[k].startsWith(':')) path[want[k].slice(1)] = decodeURIComponent(got[k]);
    else if (want[k] !== got[k]) return null;
  }
  const params = new URLSearchParams(search);
  const query: Record<string, string | undefined> = {};
  for (const name of e.query ?? []) query[name] = params.get(name) ?? undefined;
  return parseInput(e, path, query);
}

/** What a caller gives for an entry: its parameters' values, each left out where the server has a
 * default or the value is optional (the entry's own parsers refuse a missing required one). */
export type CallInput<P extends Params> = { [K in keyof P]?: Input<P>[K] | null };

/** One request to an entry: its address (path and query) and, for a POST, its form fields. */
export interface CallRequest {
  readonly method: 'GET' | 'POST';
  readonly address: string;
  readonly fields?: Record<string, string>;
}

/**
 * The request that carries `input` to `e`, written with each parameter's `format` and read back
 * with the entry's own parsers before it leaves: a value the server would refuse throws BadInput
 * here, with the server's code.
 */
export function requestOf<P extends Params, A>(e: Endpoint<P, A>, input: CallInput<P>): CallRequest {
  const texts: Record<string, string | undefined> = {};
  for (const [name, p] of Object.entries(e.params)) {
    const value = (input as Record<string, unknown>)[name];
    texts[name] = value === undefined || value === null ? undefined : formatParam(p, value);
  }
  for (const [name, p] of Object.entries(e.params)) texts[name] ??= p.derive?.(input);
  const queryNames = new Set<string>(e.query ?? []);
  const bodyNames = new Set<string>(e.body ?? []);
  const path: Record<string, string | undefined> = {};
  if (e.file) {
    const ext = e.file.ext === 'json' ? (texts.lifetime === '0' ? '.jsond' : '.json') : `.${e.file.ext}`;
    path.file = e.file.fields.map((f) => (typeof f === 'string' ? (texts[f] ?? '') : f.literal)).join('.') + ext;
  }
  const filed = new Set(e.file?.fields.filter((f): f is string => typeof f === 'string'));
  // The act travels first, as the forms have always written it.
  const act: Record<string, string> = e.act ? { [ACT_FIELD]: e.act } : {};
  const query: Record<string, string | undefined> = e.method === 'GET' ? { ...act } : {};
  const fields: Record<string, string> = e.method === 'POST' ? { ...act } : {};
  for (const [name, text] of Object.entries(texts)) {
    if (queryNames.has(name)) query[name] = text;
    else if (bodyNames.has(name)) {
      if (text !== undefined) fields[name] = text;
    } else if (!filed.has(name)) path[name] = text;
  }
  parseInput(e, path, query, fields);
  const route = e.route.replace(/:(\w+)/g, (_, name: string) => {
    const text = path[name];
    if (text === undefined || text === '') throw new BadInput('invalid_path');
    return encodeURIComponent(text);
  });
  const search = new URLSearchParams();
  for (const [name, text] of Object.entries(query)) if (text !== undefined && text !== '') search.set(name, text);
  const q = search.toString();
  const address = route + (q ? `?${q}` : '');
  return e.method === 'POST' ? { method: 'POST', address, fields } : { method: 'GET', address };
}

// The values the route fuzz test fills requests with: text PostgreSQL cannot store or no UTF-8
// decodes to, hostile parameter values, path mutations, query strings, form fields and bodies.
import fc from 'fast-check';
import { multipartBody } from '../upload/testForm.js';

/** Percent-escapes of text that may not reach the database: NUL, an encoded surrogate (U+D800), an
 * overlong NUL and an overlong three-byte NUL. */
export const UNSTORABLE_ESCAPES = ['%00', '%ED%A0%80', '%C0%80', '%E0%80%80'];
/** The same as text in a body: NUL, lone surrogates (JSON writes them `\uD800`), U+FFFD. */
export const UNSTORABLE_TEXT = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF', '\uFFFD'];

const HOSTILE_VALUES = [
  ...UNSTORABLE_ESCAPES,
  ...UNSTORABLE_ESCAPES.map((e) => `1${e}`),
  '0',
  '-1',
  '01',
  '+1',
  '1e3',
  '1.5',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '9999999999',
  '99999999999999999999',
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%00',
  '%2F',
  '%252F',
  '%5C',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '[]',
  '{}',
  `9999999999.1.${'A'.repeat(32)}`,
  `1.99999999999.${'A'.repeat(32)}`,
  '%20',
  '~',
  ';',
  'a;b=c',
  'all..1.all..',
  '1.1.1',
  'json',
  'x'.repeat(600),
  '1'.repeat(400),
];

const safeText = (maxLength: number) => fc.string({ maxLength }).map((s) => encodeURIComponent(s));
export const segment = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9_.-]{1,24}$/) },
  { weight: 1, arbitrary: safeText(16) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('43200', '86400', '0', '3600', 'latest-updates', 'top-rated', 'most-popular', 'mp4', 'vtt', 'alphabetaz'),
  },
);

/** Fills `:name` and `*` in a route pattern. */
export function fill(pattern: string, values: string[]): string {
  let i = 0;
  const next = () => values[i++ % values.length];
  return pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => next()).replace(/\*/g, () => `${next()}/${next()}`);
}

export const MUTATIONS: ((p: string) => string)[] = [
  (p) => p,
  (p) => p,
  (p) => p,
  (p) => p.toUpperCase(),
  (p) => `/${p}`,
  (p) => p.replace(/\//g, '//'),
  (p) => p.replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  (p) => p.replace(/^\/(.)/, (_, c: string) => `/%25${c.charCodeAt(0).toString(16)}`),
  (p) => `/${p.slice(1).replace(/\//g, '%2F')}`,
  (p) => `${p};jsessionid=1`,
  (p) => `${p}.`,
  (p) => `${p}/..`,
  (p) => p.replace(/\/([^/]*)$/, '/./$1'),
  (p) => `/x/..${p}`,
  (p) => (p.endsWith('/') ? p.slice(0, -1) : `${p}/`),
  (p) => `${p}${'/a'.repeat(2000)}`,
  (p) => `${p}%00`,
  (p) => `${p}%C0%80`,
  (p) => p.replace(/\/([^/]*)$/, '/%ED%A0%80$1'),
  (p) => p.replace(/\/([^/]*)$/, '/$1%E0%80%80'),
];

export const QUERY_KEYS = [
  'c',
  'act',
  'tok',
  'id',
  'video_id',
  'page',
  'user_id',
  'playlist_id',
  'url',
  'format',
  's',
  'q',
  'section',
  'object_id',
  'sort',
  'maxwidth',
  'expires',
];

export const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.constantFrom(...QUERY_KEYS), segment, { maxKeys: 4 }).map(
    (d) =>
      `?${Object.entries(d)
        .map(([k, v]) => `${k}=${v}`)
        .join('&')}`,
  ),
  fc.constantFrom(
    `?act=confirm&tok=9999999999.1.${'A'.repeat(32)}`,
    `?act=reset&tok=9999999999.1.${'A'.repeat(32)}`,
    '?act=uploads&act=screens',
    '?page=1&page=2',
    '?url=%2F%2Fevil.example%2Fvideo%2F1%2Fx%2F&format=json',
    '?a[b]=1&a[c]=2',
    '?%=%',
    ...UNSTORABLE_ESCAPES.map((e) => `?c=a${e}&s=${e}&url=${e}`),
    '?%00=1&%C0%80=2',
    `?s=${'x'.repeat(5000)}`,
  ),
);

const ACTS = [
  'view',
  'vote',
  'favourite',
  'unfavourite',
  'subscribe',
  'unsubscribe',
  'post',
  'add',
  'delete',
  'remove',
  'edit',
  'password',
  'verif',
  'preview',
  'logout',
  'login',
  'restore',
  'send',
  'read',
  'accept',
  'reject',
  'create',
  'order',
  'uploads',
  'screens',
  'limits',
  '',
];
export const FIELDS = [
  'act',
  'section',
  'object_id',
  'video_id',
  'user_id',
  'playlist_id',
  'comment_id',
  'message_id',
  'vote',
  'text',
  'comment',
  'title',
  'description',
  'usr',
  'pwd',
  'email',
  'username',
  'screen',
  'order',
  'categories',
  'tags',
  'is_private',
  'page',
  'captcha',
];
const fields = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(fc.constantFrom(...ACTS), segment, fc.string({ maxLength: 40 }), fc.constantFrom(...UNSTORABLE_TEXT)),
  { maxKeys: 6 },
);
/** A form written by hand, so that its escapes reach the server as they are, overlong ones too. */
const rawForm = fc
  .dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.constantFrom(...ACTS), fc.constantFrom(...UNSTORABLE_ESCAPES)), {
    minKeys: 1,
    maxKeys: 6,
  })
  .map((f) =>
    Object.entries(f)
      .map(([k, v]) => `${k}=${v}`)
      .join('&'),
  );
/** Bytes that are not UTF-8 inside a JSON string: an overlong NUL, an encoded surrogate, a lone 0xFF. */
const RAW_BAD_BYTES = [Buffer.from([0xc0, 0x80]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xff])];

export type Body = { type?: string; body?: Buffer };
export const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  fields.map((f) => ({ type: 'application/x-www-form-urlencoded', body: Buffer.from(new URLSearchParams(f).toString()) })),
  fields.map((f) => ({ type: 'application/json', body: Buffer.from(JSON.stringify(f)) })),
  rawForm.map((text) => ({ type: 'application/x-www-form-urlencoded', body: Buffer.from(text) })),
  fc.tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...RAW_BAD_BYTES)).map(([name, bad]) => ({
    type: 'application/json',
    body: Buffer.concat([Buffer.from(`{"${name}":"a`), bad, Buffer.from('b"}')]),
  })),
  fc
    .tuple(
      fields,
      fc.uint8Array({ maxLength: 2048 }),
      fc.constantFrom('clip.mp4', 'a.jpg', '../../etc/passwd', 'x'.repeat(300), 'v.exe', ''),
    )
    .map(([f, data, filename]) => {
      const { payload, contentType } = multipartBody(f, { filename, data: Buffer.from(data) });
      return { type: contentType, body: payload };
    }),
  fc
    .tuple(
      fc.uint8Array({ maxLength: 512 }),
      fc.constantFrom(
        'multipart/form-data; boundary=abc',
        'multipart/form-data',
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/octet-stream',
        'image/png',
        'multipart/mixed; boundary=x',
      ),
    )
    .map(([data, type]) => ({ type, body: Buffer.from(data) })),
  fc.constantFrom<Body>(
    { type: 'application/json', body: Buffer.from('{"act":') },
    { type: 'application/json', body: Buffer.from('null') },
    { type: 'application/x-www-form-urlencoded', body: Buffer.alloc(70 * 1024, 97) },
  ),
);

export const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'PROPFIND',
  'SEARCH',
  'MKCOL',
  'COPY',
];

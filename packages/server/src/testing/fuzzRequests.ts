// Hostile requests for the route fuzz test: every registered route with its parameters filled by
// real ids, overflowing numbers and odd spellings; the site's pages; mutated paths (percent-
// encoded, doubled slashes, dot segments, `;` parameters, overlong); odd methods; bad cookies,
// origins and huge headers; form, JSON, multipart and garbage bodies. Every field, value and path
// also gets text PostgreSQL cannot store or no UTF-8 decodes to: NUL, lone surrogates, overlong forms.
import { request, type Agent } from 'node:http';
import { ENDPOINTS } from '@reel/api/endpoints';
import { PAGE_NAMES, patternForms } from '@reel/api/pages';
import fc from 'fast-check';
import type { RegisteredRoute } from '../http/routeList.js';
import { multipartBody } from '../upload/testForm.js';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** A header this long is added when sent (kept out of the printed counterexample). */
  hugeHeaderBytes: number;
  body?: Buffer;
}

export interface FuzzAnswer {
  status: number;
  body: string;
}

/** The site's addresses, which no route names (the page fallback answers them): every page's
 * patterns from the page table, then shapes near them and the other files the server answers. */
const SITE_PATHS = [
  ...PAGE_NAMES.flatMap(patternForms),
  '/video/:id/',
  '/members/:id/:dir/:page/',
  '/information/:dir/',
  '/embed/:id/',
  '/embed/:id',
  '/media/:dir/:id/:dir.mp4',
  '/media/*',
  '/get_file/:id/:dir/:id/:dir.mp4',
  '/assets/:dir.js',
  '/api/json/:dir/:id/:dir.json',
  '/oembed',
  '/favicon.ico',
  '/robots.txt',
];

/** Percent-escapes of text that may not reach the database: NUL, an encoded surrogate (U+D800), an
 * overlong NUL and an overlong three-byte NUL. */
const UNSTORABLE_ESCAPES = ['%00', '%ED%A0%80', '%C0%80', '%E0%80%80'];
/** The same as text in a body: NUL, lone surrogates (JSON writes them `\uD800`), U+FFFD. */
const UNSTORABLE_TEXT = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF', '\uFFFD'];

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
const segment = fc.oneof(
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
function fill(pattern: string, values: string[]): string {
  let i = 0;
  const next = () => values[i++ % values.length];
  return pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => next()).replace(/\*/g, () => `${next()}/${next()}`);
}

const MUTATIONS: ((p: string) => string)[] = [
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

const QUERY_KEYS = [
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

const query = fc.oneof(
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
const FIELDS = [
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

type Body = { type?: string; body?: Buffer };
const bodyArb: fc.Arbitrary<Body> = fc.oneof(
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

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH', 'MKCOL', 'COPY'];

/** Cookie headers: none, a real session, and broken ones. `member` is the signed-in pair. */
const cookieArb = (member: string) =>
  fc.constantFrom<string | undefined>(
    undefined,
    member,
    member,
    member,
    'sid=',
    'uid=',
    'sid=; uid=',
    'sid=garbage; uid=1',
    'uid=9999999999',
    `sid=${'a'.repeat(6000)}`,
    'sid=%zz; uid=%',
    'country=ZZ',
    `${member}; uid=1`,
    'sid=s:abc.def',
  );

const headerArb = (base: string, member: string) =>
  fc.record({
    cookie: cookieArb(member),
    origin: fc.constantFrom<string | undefined>(undefined, base, base, base, 'https://evil.example', 'null'),
    'sec-fetch-site': fc.constantFrom<string | undefined>(undefined, undefined, 'same-origin', 'same-origin', 'cross-site', 'none'),
    'accept-encoding': fc.constantFrom<string | undefined>(undefined, 'br, gzip', 'gzip;q=0', '*', 'identity;q=0, *;q=0'),
    range: fc.constantFrom<string | undefined>(undefined, 'bytes=0-10', 'bytes=-5', 'bytes=99999999999-', 'bytes=5-1', 'lines=1-2'),
    'x-forwarded-for': fc.constantFrom<string | undefined>(undefined, '1.2.3.4', 'garbage, , ::1', '999.999.999.999'),
    'cf-ipcountry': fc.constantFrom<string | undefined>(undefined, 'DE', 'XX', 'T1', '<script>', ''),
    'x-http-method-override': fc.constantFrom<string | undefined>(undefined, 'DELETE', 'PUT'),
    'if-none-match': fc.constantFrom<string | undefined>(undefined, '*', 'W/"x"', '"'),
    host: fc.constantFrom<string | undefined>(
      undefined,
      undefined,
      undefined,
      undefined,
      'exa mple',
      'x:99999',
      '[::1',
      'a/b',
      'a@b',
      '',
      'reel.example',
    ),
  });

/** Printable Latin-1 only: what the client library accepts in a header value. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');
/** A path the client library accepts: anything outside printable ASCII percent-encoded. */
const pathSafe = (value: string) => value.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));

export function fuzzRequestArb(routes: readonly RegisteredRoute[], base: string, member: string): fc.Arbitrary<FuzzRequest> {
  const patterns = [...new Set([...routes.map((r) => r.url), ...SITE_PATHS])];
  const routeMethod = fc.constantFrom(...routes.map((r) => r.method));
  return fc
    .record({
      pattern: fc.constantFrom(...patterns),
      values: fc.array(segment, { minLength: 1, maxLength: 6 }),
      mutation: fc.integer({ min: 0, max: MUTATIONS.length - 1 }),
      query,
      method: fc.oneof(routeMethod, fc.constantFrom(...METHODS)),
      headers: headerArb(base, member),
      huge: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, 8_000, 20_000),
      body: bodyArb,
    })
    .map(({ pattern, values, mutation, query: q, method, headers, huge, body }) => {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = headerSafe(v);
      const withBody = method !== 'GET' && method !== 'HEAD' && body.body !== undefined;
      if (withBody && body.type) out['content-type'] = body.type;
      // Node answers an oversized head or a bad Host with a body even to HEAD, which the client
      // cannot read: HEAD goes without them.
      const hugeHeaderBytes = method === 'HEAD' ? 0 : huge;
      if (method === 'HEAD') delete out.host;
      return {
        method,
        path: pathSafe(MUTATIONS[mutation](fill(pattern, values)) + q),
        headers: out,
        hugeHeaderBytes,
        body: withBody ? body.body : undefined,
      };
    });
}

/** Around each unstorable value, so that no length rule (a password's five characters) refuses it first. */
const LONG = 'sample';

/**
 * Every route with each unstorable text in each place it can carry one: every path parameter, the
 * query names its table entry reads (or the fuzz's own), and every body field it reads or the fuzz
 * sends, as a form with the raw escapes, as JSON and as multipart, from the signed-in member. The path,
 * the query and the body go in requests of their own, so that a refusal of one never hides another.
 */
export function unstorableTextRequests(routes: readonly RegisteredRoute[], base: string, member: string): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const headers = { cookie: member, origin: base };
  const seen = new Set<string>();
  for (const r of routes) {
    if (r.method === 'HEAD' || r.method === 'OPTIONS' || seen.has(`${r.method} ${r.url}`)) continue;
    seen.add(`${r.method} ${r.url}`);
    const entry = ENDPOINTS.find((e) => e.route === r.url && e.method === r.method);
    const queryNames = entry?.query?.length ? entry.query : QUERY_KEYS;
    // Without `act`, which most forms check first: the fields behind it are read (the sign-in's).
    const bodyNames = [...new Set([...(entry?.body ?? []), ...FIELDS.filter((name) => name !== 'act')])];
    const plain = fill(r.url, ['1']);
    const send = (path: string, body?: Body) =>
      out.push({
        method: r.method,
        path: pathSafe(path),
        headers: body?.type ? { ...headers, 'content-type': body.type } : headers,
        hugeHeaderBytes: 0,
        body: body?.body,
      });
    UNSTORABLE_ESCAPES.forEach((escape, i) => {
      if (plain !== r.url) send(fill(r.url, [`1${escape}`]));
      send(`${plain}?${queryNames.map((name) => `${name}=${LONG}${escape}${LONG}`).join('&')}`);
      if (r.method === 'GET') return;
      const text = `${LONG}${UNSTORABLE_TEXT[i % UNSTORABLE_TEXT.length]}${LONG}`;
      const values = Object.fromEntries(bodyNames.map((name) => [name, text]));
      send(plain, {
        type: 'application/x-www-form-urlencoded',
        body: Buffer.from(bodyNames.map((name) => `${name}=${LONG}${escape}${LONG}`).join('&')),
      });
      send(plain, { type: 'application/json', body: Buffer.from(JSON.stringify(values)) });
      const { payload, contentType } = multipartBody(values);
      send(plain, { type: contentType, body: payload });
    });
  }
  return out;
}

/** Sends one request; rejects when no complete answer arrives within `timeoutMs` (a hang). */
export function send(base: string, agent: Agent, req: FuzzRequest, timeoutMs: number): Promise<FuzzAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      r.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const headers: Record<string, string> = { ...req.headers };
    if (req.hugeHeaderBytes) headers['x-huge'] = 'h'.repeat(req.hugeHeaderBytes);
    // Without it the client sends an OPTIONS or DELETE body unframed, as if it were a second request.
    if (req.body) headers['content-length'] = String(req.body.length);
    const r = request({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    r.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    r.end(req.body);
  });
}

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
import {
  UNSTORABLE_ESCAPES,
  UNSTORABLE_TEXT,
  segment,
  fill,
  MUTATIONS,
  QUERY_KEYS,
  query,
  FIELDS,
  type Body,
  bodyArb,
  METHODS,
} from './fuzzValues.js';

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

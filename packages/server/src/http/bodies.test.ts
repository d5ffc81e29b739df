// The routes the server registered: every entry of the endpoint table is one of them, so an entry
// whose handler was never written fails here even when nothing else asks for it; and every POST
// route, given bodies that are not what they claim to be, answers a 4xx with a code: a truncated or
// garbled multipart body, a wrong or missing boundary, invalid JSON, a form over the limit, a type
// no route reads.
import { ENDPOINTS } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT_BYTES } from '../constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { signIn } from '../testing/members.js';
import { isMalformedBody } from './bodies.js';
import { registeredRoutes } from './routeList.js';
import { createUploader } from '../testing/uploaders.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp({ videos: 3 });
  const m = await createUploader(t.database);
  cookie = await signIn(t.app, m.username, m.password);
});
afterAll(async () => {
  await t?.close();
});

const FILE_HEAD = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n';
const MALFORMED: [string, string | undefined, string][] = [
  ['multipart cut short in the file', 'multipart/form-data; boundary=abc', `${FILE_HEAD}xxxx`],
  ['multipart cut short in a field', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="act"\r\n\r\npre'],
  ['multipart garbage', 'multipart/form-data; boundary=abc', 'garbage garbage'],
  ['multipart without a boundary', 'multipart/form-data', '--abc\r\n'],
  [
    'multipart with another boundary',
    'multipart/form-data; boundary=zzz',
    '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--abc--\r\n',
  ],
  ['multipart part without a name', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data\r\n\r\nv\r\n--abc--\r\n'],
  ['multipart empty', 'multipart/form-data; boundary=abc', ''],
  ['invalid JSON', 'application/json', '{"act":'],
  ['JSON that is not an object', 'application/json', '[1,2]'],
  ['JSON null', 'application/json', 'null'],
  ['JSON string', 'application/json', '"act"'],
  ['form over the limit', 'application/x-www-form-urlencoded', `act=${'x'.repeat(FORM_BODY_LIMIT_BYTES + 1)}`],
  ['form with broken escapes', 'application/x-www-form-urlencoded', '%zz=%&act=%E0%A4%A'],
  ['plain text', 'text/plain', 'hello'],
  ['XML', 'application/xml', '<a/>'],
  ['no Content-Type', undefined, 'x=1'],
];

describe('the endpoint table', () => {
  it('is registered whole: each entry by its method and route', () => {
    const registered = new Set(registeredRoutes(t.app).map((r) => `${r.method} ${r.url}`));
    const missing = ENDPOINTS.map((e) => `${e.method} ${e.route}`).filter((key) => !registered.has(key));
    expect(missing).toEqual([]);
  });
});

describe('malformed bodies', () => {
  it('are found on the POST routes Fastify registered', () => {
    expect(registeredRoutes(t.app).filter((r) => r.method === 'POST').length).toBeGreaterThan(8);
  });

  it('answer a 4xx with a code on every POST route', async () => {
    const posts = [
      ...new Set(
        registeredRoutes(t.app)
          .filter((r) => r.method === 'POST')
          .map((r) => r.url),
      ),
    ];
    const failures: string[] = [];
    for (const url of posts) {
      for (const [name, type, body] of MALFORMED) {
        const headers: Record<string, string> = { cookie, origin: t.base };
        if (type) headers['content-type'] = type;
        const res = await fetch(t.base + url, { method: 'POST', headers, body });
        const answer = (await res.json().catch(() => null)) as { error?: boolean; code?: unknown } | null;
        if (res.status < 400 || res.status > 499 || answer?.error !== true || typeof answer.code !== 'string')
          failures.push(`${url} ${name}: ${res.status} ${JSON.stringify(answer)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("a malformed multipart body is told by the parser's own words, not by any plain error", () => {
    expect(isMalformedBody(new Error('Unexpected end of multipart data'))).toBe(true);
    expect(isMalformedBody(new Error('Multipart: Boundary not found'))).toBe(true);
    expect(isMalformedBody(new Error('ENOSPC: no space left on device'))).toBe(false);
    expect(isMalformedBody(new TypeError('Unexpected end of multipart data'))).toBe(false);
  });
});

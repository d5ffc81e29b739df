// Text PostgreSQL cannot store, or that no valid UTF-8 decodes to, is refused 400 `invalid_text`
// wherever a request carries it: a query value, a path segment, a form, JSON or multipart field.
// Path segments whose escapes are not UTF-8 never reach a route: the router refuses them `invalid_url`.
import { CAPTIONS_PATH, INVALID_TEXT } from '@reel/api';
import { LOGIN_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { signIn, TEST_ORIGIN } from '../testing/members.js';
import { multipartBody } from '../upload/testForm.js';
import { createUploader } from '../testing/uploaders.js';

let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await startTestApp({ videos: 3 });
  const m = await createUploader(t.database);
  member = await signIn(t.app, m.username, m.password);
});
afterAll(async () => {
  await t?.close();
});

/** NUL, a lone surrogate written as UTF-8, an overlong NUL and an overlong two-byte form. */
const BAD_ESCAPES = ['%00', '%ED%A0%80', '%C0%80', '%E0%80%80', 'a%FFb'];

const refused = { error: true, code: INVALID_TEXT };

const postForm = (url: string, body: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });

const postJson = (url: string, body: string | Buffer, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

describe('the query string', () => {
  it.each(BAD_ESCAPES)('refuses %s in the suggester text', async (escape) => {
    const res = await t.app.inject({ url: `/api/suggester.php?c=ab${escape}cd` });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
  });

  it('still reads text that is only odd: a lone percent sign, an escaped percent sign, letters of any script', async () => {
    for (const c of ['100%', '%2500', 'Bj%C3%B6rk', '%F0%9F%8E%AC']) {
      const res = await t.app.inject({ url: `/api/suggester.php?c=${c}` });
      expect([c, res.statusCode]).toEqual([c, 200]);
    }
  });

  it('refuses a bad escape in a query value a route reads itself, and in a query name', async () => {
    expect((await t.app.inject({ url: '/oembed?url=%00&format=json' })).json()).toEqual(refused);
    expect((await t.app.inject({ url: '/api/suggester.php?c=ab&%C0%80=1' })).json()).toEqual(refused);
  });
});

describe('path segments', () => {
  it('refuses NUL in a segment with invalid_text, and a segment that is not UTF-8 with invalid_url', async () => {
    const nul = await t.app.inject({ url: '/api/json/suggester/86400/a%00b.json' });
    expect([nul.statusCode, nul.json()]).toEqual([400, refused]);
    for (const escape of ['%ED%A0%80', '%C0%80']) {
      const res = await t.app.inject({ url: `/api/json/suggester/86400/1${escape}.json` });
      expect([res.statusCode, res.json()]).toEqual([400, { error: true, code: 'invalid_url' }]);
    }
  });
});

describe('bodies', () => {
  it.each(BAD_ESCAPES)('refuses %s in a sign-in form field', async (escape) => {
    const usr = await postForm(LOGIN_PATH, `usr=ab${escape}cd&pwd=secret-enough`);
    expect([usr.statusCode, usr.json()]).toEqual([400, refused]);
    const pwd = await postForm(LOGIN_PATH, `usr=someone&pwd=secret${escape}`);
    expect([pwd.statusCode, pwd.json()]).toEqual([400, refused]);
  });

  it('refuses NUL, a lone surrogate and U+FFFD in a JSON body, at any depth', async () => {
    for (const usr of ['ab\\u0000cd', '\\uD800', 'x\\uDC00', 'a\\uFFFD']) {
      const res = await postJson(LOGIN_PATH, `{"usr":"${usr}","pwd":"secret-enough"}`);
      expect([usr, res.statusCode, res.json()]).toEqual([usr, 400, refused]);
    }
    // Bytes that are not UTF-8 in the body itself: the JSON reader decodes them to U+FFFD.
    const raw = await postJson(
      LOGIN_PATH,
      Buffer.concat([Buffer.from('{"usr":"a'), Buffer.from([0xc0, 0x80]), Buffer.from('","pwd":"x"}')]),
    );
    expect([raw.statusCode, raw.json()]).toEqual([400, refused]);
    const nested = await postJson('/api/comment.php', '{"act":"post","section":"video","object_id":"1","extra":{"a":["\\uDBFF"]}}', member);
    expect([nested.statusCode, nested.json()]).toEqual([400, refused]);
  });

  it('keeps a whole surrogate pair, an emoji, in a JSON body', async () => {
    const res = await postJson(LOGIN_PATH, '{"usr":"\\uD83C\\uDFAC","pwd":"secret-enough"}');
    expect(res.json()).not.toEqual(refused);
  });

  it('refuses NUL and bytes that are not UTF-8 in a multipart field', async () => {
    for (const label of ['Eng\u0000lish', 'Eng\uFFFDlish']) {
      const form = multipartBody({ video_id: '1', captions_srclang: 'en', captions_label: label });
      const res = await t.app.inject({
        method: 'POST',
        url: CAPTIONS_PATH,
        payload: form.payload,
        headers: { origin: TEST_ORIGIN, 'content-type': form.contentType, cookie: member },
      });
      expect([res.statusCode, res.json()]).toEqual([400, refused]);
    }
  });
});

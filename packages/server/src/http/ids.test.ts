// An id past the database's integer (ID_MAX) in a path, a query, a form or a mailed link's token
// names nothing: a 4xx with a code, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '@reel/api';
import { startTestApp, type TestApp } from '../testing/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ videos: 3 });
});
afterAll(async () => {
  await t?.close();
});

const BIG = String(ID_MAX + 1);
const TOKEN = `${BIG}.1.${'A'.repeat(32)}`;

describe('ids past ID_MAX', () => {
  it('answer a 4xx with a code wherever they are written', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const cases: [string, string, string | undefined][] = [
      ['GET', `/api/signup.php?act=confirm&tok=${TOKEN}`, undefined],
      ['GET', `/api/signup.php?act=reset&tok=${TOKEN}`, undefined],
      ['GET', `/api/videofile.php?video_id=${BIG}`, undefined],
      ['GET', `/api/video_edit.php?act=screens&video_id=${BIG}`, undefined],
      ['POST', '/api/input.php', `act=view&section=video&object_id=${BIG}`],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, payload, headers: payload ? form : {} });
      expect([url, res.statusCode < 500]).toEqual([url, true]);
    }
  });
});

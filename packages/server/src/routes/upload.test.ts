// The single-request upload's refusals on a real database and real ffmpeg: every bad file, form and
// sender with its own code, and nothing left behind (routes/uploadPipeline.test.ts takes good ones).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH, uploadLimitsPath } from '@reel/api';
import { engineName } from '../testing/database.js';
import { TEST_ORIGIN } from '../testing/members.js';
import { TEST_UPLOAD_MAX_BYTES, startUploadFixture, type UploadFixture } from '../testing/uploadFixture.js';
import { makeHugePicture, makeLongClaim } from '../upload/costlyCorpus.js';
import { makeCorpus, type Corpus } from '../upload/testCorpus.js';

let fx: UploadFixture;
let corpus: Corpus;

beforeAll(async () => {
  fx = await startUploadFixture({ prefix: 'upload', videos: 2, env: { UPLOAD_CATEGORIES_MAX: '3' } });
  mkdirSync(join(fx.work, 'corpus'));
  corpus = await makeCorpus(join(fx.work, 'corpus'));
}, 60_000);

afterAll(() => fx?.close());

describe(`upload refusals (${engineName()})`, () => {
  it('asks a visitor to log in and an unverified member to accept the affidavit', async () => {
    const res = await fx.t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: true, code: 'need_login' });
    const r = await fx.upload({ path: corpus.good, name: 'good.mp4' }, {}, fx.unverifiedCookie);
    expect(r).toMatchObject({ status: 403, body: { error: true, code: 'not_verified' } });
  });

  it('gives every bad file its own code and leaves no file and no row behind', async () => {
    const before = await fx.footprint();
    const big = Buffer.alloc(TEST_UPLOAD_MAX_BYTES + 1000, 7);
    const cases: [{ path?: string; name: string; data?: Buffer }, string, number][] = [
      [{ path: corpus.truncated, name: 'truncated.mp4' }, 'broken', 400],
      [{ path: corpus.empty, name: 'empty.mp4' }, 'damaged', 400],
      [{ data: Buffer.from('not a video at all'), name: 'text.mp4' }, 'damaged', 400],
      [{ path: corpus.vertical, name: 'vertical.mp4' }, 'vertical', 400],
      [{ path: corpus.rotated, name: 'rotated.mp4' }, 'orientation', 400],
      [{ path: corpus.short, name: 'short.mp4' }, 'min_duration', 400],
      [{ path: corpus.wrongExtension, name: 'matroska.mp4' }, 'extension', 400],
      [{ path: corpus.good, name: 'good.txt' }, 'extension', 400],
      [{ path: corpus.notLatin, name: 'видео.mp4' }, 'filename', 400],
      [{ data: big, name: 'big.mp4' }, 'too_large', 413],
      // Refused on its Content-Length, before a byte is read.
      [{ data: Buffer.alloc(TEST_UPLOAD_MAX_BYTES * 3, 7), name: 'huge.mp4' }, 'too_large', 413],
    ];
    for (const [file, code, status] of cases) {
      const r = await fx.upload(file);
      expect({ name: file.name, status: r.status, code: r.body.code }).toEqual({ name: file.name, status, code });
      expect((r.body.errors as { field: string }[])[0].field).toBe('file');
    }
    expect(await fx.footprint()).toEqual(before);
  });

  it('refuses a picture too large to decode and hours claimed at 60 fps before any transcode job exists', async () => {
    const before = await fx.footprint();
    const huge = await makeHugePicture(join(fx.work, 'huge.mp4'), 8192, 4320);
    const claim = await makeLongClaim(join(fx.work, 'claim.mp4'), 7200, 60);
    for (const [path, code] of [
      [huge, 'max_resolution'],
      [claim, 'max_frames'],
    ] as const) {
      const r = await fx.upload({ path, name: 'costly.mp4' });
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 400, code });
      expect((r.body.errors as { field: string; code: string }[])[0]).toMatchObject({ field: 'file', code });
    }
    expect(await fx.footprint()).toEqual(before);
  });

  it('checks the form: title, fx.categories between the limits and known', async () => {
    const before = await fx.footprint();
    const good = { path: corpus.good, name: 'good.mp4' };
    expect((await fx.upload(good, { title: '' })).body).toMatchObject({ code: 'required', errors: [{ field: 'title', code: 'required' }] });
    expect((await fx.upload(good, { title: 'x'.repeat(101) })).body).toMatchObject({
      code: 'max_length',
      errors: [{ info: { length: 100 } }],
    });
    // Bidi overrides and other invisible characters are dropped before the checks: a title of
    // nothing else is no title.
    expect((await fx.upload(good, { title: '\u202E\u200F\u2066' })).body).toMatchObject({
      code: 'required',
      errors: [{ field: 'title', code: 'required' }],
    });
    for (const bad of ['', '1,2,3,4', '999999', 'abc', '2147483648']) {
      const r = await fx.upload(good, { categories: bad });
      expect({ bad, status: r.status, body: r.body }).toMatchObject({
        bad,
        status: 400,
        body: { code: 'categories_count', errors: [{ field: 'categories', info: { min: 1, max: 3 } }] },
      });
    }
    expect(await fx.footprint()).toEqual(before);
  });

  it('tells the page its limits', async () => {
    const r = await fx.get<Record<string, unknown>>(uploadLimitsPath(), '');
    expect(r.body).toMatchObject({ max_bytes: TEST_UPLOAD_MAX_BYTES, min_duration_s: 180, categories_min: 1, categories_max: 3 });
    expect(r.body.extensions).toContain('mp4');
  });
});

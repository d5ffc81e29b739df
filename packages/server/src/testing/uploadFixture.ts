// One server for the upload tests (the single-request upload and the resumable one): a seeded app
// with its own upload and media folders in a temporary folder, a small size limit, verified members
// who may upload, one who has not accepted the affidavit, and the ids of two categories.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_PATH } from '@reel/api';
import { multipartBody } from '../upload/testForm.js';
import { startTestApp, type TestApp } from './app.js';
import { TEST_ORIGIN, createMember, signIn } from './members.js';
import { createUploader } from './uploaders.js';

/** The test servers' upload limit: the test clips fit, a few more bytes do not. */
export const TEST_UPLOAD_MAX_BYTES = 400_000;

export interface UploadFixtureOptions {
  /** Names the temporary folder. */
  prefix: string;
  videos: number;
  env?: Record<string, string>;
  now?: () => number;
  /** Also signs a moderator in. */
  moderator?: boolean;
}

export interface UploadFixture {
  t: TestApp;
  /** The temporary folder everything is under; the test may make files there. */
  work: string;
  uploadDir: string;
  mediaRoot: string;
  /** Session cookies: a verified member, another verified member, a member without the affidavit. */
  cookie: string;
  otherCookie: string;
  unverifiedCookie: string;
  /** Empty unless asked for. */
  moderatorCookie: string;
  /** Two category ids, comma-separated. */
  categories: string;
  /** The single-request upload of a file (its bytes, or a path to read) with a good form, `fields` over it. */
  upload(file: UploadedFile, fields?: Record<string, string>, who?: string): Promise<Sent>;
  /** A GET with a member's cookie (the fixture's member unless `who`). */
  get<T>(url: string, who?: string): Promise<{ status: number; body: T; cache: string | undefined }>;
  /** A form POST to the upload path (its acts). */
  postForm(fields: Record<string, string>, who?: string): Promise<Sent>;
  /** What a refused upload must not change: the rows an upload writes and the upload folder's names. */
  footprint(): Promise<{ row: Record<string, number>; files: string[] }>;
  close(): Promise<void>;
}

export interface UploadedFile {
  path?: string;
  name: string;
  data?: Buffer;
}

export interface Sent {
  status: number;
  body: Record<string, unknown>;
}

export async function startUploadFixture(o: UploadFixtureOptions): Promise<UploadFixture> {
  const work = mkdtempSync(join(tmpdir(), `reel-${o.prefix}-`));
  const uploadDir = join(work, 'uploads');
  const mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  const t = await startTestApp({
    videos: o.videos,
    now: o.now,
    env: { UPLOAD_DIR: uploadDir, MEDIA_DIR: mediaRoot, UPLOAD_MAX_BYTES: String(TEST_UPLOAD_MAX_BYTES), ...o.env },
  });
  const [member, other, unverified, moderator] = await Promise.all([
    createUploader(t.database),
    createUploader(t.database),
    createMember(t.database),
    o.moderator ? createMember(t.database, { role: 'moderator' }) : null,
  ]);
  const cats = await t.database.query<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 2');
  const categories = cats.map((c) => c.category_id).join(',');
  const cookie = await signIn(t.app, member.username, member.password);
  const post = async (payload: string | Buffer, contentType: string, who: string): Promise<Sent> => {
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload,
      headers: { cookie: who, origin: TEST_ORIGIN, 'content-type': contentType },
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    t,
    work,
    uploadDir,
    mediaRoot,
    cookie,
    otherCookie: await signIn(t.app, other.username, other.password),
    unverifiedCookie: await signIn(t.app, unverified.username, unverified.password),
    moderatorCookie: moderator ? await signIn(t.app, moderator.username, moderator.password) : '',
    categories,
    async upload(file, fields = {}, who = cookie) {
      const data = file.data ?? (await readFile(file.path!));
      const form = multipartBody(
        { title: 'My holiday 1', description: 'A <b>test</b>', categories, models: 'nobody', tags: 'a,b', ...fields },
        { filename: file.name, data },
      );
      return post(form.payload, form.contentType, who);
    },
    async get<T>(url: string, who = cookie) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: who } });
      return { status: res.statusCode, body: res.json() as T, cache: res.headers['cache-control'] as string | undefined };
    },
    postForm: (fields, who = cookie) => post(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', who),
    async footprint() {
      const [row] = await t.database.query<Record<string, number>>(
        `SELECT (SELECT count(*) FROM videos)::int AS videos, (SELECT count(*) FROM upload_jobs)::int AS jobs,
                (SELECT count(*) FROM video_categories)::int AS cats, (SELECT count(*) FROM video_models)::int AS models`,
      );
      return { row, files: existsSync(uploadDir) ? readdirSync(uploadDir).sort() : [] };
    },
    async close() {
      await t.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

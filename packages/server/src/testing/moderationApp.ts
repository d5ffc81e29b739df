// The moderation route tests' one app: a server with 24 seeded videos, a moderator, an admin and a
// verified member signed in, and the calls and reads those tests share. Each moderation test file
// calls moderationApp() inside its describe block and gets its own server; the bindings below are
// that server's while the file runs. Only tests import this file.
import { videosPath, type VideoList } from '@reel/api/endpoints';
import { REPORT_PATH } from '@reel/api/moderation';
import { VideoStatus } from '@reel/api';
import { afterAll, beforeAll } from 'vitest';
import { statusIs } from '../queries/statusSql.js';
import { startTestApp, type TestApp } from './app.js';
import { createMember, outboxMessages, signIn, TEST_ORIGIN, type TestMember } from './members.js';
import { createUploader } from './uploaders.js';

export let t: TestApp;
export let moderator: string;
export let admin: string;
export let memberCookie: string;
export let member: TestMember;
export let adminId: number;
/** Twenty live videos of the seeded catalogue, in id order: each test takes its own. */
export let ids: number[];
/** Moves the server's clock forward, e.g. past a protection period. */
let clockOffsetMs = 0;
export const DAY_MS = 86_400_000;

/** Sets how far ahead of the real clock the server's clock runs; 0 puts it back. */
export function setClockOffset(ms: number): void {
  clockOffsetMs = ms;
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

export async function post(url: string, fields: Record<string, string | number>, cookie = '', remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

export async function get<T = Record<string, unknown>>(url: string, cookie = '') {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as T };
}

export const status = async (id: number) =>
  (await t.database.query<{ status_id: number }>('SELECT status_id FROM videos WHERE video_id = $1', [id]))[0].status_id;
export const listed = async (id: number) => (await get<VideoList>(videosPath({ lifetime: 0 }))).body.videos.some((v) => v.video_id === id);
export const report = (id: number, reason: string, who: { cookie?: string; address?: string } = {}, extra: Record<string, string> = {}) =>
  post(REPORT_PATH, { target_type: 'video', target_id: id, reason, details: 'seen on the page', ...extra }, who.cookie ?? '', who.address);
export const auditActions = async (targetType: string, id: number) =>
  (
    await t.database.query<{ action: string; actor: string }>(
      'SELECT action, actor FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY audit_id',
      [targetType, id],
    )
  ).map((r) => `${r.actor}:${r.action}`);

/** Mail goes out after the answer: wait for it rather than assume it is written. */
export async function mailTo(to: string, subject: RegExp) {
  for (let i = 0; i < 100; i++) {
    const found = (await outboxMessages(t.ctx.config.outboxDir)).find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** A member of long standing with no dismissed reports: signed in, with the account dated back. */
export async function veteran(): Promise<string> {
  const m = await createUploader(t.database);
  await t.database.query("UPDATE members SET added_date = now() - interval '60 days' WHERE user_id = $1", [m.user_id]);
  return signIn(t.app, m.username, m.password);
}

export async function openReportsOf(id: number): Promise<number | undefined> {
  const groups = await get<{ items: { target_type: string; target_id: number; count: number }[] }>('/api/admin/reports', moderator);
  return groups.body.items.find((g) => g.target_type === 'video' && g.target_id === id)?.count;
}

async function liveVideos(n: number): Promise<number[]> {
  const rows = await t.database.query<{ video_id: number }>(
    `SELECT video_id FROM videos WHERE ${statusIs('status_id', VideoStatus.Active)} ORDER BY video_id LIMIT $1`,
    [n],
  );
  return rows.map((r) => r.video_id);
}

/** Starts the file's server before its tests and closes it after them. */
export function moderationApp(): void {
  beforeAll(async () => {
    clockOffsetMs = 0;
    t = await startTestApp({ videos: 24, now: () => Date.now() + clockOffsetMs });
    const [mod, adm, m] = await Promise.all([
      createMember(t.database, { role: 'moderator' }),
      createMember(t.database, { role: 'admin' }),
      createUploader(t.database),
    ]);
    member = m;
    adminId = adm.user_id;
    moderator = await signIn(t.app, mod.username, mod.password);
    admin = await signIn(t.app, adm.username, adm.password);
    memberCookie = await signIn(t.app, m.username, m.password);
    ids = await liveVideos(20);
  }, 60_000);
  afterAll(() => t?.close());
}

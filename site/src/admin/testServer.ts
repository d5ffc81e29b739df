// Component tests of the console: a stand-in for the browser's fetch that answers by method and
// path with wire-shaped answers and keeps every request (its query and form fields), and the site's
// router opened at a console address.
import type { AdminMemberDetail, AdminVideo, ReportGroup, ReportRow, StaffMe, UploaderHistory } from '@reel/api/moderation';
import { createMemoryRouter } from 'react-router-dom';
import { pageRoutes } from '../routes/table';

const realFetch = globalThis.fetch;

export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  fields: Record<string, string>;
  /** The body as sent (a JSON body's text). */
  body: string;
}

export type Reply = { status: number; body: unknown };
export type Server = (call: SeenCall) => Reply | undefined;

/** Answers each call with `server`'s reply (404 `not_found` when it has none); returns the calls seen. */
export function serve(server: Server): SeenCall[] {
  const seen: SeenCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://reel.test');
    const body = init?.body;
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      fields:
        typeof body === 'string'
          ? Object.fromEntries(new URLSearchParams(body))
          : body instanceof FormData
            ? Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]))
            : {},
    } as SeenCall;
    // The raw text is there for a JSON body's test to read; it stays out of the equality the form
    // calls' tests assert (method, path, query, fields).
    Object.defineProperty(call, 'body', { value: typeof body === 'string' ? body : '', enumerable: false });
    seen.push(call);
    const reply = server(call) ?? { status: 404, body: { error: true, code: 'not_found' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  return seen;
}

export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });

/** A video's consent records, which its review page asks for beside the video: none, unless `server` answers. */
const isConsentRecords = (path: string) => path.startsWith('/api/admin/videos/') && path.endsWith('/consent');

/** The console's first call answered for a staff account of `role`, then `server` for the rest. */
export function staffServer(role: StaffMe['role'], server: Server = () => undefined): Server {
  return (call) => {
    if (call.method === 'GET' && call.path === '/api/admin/me') return ok({ user_id: 1, username: 'mod_mia', role } satisfies StaffMe);
    return server(call) ?? (call.method === 'GET' && isConsentRecords(call.path) ? ok({ records: [] }) : undefined);
  };
}

/** The site's router opened at `path`. */
export function consoleAt(path: string) {
  return createMemoryRouter([{ path: '/', children: pageRoutes }], { initialEntries: [path] });
}

/** The calls other than the console's own role check. */
export const actions = (seen: SeenCall[], method = 'POST') => seen.filter((c) => c.method === method);

export function testUploader(over: Partial<UploaderHistory> = {}): UploaderHistory {
  return {
    user_id: 7,
    username: 'uploader_ula',
    role: 'member',
    banned: false,
    uploads: 12,
    rejections: 3,
    reports_against: 2,
    verified_at: '2025-01-05T09:30:00.000Z',
    joined: '2024-11-02T08:00:00.000Z',
    ...over,
  };
}

export function testVideo(over: Partial<AdminVideo> = {}): AdminVideo {
  return {
    video_id: 42,
    dir: 'beach-day',
    title: 'Beach day',
    duration: 754,
    status_id: 3,
    thumb: '/media/thumbs/42.jpg',
    uploaded_at: '2025-03-01T10:00:00.000Z',
    user: { user_id: 7, username: 'uploader_ula' },
    reports: 0,
    description: 'A day at the beach.',
    tags: ['sand', 'sea'],
    categories: [{ category_id: 3, title: 'Outdoor' }],
    models: [],
    screenshots: ['/media/shots/42/1.jpg', '/media/shots/42/2.jpg'],
    preview: '/media/previews/42.mp4',
    timeline_sprite: '/media/timelines/42.jpg',
    file: '/get_file/42/abc/42.mp4?exp=1',
    review_pending: true,
    reject_reason: '',
    reject_note: '',
    hold_reason: '',
    purged: false,
    removed_by_staff: false,
    uploader: testUploader(),
    captions: [],
    ...over,
  };
}

export function testGroup(over: Partial<ReportGroup> = {}): ReportGroup {
  return {
    target_type: 'video',
    target_id: 42,
    label: 'Beach day',
    url: '/video/42/beach-day/',
    count: 3,
    worst: 'underage',
    severity: 1,
    reasons: { underage: 1, spam: 2 },
    first_at: '2025-03-02T10:00:00.000Z',
    last_at: '2025-03-03T11:00:00.000Z',
    due_at: '2025-03-11T10:00:00.000Z',
    hidden: true,
    ...over,
  };
}

export function testReport(over: Partial<ReportRow> = {}): ReportRow {
  return {
    report_id: 900,
    target_type: 'video',
    target_id: 42,
    reason: 'spam',
    details: 'Advert links <b>everywhere</b>',
    email: 'reporter@example.com',
    reporter: 'rita',
    state: 'open',
    created_at: '2025-03-03T11:00:00.000Z',
    due_at: '2025-03-12T11:00:00.000Z',
    notice: null,
    ...over,
  };
}

export function testMember(over: Partial<AdminMemberDetail> = {}): AdminMemberDetail {
  return {
    user_id: 7,
    username: 'uploader_ula',
    email: 'ula@example.com',
    role: 'member',
    banned: false,
    ban_reason: '',
    joined: '2024-11-02T08:00:00.000Z',
    last_login: '2025-03-01T07:00:00.000Z',
    uploads: 1,
    comments: 1,
    reports_made: 0,
    reports_against: 1,
    profile_hidden: false,
    verified_at: null,
    uploader: null,
    uploads_list: [],
    comments_list: [],
    reports_made_list: [],
    reports_against_list: [],
    ...over,
  };
}

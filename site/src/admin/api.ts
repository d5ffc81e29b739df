// Every call of the staff console, one function each. Each address is built from its entry in the
// shared endpoint table (route with its `:params` filled, query and body fields checked against the
// entry's own lists), so a call cannot drift from what the server registers.
import {
  ApiRequestError,
  ENDPOINT,
  type ErrorEntry,
  isApiError,
  type AdminJob,
  type AdminJobsPage,
  type AdminMember,
  type AdminMemberDetail,
  type AdminPage,
  type AdminStats,
  type AdminSummary,
  type AdminTaxonomyItem,
  type AdminVideo,
  type AuditAction,
  type AuditRow,
  type AuditTarget,
  type Endpoint,
  type FormFields,
  type JobState,
  type RejectReason,
  type ReportGroup,
  type ReportRow,
  type ReportState,
  type ReportTarget,
  type ReviewItem,
  type Role,
  type SettingsSaved,
  type SiteSettings,
  type StaffMe,
  type TaxonomyKind,
} from '@reel/api';
import { api } from '../api';

/** A refused or failed call: the answer's code (`network` when no answer came) and HTTP status. */
export class AdminCallError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    /** Per-field refusals, when the answer names them (`[{field, code}]`). */
    readonly errors: readonly ErrorEntry[] = [],
  ) {
    super(`console call refused: ${code}`);
    this.name = 'AdminCallError';
  }
}

type Values = Readonly<Record<string, string | number | undefined | null>>;

/** The entry's route with each `:name` segment filled. */
export function routeOf(entry: Endpoint, values: Values = {}): string {
  return entry.route.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${entry.name}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The entry's address: its route filled, then the query values it declares; empty ones are left
 * out so the server applies its own default. */
export function addressOf(entry: Endpoint, path: Values = {}, query: Values = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (!entry.query?.includes(name)) throw new Error(`${entry.name} has no query value ${name}`);
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return routeOf(entry, path) + (text ? `?${text}` : '');
}

/** Only the body fields the entry declares travel. */
function bodyOf(entry: Endpoint, fields: FormFields): FormFields {
  for (const name of Object.keys(fields)) if (!entry.body?.includes(name)) throw new Error(`${entry.name} has no body field ${name}`);
  return fields;
}

/** The answer, or an AdminCallError with its code whether it came as a 4xx or as a 200 with `error`. */
async function answerOf<R>(request: Promise<unknown>): Promise<R> {
  let answer: unknown;
  try {
    answer = await request;
  } catch (err) {
    if (err instanceof ApiRequestError) {
      const code = isApiError(err.body) && typeof err.body.code === 'string' ? err.body.code : 'system_error';
      const errors = isApiError(err.body) && Array.isArray(err.body.errors) ? err.body.errors : [];
      throw new AdminCallError(code, err.status, errors);
    }
    throw new AdminCallError('network', 0);
  }
  if (isApiError(answer)) throw new AdminCallError(typeof answer.code === 'string' ? answer.code : 'system_error', 200);
  return answer as R;
}

const get = <R>(entry: Endpoint, path?: Values, query?: Values): Promise<R> => answerOf<R>(api.get(addressOf(entry, path, query)));
const post = <R>(entry: Endpoint, path: Values, fields: FormFields = {}): Promise<R> =>
  answerOf<R>(api.postForm(routeOf(entry, path), bodyOf(entry, fields)));

/** Sends a whole object as a JSON body (the settings); refusals come back as the client's would. */
const sendJson = (path: string, body: unknown): Promise<unknown> =>
  sendBody(path, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** A POST of `init`'s body; the answer parsed, a refusal thrown as the client's would be. */
async function sendBody(path: string, init: { headers?: Record<string, string>; body: string | FormData }): Promise<unknown> {
  const response = await fetch(path, { method: 'POST', headers: { Accept: 'application/json', ...init.headers }, body: init.body });
  let answer: unknown;
  try {
    answer = JSON.parse(await response.text());
  } catch {
    answer = undefined;
  }
  if (!response.ok) throw new ApiRequestError(response.status, answer);
  return answer;
}

const postJson = <R>(entry: Endpoint, body: unknown): Promise<R> => answerOf<R>(sendJson(routeOf(entry), body));
/** A multipart body (a file with its fields): the browser writes its Content-Type with the boundary. */
const postMultipart = <R>(entry: Endpoint, path: Values, form: FormData): Promise<R> =>
  answerOf<R>(sendBody(routeOf(entry, path), { body: form }));

export interface AuditFilters {
  action?: AuditAction | '';
  actor?: string;
  target_type?: AuditTarget | '';
  target_id?: string;
  page?: number;
}

/** What an edit may change; a field left out stays as it is. Id lists travel comma-separated. */
export interface VideoEdit {
  title?: string;
  description?: string;
  categories?: readonly number[];
  models?: readonly number[];
  tags?: string;
}

const idList = (ids: readonly number[] | undefined): string | undefined => ids?.join(',');

export const adminApi = {
  me: () => get<StaffMe>(ENDPOINT.adminMe),
  summary: () => get<AdminSummary>(ENDPOINT.adminSummary),

  review: (page: number) => get<AdminPage<ReviewItem>>(ENDPOINT.adminReview, {}, { page }),
  video: (video_id: number) => get<AdminVideo>(ENDPOINT.adminVideo, { video_id }),
  approve: (video_id: number, note: string) => post<AdminVideo>(ENDPOINT.adminApprove, { video_id }, { note }),
  reject: (video_id: number, reason: RejectReason, note: string) => post<AdminVideo>(ENDPOINT.adminReject, { video_id }, { reason, note }),
  takedown: (video_id: number, note: string) => post<AdminVideo>(ENDPOINT.adminTakedown, { video_id }, { note }),
  restore: (video_id: number, note: string) => post<AdminVideo>(ENDPOINT.adminRestore, { video_id }, { note }),
  purge: (video_id: number, note: string) => post<AdminVideo>(ENDPOINT.adminPurge, { video_id }, { note }),
  attachCaptions: (video_id: number, form: FormData) => postMultipart<AdminVideo>(ENDPOINT.adminCaptions, { video_id }, form),
  editVideo: (video_id: number, edit: VideoEdit) =>
    post<AdminVideo>(ENDPOINT.adminEditVideo, { video_id }, { ...edit, categories: idList(edit.categories), models: idList(edit.models) }),

  reports: (state: ReportState, page: number) => get<AdminPage<ReportGroup>>(ENDPOINT.adminReports, {}, { state, page }),
  reportTarget: (target_type: ReportTarget, target_id: number) =>
    get<{ reports: ReportRow[] }>(ENDPOINT.adminReportTarget, { target_type, target_id }),
  dismiss: (target_type: ReportTarget, target_id: number, note: string) =>
    post<{ ok: true; closed: number }>(ENDPOINT.adminDismiss, { target_type, target_id }, { note }),
  hide: (target_type: 'comment' | 'wall' | 'member', target_id: number, hidden: boolean, note: string) =>
    post<{ ok: true }>(ENDPOINT.adminHide, {}, { target_type, target_id, hidden, note }),

  members: (q: string, page: number) => get<AdminPage<AdminMember>>(ENDPOINT.adminMembers, {}, { q, page }),
  member: (user_id: number) => get<AdminMemberDetail>(ENDPOINT.adminMember, { user_id }),
  ban: (user_id: number, note: string) => post<AdminMember>(ENDPOINT.adminBan, { user_id }, { note }),
  unban: (user_id: number, note: string) => post<AdminMember>(ENDPOINT.adminUnban, { user_id }, { note }),
  role: (user_id: number, role: Role, note: string) => post<AdminMember>(ENDPOINT.adminRole, { user_id }, { role, note }),

  jobs: (state: JobState | '', page: number) => get<AdminJobsPage>(ENDPOINT.adminJobs, {}, { state, page }),
  retryJob: (job_id: number) => post<AdminJob>(ENDPOINT.adminJobRetry, { job_id }),
  cancelJob: (job_id: number) => post<AdminJob>(ENDPOINT.adminJobCancel, { job_id }),

  stats: (from: string, to: string, video_id: number | null) => get<AdminStats>(ENDPOINT.adminStats, {}, { from, to, video_id }),

  audit: (filters: AuditFilters) => get<AdminPage<AuditRow>>(ENDPOINT.adminAudit, {}, { ...filters }),

  taxonomy: (kind: TaxonomyKind, q: string, page = 1) => get<AdminPage<AdminTaxonomyItem>>(ENDPOINT.adminTaxonomy, { kind }, { q, page }),
  createTaxonomy: (kind: TaxonomyKind, title: string) =>
    post<AdminTaxonomyItem>(ENDPOINT.adminTaxonomyEdit, { kind }, { act: 'create', title }),
  renameTaxonomy: (kind: TaxonomyKind, id: number, title: string) =>
    post<AdminTaxonomyItem>(ENDPOINT.adminTaxonomyEdit, { kind }, { act: 'rename', id, title }),
  setTaxonomyHidden: (kind: TaxonomyKind, id: number, hidden: boolean) =>
    post<AdminTaxonomyItem>(ENDPOINT.adminTaxonomyEdit, { kind }, { act: hidden ? 'hide' : 'unhide', id }),

  settings: () => get<SiteSettings>(ENDPOINT.adminSettings),
  saveSettings: (settings: SiteSettings) => postJson<SettingsSaved>(ENDPOINT.adminSaveSettings, settings),
};

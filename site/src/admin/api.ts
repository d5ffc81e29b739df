// Every call of the staff console, one function each. Each goes through `call` with its entry of the
// shared endpoint table: the address and fields are written from the entry's parameters and read
// back by its parsers, and the answer is the entry's declared type, so a call cannot drift from what
// the server registers and answers.
import { type ErrorEntry } from '@reel/api';
import { ApiRequestError, BadInput, type CallInput, ENDPOINT, type Endpoint, isApiError, type Params } from '@reel/api/endpoints';
import {
  type AppealOutcome,
  type AuditAction,
  type AuditTarget,
  type JobState,
  type RejectReason,
  type ReportState,
  type ReportTarget,
  type Role,
  type TaxonomyKind,
  type UploaderAct,
} from '@reel/api/moderation';
import { type SiteSettings } from '@reel/api/settings';
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

/** The entry's route, for the two calls whose body is not a form (a file, the settings object). */
function routeOf(entry: Endpoint): string {
  if (entry.route.includes(':')) throw new Error(`${entry.name}: its route has parameters`);
  return entry.route;
}

/** The answer, or an AdminCallError with its code whether it came as a 4xx or as a 200 with `error`. */
async function answerOf<R>(request: Promise<unknown>): Promise<R> {
  let answer: unknown;
  try {
    answer = await request;
  } catch (err) {
    // A value the server would refuse, caught before it left: the same code the server would give.
    if (err instanceof BadInput) throw new AdminCallError(err.code, 400);
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

/** One console call through the endpoint table: its address, its fields and its answer type are the entry's. */
const call = <P extends Params, A>(entry: Endpoint<P, A>, input: CallInput<P> = {}): Promise<A> => answerOf<A>(api.call(entry, input));
const postJson = <A>(entry: Endpoint<Params, A>, body: unknown): Promise<A> => answerOf<A>(sendJson(routeOf(entry), body));
/** A multipart body (a file with its fields): the browser writes its Content-Type with the boundary. */
const postMultipart = <A>(entry: Endpoint<Params, A>, video_id: number, form: FormData): Promise<A> =>
  answerOf<A>(
    sendBody(
      entry.route.replace(':video_id', () => String(video_id)),
      { body: form },
    ),
  );

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

export const adminApi = {
  me: () => call(ENDPOINT.adminMe),
  summary: () => call(ENDPOINT.adminSummary),

  review: (page: number) => call(ENDPOINT.adminReview, { page }),
  video: (video_id: number) => call(ENDPOINT.adminVideo, { video_id }),
  approve: (video_id: number, note: string) => call(ENDPOINT.adminApprove, { video_id, note }),
  reject: (video_id: number, reason: RejectReason, note: string) => call(ENDPOINT.adminReject, { video_id, reason, note }),
  takedown: (video_id: number, note: string) => call(ENDPOINT.adminTakedown, { video_id, note }),
  restore: (video_id: number, note: string) => call(ENDPOINT.adminRestore, { video_id, note }),
  purge: (video_id: number, note: string) => call(ENDPOINT.adminPurge, { video_id, note }),
  attachCaptions: (video_id: number, form: FormData) => postMultipart(ENDPOINT.adminCaptions, video_id, form),
  editVideo: (video_id: number, edit: VideoEdit) =>
    call(ENDPOINT.adminEditVideo, {
      video_id,
      ...edit,
      categories: edit.categories && [...edit.categories],
      models: edit.models && [...edit.models],
    }),

  reports: (state: ReportState, page: number) => call(ENDPOINT.adminReports, { state, page }),
  appeals: (page: number) => call(ENDPOINT.adminAppeals, { page }),
  decideAppeal: (appeal_id: number, outcome: AppealOutcome, note: string) => call(ENDPOINT.adminDecideAppeal, { appeal_id, outcome, note }),
  reportTarget: (target_type: ReportTarget, target_id: number) => call(ENDPOINT.adminReportTarget, { target_type, target_id }),
  dismiss: (target_type: ReportTarget, target_id: number, note: string) => call(ENDPOINT.adminDismiss, { target_type, target_id, note }),
  hide: (target_type: 'comment' | 'wall' | 'member', target_id: number, hidden: boolean, note: string) =>
    call(ENDPOINT.adminHide, { target_type, target_id, hidden, note }),

  members: (q: string, page: number) => call(ENDPOINT.adminMembers, { q, page }),
  member: (user_id: number) => call(ENDPOINT.adminMember, { user_id }),
  ban: (user_id: number, note: string) => call(ENDPOINT.adminBan, { user_id, note }),
  unban: (user_id: number, note: string) => call(ENDPOINT.adminUnban, { user_id, note }),
  uploader: (user_id: number, act: UploaderAct, note: string) => call(ENDPOINT.adminUploader, { user_id, act, note }),
  consentRecords: (video_id: number) => call(ENDPOINT.adminConsentRecords, { video_id }),
  purgeConsent: (record_id: number, note: string) => call(ENDPOINT.adminConsentPurge, { record_id, note }),
  role: (user_id: number, role: Role, note: string) => call(ENDPOINT.adminRole, { user_id, role, note }),

  jobs: (state: JobState | '', page: number) => call(ENDPOINT.adminJobs, { state: state || undefined, page }),
  retryJob: (job_id: number) => call(ENDPOINT.adminJobRetry, { job_id }),
  cancelJob: (job_id: number) => call(ENDPOINT.adminJobCancel, { job_id }),

  stats: (from: string, to: string, video_id: number | null) => call(ENDPOINT.adminStats, { from, to, video_id }),

  audit: ({ action, actor, target_type, target_id, page }: AuditFilters) =>
    call(ENDPOINT.adminAudit, {
      action: action || null,
      actor,
      target_type: target_type || null,
      // Typed as text in the filter form: a malformed id is refused before it leaves, with the server's code.
      target_id: target_id ? Number(target_id) : undefined,
      page,
    }),

  taxonomy: (kind: TaxonomyKind, q: string, page = 1) => call(ENDPOINT.adminTaxonomy, { kind, q, page }),
  createTaxonomy: (kind: TaxonomyKind, title: string) => call(ENDPOINT.adminTaxonomyEdit, { kind, act: 'create', title }),
  renameTaxonomy: (kind: TaxonomyKind, id: number, title: string) => call(ENDPOINT.adminTaxonomyEdit, { kind, act: 'rename', id, title }),
  setTaxonomyHidden: (kind: TaxonomyKind, id: number, hidden: boolean) =>
    call(ENDPOINT.adminTaxonomyEdit, { kind, act: hidden ? 'hide' : 'unhide', id }),

  settings: () => call(ENDPOINT.adminSettings),
  saveSettings: (settings: SiteSettings) => postJson(ENDPOINT.adminSaveSettings, settings),
};

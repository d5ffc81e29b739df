// The staff console's calls under /api/admin/. Every console call is private (no-store), answers
// 401 to a visitor and 403 to a member, and is CSRF-checked like every state-changing request.
import type {
  AdminJob,
  AdminJobsPage,
  AdminMember,
  AdminMemberDetail,
  AdminPage,
  AdminSummary,
  AdminTaxonomyItem,
  AdminVideo,
  AuditRow,
  ReportGroup,
  ReportRow,
  ReviewItem,
  StaffMe,
} from '../moderation.js';
import { CAPTIONS_ERROR_CODES, CAPTIONS_FIELDS } from '../captions.js';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  JOB_STATES,
  REJECT_REASONS,
  REPORT_STATES,
  REPORT_TARGETS,
  ROLES,
  TAXONOMY_KINDS,
} from '../moderation.js';
import { answers, endpoint, param } from './kit.js';

export const ADMIN_API_PREFIX = '/api/admin/';

/** Every console call's refusals besides its own. */
const STAFF_ERRORS = ['need_login', 'not_staff', 'csrf'] as const;
const ADMIN_ERRORS = [...STAFF_ERRORS, 'not_admin'] as const;
/** Titles of videos and catalogue groupings. */
export const TITLE_MAX_CHARS = 200;
export const DESCRIPTION_MAX_CHARS = 5000;
export const TAGS_MAX_CHARS = 500;
export const NOTE_MAX_CHARS = 1000;
const SEARCH_MAX_CHARS = 100;

const page = { page: param.queryPage() };

export const adminMe = endpoint({
  name: 'adminMe',
  method: 'GET',
  route: '/api/admin/me',
  shape: '/api/admin/me',
  summary: 'The signed-in staff account and its role.',
  params: {},
  answer: answers<StaffMe>('StaffMe (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS],
});

export const adminSummary = endpoint({
  name: 'adminSummary',
  method: 'GET',
  route: '/api/admin/summary',
  shape: '/api/admin/summary',
  summary: 'Counts at a glance: uploads waiting, open reports by severity, failed jobs, new members today.',
  params: {},
  answer: answers<AdminSummary>('AdminSummary (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS],
});

export const adminReview = endpoint({
  name: 'adminReview',
  method: 'GET',
  route: '/api/admin/review',
  shape: '/api/admin/review?page={page}',
  summary: 'The review queue, oldest first.',
  params: page,
  query: ['page'],
  answer: answers<AdminPage<ReviewItem>>('AdminPage<ReviewItem> (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_page'],
});

export const adminVideo = endpoint({
  name: 'adminVideo',
  method: 'GET',
  route: '/api/admin/videos/:video_id',
  shape: '/api/admin/videos/{video_id}',
  summary: 'Everything a reviewer needs of one video, whatever its status, and its uploader’s history.',
  params: { video_id: param.id('invalid_video_id') },
  answer: answers<AdminVideo>('AdminVideo (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_video_id', 'video_not_found'],
});

/** A decision on one video: its id in the path, a reason and a note in the body. */
const videoDecision = (name: string, act: string, summary: string, extra: readonly string[] = []) =>
  endpoint({
    name,
    method: 'POST',
    route: `/api/admin/videos/:video_id/${act}`,
    shape: `/api/admin/videos/{video_id}/${act} (form: note)`,
    summary,
    params: { video_id: param.id('invalid_video_id'), note: param.trimmed(0, NOTE_MAX_CHARS, 'invalid_note') },
    body: ['note'],
    answer: answers<AdminVideo>('AdminVideo (moderation.ts)'),
    cache: 'no-store',
    private: true,
    errors: [...STAFF_ERRORS, 'invalid_body', 'invalid_video_id', 'invalid_note', 'video_not_found', 'invalid_state', ...extra],
  });

export const adminApprove = videoDecision(
  'adminApprove',
  'approve',
  'Approves an upload: it is published (or stays published) and leaves the queue.',
);
export const adminTakedown = videoDecision(
  'adminTakedown',
  'takedown',
  'Takes a video down: status 5, out of every list, files no longer served but kept; open reports on it are actioned.',
);
export const adminRestore = videoDecision('adminRestore', 'restore', 'Puts a taken-down, rejected or held video back as it was before.');
export const adminPurge = videoDecision(
  'adminPurge',
  'purge',
  'Removes the files of a taken-down, rejected or owner-deleted video for good (moderators and admins).',
);

export const adminReject = endpoint({
  name: 'adminReject',
  method: 'POST',
  route: '/api/admin/videos/:video_id/reject',
  shape: '/api/admin/videos/{video_id}/reject (form: reason, note)',
  summary: 'Rejects an upload with a reason the owner sees on their uploads tab and by e-mail.',
  params: {
    video_id: param.id('invalid_video_id'),
    reason: param.oneOf(REJECT_REASONS, 'invalid_reason'),
    note: param.trimmed(0, NOTE_MAX_CHARS, 'invalid_note'),
  },
  body: ['reason', 'note'],
  answer: answers<AdminVideo>('AdminVideo (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_body', 'invalid_video_id', 'invalid_reason', 'invalid_note', 'video_not_found', 'invalid_state'],
});

export const adminCaptions = endpoint({
  name: 'adminCaptions',
  method: 'POST',
  route: '/api/admin/videos/:video_id/captions',
  shape: `/api/admin/videos/{video_id}/captions (multipart: ${CAPTIONS_FIELDS.file}, ${CAPTIONS_FIELDS.srclang}, ${CAPTIONS_FIELDS.label})`,
  summary: 'Attaches a WebVTT captions file to a video; a track of the same language is replaced.',
  params: { video_id: param.id('invalid_video_id') },
  answer: answers<AdminVideo>('AdminVideo (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_body', ...CAPTIONS_ERROR_CODES, 'required', 'invalid_video_id', 'video_not_found'],
});

export const adminEditVideo = endpoint({
  name: 'adminEditVideo',
  method: 'POST',
  route: '/api/admin/videos/:video_id/edit',
  shape: '/api/admin/videos/{video_id}/edit (form: title, description, categories, models, tags)',
  summary: 'Edits a video’s title, description, categories, models and tags; an absent field is left as it is.',
  params: {
    video_id: param.id('invalid_video_id'),
    title: param.optional(param.trimmed(1, TITLE_MAX_CHARS, 'invalid_title')),
    description: param.optional(param.trimmed(0, DESCRIPTION_MAX_CHARS, 'invalid_description')),
    categories: param.optional(param.idList(50, 'invalid_categories')),
    models: param.optional(param.idList(50, 'invalid_models')),
    tags: param.optional(param.trimmed(0, TAGS_MAX_CHARS, 'invalid_tags')),
  },
  body: ['title', 'description', 'categories', 'models', 'tags'],
  answer: answers<AdminVideo>('AdminVideo (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [
    ...STAFF_ERRORS,
    'invalid_body',
    'invalid_video_id',
    'invalid_title',
    'invalid_description',
    'invalid_categories',
    'invalid_models',
    'invalid_tags',
    'video_not_found',
  ],
});

export const adminReports = endpoint({
  name: 'adminReports',
  method: 'GET',
  route: '/api/admin/reports',
  shape: '/api/admin/reports?state={open|actioned|dismissed}&page={page}',
  summary: 'Reports grouped by target, the most severe reason first, then the most reported.',
  params: { state: param.oneOfOr(REPORT_STATES, 'invalid_state', 'open'), ...page },
  query: ['state', 'page'],
  answer: answers<AdminPage<ReportGroup>>('AdminPage<ReportGroup> (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_state', 'invalid_page'],
});

export const adminReportTarget = endpoint({
  name: 'adminReportTarget',
  method: 'GET',
  route: '/api/admin/reports/:target_type/:target_id',
  shape: '/api/admin/reports/{target_type}/{target_id}',
  summary: 'Every report of one target, newest first.',
  params: { target_type: param.oneOf(REPORT_TARGETS, 'invalid_target'), target_id: param.id('invalid_target') },
  answer: answers<{ reports: ReportRow[] }>('{ reports: ReportRow[] } (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_target'],
});

export const adminDismiss = endpoint({
  name: 'adminDismiss',
  method: 'POST',
  route: '/api/admin/reports/:target_type/:target_id/dismiss',
  shape: '/api/admin/reports/{target_type}/{target_id}/dismiss (form: note)',
  summary: 'Closes the open reports of a target without action; a video held by them goes back as it was.',
  params: {
    target_type: param.oneOf(REPORT_TARGETS, 'invalid_target'),
    target_id: param.id('invalid_target'),
    note: param.trimmed(0, NOTE_MAX_CHARS, 'invalid_note'),
  },
  body: ['note'],
  answer: answers<{ ok: true; closed: number }>('{ ok: true, closed: number }'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_body', 'invalid_target', 'invalid_note', 'no_open_reports'],
});

export const adminHide = endpoint({
  name: 'adminHide',
  method: 'POST',
  route: '/api/admin/hide',
  shape: '/api/admin/hide (form: target_type, target_id, hidden, note)',
  summary: 'Hides or shows a comment, a wall post or a profile’s texts and pictures; open reports of it are actioned.',
  params: {
    target_type: param.oneOf(['comment', 'wall', 'member'] as const, 'invalid_target'),
    target_id: param.id('invalid_target'),
    hidden: param.flag('invalid_hidden', true),
    note: param.trimmed(0, NOTE_MAX_CHARS, 'invalid_note'),
  },
  body: ['target_type', 'target_id', 'hidden', 'note'],
  answer: answers<{ ok: true }>('{ ok: true }'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_body', 'invalid_target', 'invalid_hidden', 'invalid_note', 'target_not_found', 'staff_target'],
});

export const adminMembers = endpoint({
  name: 'adminMembers',
  method: 'GET',
  route: '/api/admin/members',
  shape: '/api/admin/members?q={name or e-mail}&page={page}',
  summary: 'Members whose name or e-mail contains the text (all of them, newest first, without one).',
  params: { q: param.trimmed(0, SEARCH_MAX_CHARS, 'invalid_search'), ...page },
  query: ['q', 'page'],
  answer: answers<AdminPage<AdminMember>>('AdminPage<AdminMember> (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_search', 'invalid_page'],
});

export const adminMember = endpoint({
  name: 'adminMember',
  method: 'GET',
  route: '/api/admin/members/:user_id',
  shape: '/api/admin/members/{user_id}',
  summary: 'One member: their record, uploads, comments, reports made and received.',
  params: { user_id: param.id('invalid_user_id') },
  answer: answers<AdminMemberDetail>('AdminMemberDetail (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_user_id', 'member_not_found'],
});

const memberAction = (name: string, act: string, summary: string, extra: readonly string[] = []) =>
  endpoint({
    name,
    method: 'POST',
    route: `/api/admin/members/:user_id/${act}`,
    shape: `/api/admin/members/{user_id}/${act} (form: note)`,
    summary,
    params: { user_id: param.id('invalid_user_id'), note: param.trimmed(0, NOTE_MAX_CHARS, 'invalid_note') },
    body: ['note'],
    answer: answers<AdminMember>('AdminMember (moderation.ts)'),
    cache: 'no-store',
    private: true,
    errors: [...STAFF_ERRORS, 'invalid_body', 'invalid_user_id', 'invalid_note', 'member_not_found', 'invalid_state', ...extra],
  });

export const adminBan = memberAction(
  'adminBan',
  'ban',
  'Bans a member: every session ends, sign-in is refused, their uploads and comments are hidden.',
  ['staff_target'],
);
export const adminUnban = memberAction('adminUnban', 'unban', 'Lifts a ban: what the ban hid is shown again.');

export const adminRole = endpoint({
  name: 'adminRole',
  method: 'POST',
  route: '/api/admin/members/:user_id/role',
  shape: '/api/admin/members/{user_id}/role (form: role, note)',
  summary: 'Admins only: makes a member a moderator or an admin, or a member again.',
  params: {
    user_id: param.id('invalid_user_id'),
    role: param.oneOf(ROLES, 'invalid_role'),
    note: param.trimmed(0, NOTE_MAX_CHARS, 'invalid_note'),
  },
  body: ['role', 'note'],
  answer: answers<AdminMember>('AdminMember (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...ADMIN_ERRORS, 'invalid_body', 'invalid_user_id', 'invalid_role', 'invalid_note', 'member_not_found', 'last_admin'],
});

export const adminJobs = endpoint({
  name: 'adminJobs',
  method: 'GET',
  route: '/api/admin/jobs',
  shape: '/api/admin/jobs?state={state}&page={page}',
  summary: 'Upload jobs, newest first, optionally of one state, with age, attempts, worker, progress and failure.',
  params: { state: param.optionalOneOf(JOB_STATES, 'invalid_state'), ...page },
  query: ['state', 'page'],
  answer: answers<AdminJobsPage>('AdminPage<AdminJob> & { counts: Record<JobState, number> } (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_state', 'invalid_page'],
});

const jobAction = (name: string, act: string, summary: string) =>
  endpoint({
    name,
    method: 'POST',
    route: `/api/admin/jobs/:job_id/${act}`,
    shape: `/api/admin/jobs/{job_id}/${act}`,
    summary,
    params: { job_id: param.id('invalid_job_id') },
    answer: answers<AdminJob>('AdminJob (moderation.ts)'),
    cache: 'no-store',
    private: true,
    errors: [...STAFF_ERRORS, 'invalid_job_id', 'job_not_found', 'invalid_state'],
  });

export const adminJobRetry = jobAction('adminJobRetry', 'retry', 'Queues a failed or cancelled job again, its attempts reset.');
export const adminJobCancel = jobAction('adminJobCancel', 'cancel', 'Cancels a queued or failed job; a worker drops it.');

export const adminAudit = endpoint({
  name: 'adminAudit',
  method: 'GET',
  route: '/api/admin/audit',
  shape: '/api/admin/audit?action={action}&actor={username}&target_type={type}&target_id={id}&page={page}',
  summary: 'The audit log, newest first, filtered by action, actor and target.',
  params: {
    action: param.optionalOneOf(AUDIT_ACTIONS, 'invalid_action'),
    actor: param.trimmed(0, 64, 'invalid_actor'),
    target_type: param.optionalOneOf(AUDIT_TARGETS, 'invalid_target'),
    target_id: param.optional(param.id('invalid_target')),
    ...page,
  },
  query: ['action', 'actor', 'target_type', 'target_id', 'page'],
  answer: answers<AdminPage<AuditRow>>('AdminPage<AuditRow> (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_action', 'invalid_actor', 'invalid_target', 'invalid_page'],
});

export const adminTaxonomy = endpoint({
  name: 'adminTaxonomy',
  method: 'GET',
  route: '/api/admin/taxonomy/:kind',
  shape: '/api/admin/taxonomy/{category|channel|model}?q={text}&page={page}',
  summary: 'Categories, channels or models, hidden ones included, by title.',
  params: { kind: param.oneOf(TAXONOMY_KINDS, 'invalid_kind'), q: param.trimmed(0, SEARCH_MAX_CHARS, 'invalid_search'), ...page },
  query: ['q', 'page'],
  answer: answers<AdminPage<AdminTaxonomyItem>>('AdminPage<AdminTaxonomyItem> (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_kind', 'invalid_search', 'invalid_page'],
});

export const adminTaxonomyEdit = endpoint({
  name: 'adminTaxonomyEdit',
  method: 'POST',
  route: '/api/admin/taxonomy/:kind',
  shape: '/api/admin/taxonomy/{category|channel|model} (form: act=create|rename|hide|unhide, id, title)',
  summary: 'Creates, renames, hides or shows a category, channel or model.',
  params: {
    kind: param.oneOf(TAXONOMY_KINDS, 'invalid_kind'),
    act: param.oneOf(['create', 'rename', 'hide', 'unhide'] as const, 'invalid_act'),
    id: param.optional(param.id('invalid_id')),
    title: param.optional(param.trimmed(1, TITLE_MAX_CHARS, 'invalid_title')),
  },
  body: ['act', 'id', 'title'],
  rules: [
    (i) => (i.act !== 'create' && i.id === undefined ? 'invalid_id' : undefined),
    (i) => ((i.act === 'create' || i.act === 'rename') && i.title === undefined ? 'invalid_title' : undefined),
  ],
  answer: answers<AdminTaxonomyItem>('AdminTaxonomyItem (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_body', 'invalid_kind', 'invalid_act', 'invalid_id', 'invalid_title', 'not_found', 'dir_taken'],
});

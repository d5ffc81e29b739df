// The staff console's calls on members, roles, jobs, the audit log and the catalogue's groupings.
import type { AdminJob, AdminJobsPage, AdminMember, AdminMemberDetail, AdminPage, AdminTaxonomyItem, AuditRow } from '../moderation.js';
import { AUDIT_ACTIONS, AUDIT_TARGETS, JOB_STATES, ROLES, TAXONOMY_KINDS } from '../moderation.js';
import { answers, endpoint, param } from './kit.js';
import { STAFF_ERRORS, ADMIN_ERRORS, TITLE_MAX_CHARS, NOTE_MAX_CHARS, SEARCH_MAX_CHARS, page } from './adminCommon.js';

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

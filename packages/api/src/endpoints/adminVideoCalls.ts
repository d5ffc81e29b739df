// The staff console's calls on videos and reports: the queue, one video, its decisions, its
// captions and its edit, the reports and their outcomes.
import type { AdminPage, AdminSummary, AdminVideo, AppealRow, ReportGroup, ReportRow, ReviewItem, StaffMe } from '../moderation.js';
import { CAPTIONS_ERROR_CODES, CAPTIONS_FIELDS } from '../captions.js';
import { APPEAL_OUTCOMES, REJECT_REASONS, REPORT_STATES, REPORT_TARGETS } from '../moderation.js';
import { CONSENT_MISSING_CODE } from '../consent.js';
import { answers, endpoint, param } from './kit.js';
import { STAFF_ERRORS, TITLE_MAX_CHARS, DESCRIPTION_MAX_CHARS, TAGS_MAX_CHARS, NOTE_MAX_CHARS, page } from './adminCommon.js';

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
  'Approves an upload: it is published (or stays published) and leaves the queue; refused while no performer has a consent record on file.',
  [CONSENT_MISSING_CODE],
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

export const adminAppeals = endpoint({
  name: 'adminAppeals',
  method: 'GET',
  route: '/api/admin/appeals',
  shape: '/api/admin/appeals?page={page}',
  summary: 'Open appeals the signed-in staff member may decide (not those against their own decisions), the earliest due first.',
  params: page,
  query: ['page'],
  answer: answers<AdminPage<AppealRow>>('AdminPage<AppealRow> (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_page'],
});

export const adminDecideAppeal = endpoint({
  name: 'adminDecideAppeal',
  method: 'POST',
  route: '/api/admin/appeals/:appeal_id',
  shape: '/api/admin/appeals/{appeal_id} (form: outcome, note)',
  summary:
    'Decides an appeal, finally: uphold keeps the video removed, overturn puts it back. Refused to the staff member (admins too) who made the decision appealed.',
  params: {
    appeal_id: param.id('invalid_appeal_id'),
    outcome: param.oneOf(APPEAL_OUTCOMES, 'invalid_outcome'),
    note: param.trimmed(0, NOTE_MAX_CHARS, 'invalid_note'),
  },
  body: ['outcome', 'note'],
  answer: answers<{ ok: true; appeal: AppealRow }>('{ ok: true, appeal: AppealRow (moderation.ts) }'),
  cache: 'no-store',
  private: true,
  errors: [
    ...STAFF_ERRORS,
    'invalid_body',
    'invalid_appeal_id',
    'invalid_outcome',
    'invalid_note',
    'appeal_not_found',
    'own_decision',
    'appeal_decided',
    'invalid_state',
  ],
});

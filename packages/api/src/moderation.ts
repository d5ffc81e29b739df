// Trust and safety: who is staff, what can be reported and why, what a moderator can decide, and
// what the console's calls answer. The server, the site's report forms and the console share these.
import type { CaptionsTrack } from './captions.js';
import { VideoStatus } from './constants.js';
import type { UploaderVerification } from './consent.js';

/** An account's role. Members are everyone who signs up; moderators review and act on reports;
 * admins also change roles, purge files and edit the catalogue's categories, channels and models. */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['moderator', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** What a report is about. `wall` is a post on a member's wall; `member` is a profile. */
export const REPORT_TARGETS = ['video', 'comment', 'wall', 'member'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The reasons a visitor picks from, the most severe first: the queue orders by this rank. */
export const REPORT_REASONS = ['underage', 'non_consensual', 'violence', 'privacy', 'copyright', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** 1 is the most severe. Underage and non-consensual content is hidden on report (see HIDING_REASONS). */
export const REPORT_SEVERITY: Readonly<Record<ReportReason, number>> = {
  underage: 1,
  non_consensual: 1,
  violence: 2,
  privacy: 2,
  copyright: 3,
  spam: 4,
  other: 5,
};
/** Reasons that hide a video at once, pending review, when enough distinct reporters give them. */
export const HIDING_REASONS = ['underage', 'non_consensual'] as const satisfies readonly ReportReason[];
/** Distinct reporters who hide a video for a hiding reason: one signed-in member, or three visitors. */
export const REPORT_HIDE_THRESHOLD_MEMBER_DEFAULT = 1;
export const REPORT_HIDE_THRESHOLD_VISITOR_DEFAULT = 3;
/** A report's free text and a notice's long fields. */
export const REPORT_DETAILS_MAX_CHARS = 2000;
export const REPORT_EMAIL_MAX_CHARS = 254;

export const REPORT_STATES = ['open', 'actioned', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** Why an upload is rejected; the owner sees the reason's words and the moderator's note. */
export const REJECT_REASONS = [
  'consent_unclear',
  'age_unclear',
  'copyright',
  'prohibited',
  'quality',
  'duplicate',
  'spam',
  'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** An uploader's appeal against the rejection or takedown of their video: open until staff other
 * than the one who decided uphold the decision or overturn it (the video comes back); that is final. */
export const APPEAL_STATES = ['open', 'upheld', 'overturned'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
export const APPEAL_OUTCOMES = ['uphold', 'overturn'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
/** The decisions a member may appeal. */
export const APPEALABLE_DECISIONS = ['reject', 'takedown'] as const;
export type AppealableDecision = (typeof APPEALABLE_DECISIONS)[number];
/** The decision a video's owner may appeal as the video is now: a rejection or takedown by staff
 * whose files are still there to restore; null for anything else. */
export function appealableDecision(v: { status_id: number; removed_by_staff: boolean; purged: boolean }): AppealableDecision | null {
  if (!v.removed_by_staff || v.purged) return null;
  if (v.status_id === VideoStatus.Rejected) return 'reject';
  if (v.status_id === VideoStatus.Deleted) return 'takedown';
  return null;
}
/** An appeal's text: [least, most] characters once trimmed. */
export const APPEAL_TEXT_CHARS = [10, 2000] as const;

/** Upload moderation: `pre` reviews every upload before it is public, `post` publishes at once and
 * still queues it for a look. */
export const MODERATION_MODES = ['pre', 'post'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

/** Every staff action, one audit row each. */
export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'edit',
  'takedown',
  'restore',
  'dismiss',
  'hide',
  'unhide',
  'ban',
  'unban',
  'role',
  'retry',
  'cancel',
  'purge',
  'create',
  'rename',
  'settings',
  'captions',
  'appeal',
  'verify_uploader',
  'revoke_uploader',
  'purge_consent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What an audit row's target is. */
export const AUDIT_TARGETS = [
  'video',
  'comment',
  'wall',
  'member',
  'report',
  'job',
  'category',
  'channel',
  'model',
  'settings',
  'consent_record',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** The catalogue's groupings staff can create, rename and hide. */
export const TAXONOMY_KINDS = ['category', 'channel', 'model'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** Upload job states as the jobs page filters them. */
export const JOB_STATES = ['queued', 'processing', 'needs_preview', 'published', 'failed', 'cancelled', 'deleted'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Rows per page of every console list. */
export const ADMIN_PAGE_SIZE = 50;

// ----- answers of the console's calls -----

export interface AdminSummary {
  /** Uploads waiting for review. */
  review: number;
  /** Open reports, grouped by target, per the severity of their worst reason (1 most severe). */
  reports_by_severity: Record<string, number>;
  failed_jobs: number;
  members_today: number;
  banned: number;
  /** Complaints past their due date: targets with an open report due before now, and open appeals. */
  overdue: { reports: number; appeals: number };
}

export interface StaffMe {
  user_id: number;
  username: string;
  role: StaffRole;
}

export interface ReviewItem {
  video_id: number;
  dir: string;
  title: string;
  duration: number;
  status_id: number;
  thumb: string;
  uploaded_at: string;
  user: { user_id: number; username: string } | null;
  /** Open reports against the video. */
  reports: number;
}

export interface AdminVideo extends ReviewItem {
  description: string;
  tags: string[];
  categories: { category_id: number; title: string }[];
  models: { model_id: number; title: string }[];
  /** Absolute addresses under the media base. */
  screenshots: string[];
  preview: string;
  timeline_sprite: string;
  /** A signed address of a rendition, for staff to watch it whatever its status. */
  file: string;
  review_pending: boolean;
  reject_reason: RejectReason | '';
  reject_note: string;
  hold_reason: string;
  purged: boolean;
  /** Taken down or rejected by staff, not deleted by its owner: only such a video can be restored. */
  removed_by_staff: boolean;
  uploader: UploaderHistory | null;
  /** The captions tracks attached to it. */
  captions: CaptionsTrack[];
}

export interface UploaderHistory {
  user_id: number;
  username: string;
  role: Role;
  banned: boolean;
  uploads: number;
  rejections: number;
  reports_against: number;
  /** ISO time the affidavit was accepted, or null. */
  verified_at: string | null;
  joined: string;
}

export interface ReportGroup {
  target_type: ReportTarget;
  target_id: number;
  /** A short label: the video's title, the comment's start, the member's name. */
  label: string;
  /** The site address that shows the target, or ''. */
  url: string;
  count: number;
  /** The most severe reason among the open reports. */
  worst: ReportReason;
  severity: number;
  reasons: Partial<Record<ReportReason, number>>;
  first_at: string;
  last_at: string;
  /** The earliest due date of the group's reports: when the first of them is to be decided. */
  due_at: string;
  /** Whether the target is hidden now. */
  hidden: boolean;
}

export interface ReportRow {
  report_id: number;
  target_type: ReportTarget;
  target_id: number;
  reason: ReportReason;
  details: string;
  email: string;
  /** The reporting member's name; '' for a visitor. */
  reporter: string;
  state: ReportState;
  created_at: string;
  due_at: string;
  /** A copyright notice's fields, for reports made through the notice form. */
  notice: CopyrightNotice | null;
}

export interface CopyrightNotice {
  claimant: string;
  contact: string;
  email: string;
  work: string;
  urls: string[];
  good_faith: boolean;
  accurate: boolean;
  signature: string;
}

/** One appeal as the console's queue shows it. */
export interface AppealRow {
  appeal_id: number;
  video_id: number;
  title: string;
  dir: string;
  user: { user_id: number; username: string };
  text: string;
  decision: AppealableDecision;
  /** Who made the decision appealed; '' when unknown. */
  decided_by: string;
  state: AppealState;
  created_at: string;
  due_at: string;
  /** Who decided the appeal and when, once decided. */
  resolved_by: string;
  resolved_at: string | null;
}

/** What the uploader sees of their appeal. */
export interface AppealStatus {
  state: AppealState;
  created_at: string;
  due_at: string;
}

export interface AdminMember {
  user_id: number;
  username: string;
  email: string;
  role: Role;
  banned: boolean;
  ban_reason: string;
  joined: string;
  last_login: string | null;
  uploads: number;
  comments: number;
  reports_made: number;
  reports_against: number;
  profile_hidden: boolean;
}

export interface AdminJob {
  job_id: number;
  video_id: number | null;
  title: string;
  user: string;
  state: JobState;
  attempts: number;
  /** Percent done, 0…100. */
  progress: number;
  worker: string;
  reason: string;
  error: string;
  created_at: string;
  updated_at: string;
  age_s: number;
}

export interface AuditRow {
  audit_id: number;
  at: string;
  actor_id: number | null;
  actor: string;
  action: AuditAction;
  target_type: AuditTarget;
  target_id: number;
  reason: string;
  before: unknown;
  after: unknown;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
}

export interface AdminTaxonomyItem {
  id: number;
  dir: string;
  title: string;
  hidden: boolean;
  videos: number;
}

/** `POST /api/report.php`: stored; `hidden` is true when the report hid the video. */
export interface ReportAnswer {
  ok: true;
  report_id: number;
}

export interface AdminComment {
  comment_id: number;
  section: string;
  object_id: number;
  text: string;
  post_date: string;
  hidden: boolean;
}

export interface AdminMemberDetail extends AdminMember {
  verified_at: string | null;
  /** Verified as an uploader (by hand or by a provider), or null. */
  uploader: UploaderVerification | null;
  uploads_list: ReviewItem[];
  comments_list: AdminComment[];
  reports_made_list: ReportRow[];
  reports_against_list: ReportRow[];
}

export interface AdminJobsPage extends AdminPage<AdminJob> {
  counts: Partial<Record<JobState, number>>;
}

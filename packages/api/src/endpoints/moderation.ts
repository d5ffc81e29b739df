// The staff console's calls under /api/admin/. Every console call is private (no-store), answers
// 401 to a visitor and 403 to a member, and is CSRF-checked like every state-changing request.
// Its calls live in two modules by subject; this is the area the table and the docs list.
export { ADMIN_API_PREFIX, TITLE_MAX_CHARS, DESCRIPTION_MAX_CHARS, TAGS_MAX_CHARS, NOTE_MAX_CHARS } from './adminCommon.js';
export {
  adminMe,
  adminSummary,
  adminReview,
  adminVideo,
  adminApprove,
  adminTakedown,
  adminRestore,
  adminPurge,
  adminReject,
  adminCaptions,
  adminEditVideo,
  adminReports,
  adminReportTarget,
  adminDismiss,
  adminHide,
  adminAppeals,
  adminDecideAppeal,
} from './adminVideoCalls.js';
export {
  adminMembers,
  adminMember,
  adminBan,
  adminUnban,
  adminRole,
  adminJobs,
  adminJobRetry,
  adminJobCancel,
  adminAudit,
  adminTaxonomy,
  adminTaxonomyEdit,
} from './adminStaffCalls.js';

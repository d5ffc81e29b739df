// The words for report reasons, severities and target types, and where a reported target is seen.
import type { ReportGroup, ReportReason, ReportTarget } from '@reel/api/moderation';
import { REPORT_REASONS } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { t, textIn } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import type { Tone } from './ui';

export const reasonText = (reason: ReportReason): string => t(ADMIN_TEXT, `admin.reason.${reason}`);

export const severityText = (severity: number): string => textIn([ADMIN_TEXT], `admin.severity.${severity}`) ?? String(severity);

export function severityTone(severity: number): Tone {
  return severity <= 1 ? 'bad' : severity === 2 ? 'warn' : 'neutral';
}

export const targetText = (type: string, id: number): string =>
  t(ADMIN_TEXT, 'admin.target_label', { type: textIn([ADMIN_TEXT], `admin.target.${type}`) ?? type, id });

/** "Spam × 2, Other × 1": the reasons of a group, the most severe first. */
export function reasonsBreakdown(reasons: ReportGroup['reasons']): string {
  return REPORT_REASONS.filter((r) => (reasons[r] ?? 0) > 0)
    .map((r) => t(ADMIN_TEXT, 'admin.reason_count', { reason: reasonText(r), count: reasons[r] ?? 0 }))
    .join(', ');
}

/** The console page of a target, when it has one: a video's review page, a member's record. */
export function consolePathOf(type: ReportTarget, id: number): string | null {
  if (type === 'video') return adminPagePath('admin_video', { id: id });
  if (type === 'member') return adminPagePath('admin_member', { id: id });
  return null;
}

/** A group's site address, only when it is one of this site's own paths. */
export function siteHref(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

// The console's home: the few numbers an operator looks at first.
import type { AdminSummary } from '@reel/api/moderation';
import type { Database } from '../db/client.js';
import { failedJobCount } from './adminJobs.js';
import { overdueAppeals } from './appeals.js';
import { openReportsBySeverity, overdueReportTargets } from './reports.js';

export async function adminSummary(database: Database, todayStart: string, now: string): Promise<AdminSummary> {
  const [counts] = await database.query<{ review: number; members_today: number; banned: number }>(
    `SELECT (SELECT count(*)::int FROM videos WHERE review_pending) AS review,
            (SELECT count(*)::int FROM members WHERE added_date >= $1::timestamptz) AS members_today,
            (SELECT count(*)::int FROM members WHERE banned_at IS NOT NULL) AS banned`,
    [todayStart],
  );
  return {
    review: Number(counts.review),
    reports_by_severity: await openReportsBySeverity(database),
    failed_jobs: await failedJobCount(database),
    members_today: Number(counts.members_today),
    banned: Number(counts.banned),
    overdue: { reports: await overdueReportTargets(database, now), appeals: await overdueAppeals(database, now) },
  };
}

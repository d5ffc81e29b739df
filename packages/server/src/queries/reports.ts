// Reports from visitors and members, and the queue staff work from: grouped by what is reported,
// the most severe reason first.
import { VideoStatus } from '@reel/api';
import {
  HIDING_REASONS,
  REPORT_REASONS,
  REPORT_SEVERITY,
  type AdminPage,
  type CopyrightNotice,
  type ReportGroup,
  type ReportReason,
  type ReportRow,
  type ReportState,
  type ReportTarget,
  type Role,
} from '@reel/api/moderation';
import type { Database } from '../db/client.js';
import { statusIs } from './statusSql.js';

export interface NewReport {
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  details: string;
  email: string;
  reporterUserId: number | null;
  /** `u:{user_id}` for a member; a hash of the network for a visitor. */
  reporter: string;
  /** A hash of the network the report came from. */
  network: string;
  notice?: CopyrightNotice;
  /** ISO time by which it is to be decided. */
  dueAt: string;
}

export async function insertReport(database: Database, r: NewReport): Promise<number> {
  const rows = await database.query<{ report_id: number }>(
    `INSERT INTO reports (target_type, target_id, reason, details, email, reporter_user_id, reporter, network, notice, due_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::timestamptz) RETURNING report_id`,
    [
      r.targetType,
      r.targetId,
      r.reason,
      r.details,
      r.email,
      r.reporterUserId,
      r.reporter,
      r.network,
      r.notice ? JSON.stringify(r.notice) : null,
      r.dueAt,
    ],
  );
  return Number(rows[0].report_id);
}

/** Whether the target exists and a reporter can see it (a hidden comment or a video that is not
 * live cannot be reported by the public). */
export async function reportableTarget(database: Database, type: ReportTarget, id: number): Promise<boolean> {
  const sql: Record<ReportTarget, string> = {
    video: `SELECT 1 FROM videos WHERE video_id = $1 AND ${statusIs('status_id', VideoStatus.Active)}`,
    comment: "SELECT 1 FROM comments WHERE comment_id = $1 AND hidden_reason = ''",
    wall: "SELECT 1 FROM wall_posts WHERE post_id = $1 AND hidden_reason = ''",
    member: 'SELECT 1 FROM members WHERE user_id = $1 AND banned_at IS NULL',
  };
  return (await database.query(sql[type], [id])).length > 0;
}

/** One reporter of a video's open reports for a hiding reason, with what their weight depends on. */
export interface HidingReporter {
  reporter: string;
  /** The network of the report; an older row without one counts as its reporter's own. */
  network: string;
  /** The member's role and when they joined; null for a visitor. */
  role: Role | null;
  joinedAt: string | null;
  banned: boolean;
  /** Distinct targets whose reports by this reporter staff dismissed since `accuracySince`. */
  dismissed: number;
}

/** The reporters (one row per reporter and network) of a video's open reports for a hiding reason. */
export async function hidingReporters(database: Database, videoId: number, accuracySince: string): Promise<HidingReporter[]> {
  const rows = await database.query<{
    reporter: string;
    network: string;
    role: Role | null;
    added_date: Date | string | null;
    banned: boolean;
    dismissed: number;
  }>(
    `SELECT r.reporter, r.network, m.role, m.added_date, m.banned_at IS NOT NULL AS banned,
            (SELECT count(DISTINCT d.target_type || ':' || d.target_id)::int FROM reports d
              WHERE d.reporter = r.reporter AND d.state = 'dismissed' AND d.resolved_at >= $3) AS dismissed
       FROM (SELECT DISTINCT reporter, coalesce(nullif(network, ''), reporter) AS network, reporter_user_id
               FROM reports WHERE target_type = 'video' AND target_id = $1 AND state = 'open' AND reason = ANY($2::text[])) r
       LEFT JOIN members m ON m.user_id = r.reporter_user_id`,
    [videoId, [...HIDING_REASONS], accuracySince],
  );
  return rows.map((r) => ({
    reporter: r.reporter,
    network: r.network,
    role: r.role,
    joinedAt: r.added_date === null ? null : new Date(r.added_date).toISOString(),
    banned: r.banned === true,
    dismissed: Number(r.dismissed),
  }));
}

/** Whether staff dismissed the video's reports or restored it since `since`: a review that keeps it up. */
export async function keptUpByStaffSince(database: Database, videoId: number, since: string): Promise<boolean> {
  const rows = await database.query(
    `SELECT 1 FROM audit_log WHERE target_type = 'video' AND target_id = $1 AND action IN ('dismiss', 'restore')
        AND actor_id IS NOT NULL AND at >= $2 LIMIT 1`,
    [videoId, since],
  );
  return rows.length > 0;
}

/** Severity as SQL, from the one table of it. */
const SEVERITY_SQL = `CASE reason ${REPORT_REASONS.map((r) => `WHEN '${r}' THEN ${REPORT_SEVERITY[r]}`).join(' ')} ELSE 9 END`;

interface GroupDbRow {
  target_type: ReportTarget;
  target_id: number;
  count: number;
  severity: number;
  first_at: Date | string;
  last_at: Date | string;
  due_at: Date | string;
  reasons: Partial<Record<ReportReason, number>>;
  total: number;
}

/** The queue's order: open reports by the earliest due date of each target (what must be decided
 * first), then the most severe, then the most reported; decided ones the most severe first. */
const GROUP_ORDER: Readonly<Record<ReportState, string>> = {
  open: 'g.due_at, g.severity, g.count DESC',
  actioned: 'g.severity, g.count DESC, g.last_at DESC',
  dismissed: 'g.severity, g.count DESC, g.last_at DESC',
};

/** A page of targets with reports in `state`, in the queue's order (GROUP_ORDER). */
export async function reportGroups(
  database: Database,
  state: ReportState,
  page: number,
  size: number,
): Promise<AdminPage<Omit<ReportGroup, 'label' | 'url' | 'hidden'>>> {
  const rows = await database.query<GroupDbRow>(
    `WITH r AS (SELECT target_type, target_id, reason, created_at, due_at, ${SEVERITY_SQL} AS sev FROM reports WHERE state = $1),
     g AS (SELECT target_type, target_id, count(*)::int AS count, min(sev)::int AS severity, min(created_at) AS first_at,
                  max(created_at) AS last_at, min(due_at) AS due_at FROM r GROUP BY target_type, target_id),
     rc AS (SELECT target_type, target_id, jsonb_object_agg(reason, n) AS reasons
              FROM (SELECT target_type, target_id, reason, count(*)::int AS n FROM r GROUP BY 1, 2, 3) x GROUP BY 1, 2)
     SELECT g.*, rc.reasons, count(*) OVER ()::int AS total FROM g JOIN rc USING (target_type, target_id)
      ORDER BY ${GROUP_ORDER[state]}, g.target_type, g.target_id LIMIT $2 OFFSET $3`,
    [state, size, (page - 1) * size],
  );
  const worstOf = (severity: number, reasons: Partial<Record<ReportReason, number>>): ReportReason =>
    REPORT_REASONS.find((r) => REPORT_SEVERITY[r] === severity && reasons[r]) ?? 'other';
  return {
    items: rows.map((r) => ({
      target_type: r.target_type,
      target_id: Number(r.target_id),
      count: Number(r.count),
      severity: Number(r.severity),
      worst: worstOf(Number(r.severity), r.reasons),
      reasons: r.reasons,
      first_at: new Date(r.first_at).toISOString(),
      last_at: new Date(r.last_at).toISOString(),
      due_at: new Date(r.due_at).toISOString(),
    })),
    total: rows.length ? Number(rows[0].total) : 0,
    page,
  };
}

/** What staff see to recognise a target: a label, the address that shows it, and whether it is hidden now. */
export interface TargetInfo {
  label: string;
  /** For videos: id and dir for the watch address; for comments and wall posts: where they sit. */
  dir: string;
  section: string;
  objectId: number;
  hidden: boolean;
}

export async function targetInfo(database: Database, type: ReportTarget, ids: number[]): Promise<Map<number, TargetInfo>> {
  if (ids.length === 0) return new Map();
  const sql: Record<ReportTarget, string> = {
    video: `SELECT video_id AS id, title AS label, dir, '' AS section, 0 AS object_id, NOT (${statusIs('status_id', VideoStatus.Active)}) AS hidden FROM videos WHERE video_id = ANY($1::int[])`,
    comment: `SELECT c.comment_id AS id, left(c.text, 120) AS label, coalesce(v.dir, '') AS dir, c.section, c.object_id, c.hidden_reason <> '' AS hidden
                FROM comments c LEFT JOIN videos v ON c.section = 'video' AND v.video_id = c.object_id WHERE c.comment_id = ANY($1::int[])`,
    wall: `SELECT post_id AS id, left(text, 120) AS label, '' AS dir, 'wall' AS section, user_id AS object_id, hidden_reason <> '' AS hidden FROM wall_posts WHERE post_id = ANY($1::int[])`,
    member: `SELECT user_id AS id, username AS label, '' AS dir, '' AS section, user_id AS object_id, profile_hidden OR banned_at IS NOT NULL AS hidden FROM members WHERE user_id = ANY($1::int[])`,
  };
  const rows = await database.query<{ id: number; label: string; dir: string; section: string; object_id: number; hidden: boolean }>(
    sql[type],
    [ids],
  );
  return new Map(
    rows.map((r) => [Number(r.id), { label: r.label, dir: r.dir, section: r.section, objectId: Number(r.object_id), hidden: r.hidden }]),
  );
}

interface ReportDbRow {
  report_id: number;
  target_type: ReportTarget;
  target_id: number;
  reason: ReportReason;
  details: string;
  email: string;
  reporter: string;
  state: ReportState;
  created_at: Date | string;
  due_at: Date | string;
  notice: CopyrightNotice | null;
}

/** A report as staff read it: a member reporter by name; a visitor's hashed address is not shown
 * (it is kept to count distinct reporters, and means nothing to a person). */
const REPORT_COLUMNS = `r.report_id, r.target_type, r.target_id, r.reason, r.details, r.email, coalesce(rm.username, '') AS reporter, r.state,
  r.created_at, r.due_at, r.notice`;
const REPORT_FROM = 'reports r LEFT JOIN members rm ON rm.user_id = r.reporter_user_id';

const toReportRow = (r: ReportDbRow): ReportRow => ({
  ...r,
  report_id: Number(r.report_id),
  target_id: Number(r.target_id),
  created_at: new Date(r.created_at).toISOString(),
  due_at: new Date(r.due_at).toISOString(),
});

export async function reportsOfTarget(database: Database, type: ReportTarget, id: number): Promise<ReportRow[]> {
  const rows = await database.query<ReportDbRow>(
    `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE r.target_type = $1 AND r.target_id = $2 ORDER BY r.report_id DESC LIMIT 500`,
    [type, id],
  );
  return rows.map(toReportRow);
}

/** Reports a member made, and reports against the member, their uploads, comments and wall posts. */
export async function memberReports(
  database: Database,
  userId: number,
  limit: number,
): Promise<{ made: ReportRow[]; against: ReportRow[] }> {
  const made = await database.query<ReportDbRow>(
    `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE r.reporter_user_id = $1 ORDER BY r.report_id DESC LIMIT $2`,
    [userId, limit],
  );
  const against = await database.query<ReportDbRow>(
    `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE ${AGAINST_MEMBER} ORDER BY r.report_id DESC LIMIT $2`,
    [userId, limit],
  );
  return { made: made.map(toReportRow), against: against.map(toReportRow) };
}

/** A report concerns member $1 when it names them, one of their videos, comments or wall posts. */
export const AGAINST_MEMBER = `(
  (r.target_type = 'member' AND r.target_id = $1)
  OR (r.target_type = 'video' AND r.target_id IN (SELECT video_id FROM videos WHERE user_id = $1))
  OR (r.target_type = 'comment' AND r.target_id IN (SELECT comment_id FROM comments WHERE user_id = $1))
  OR (r.target_type = 'wall' AND r.target_id IN (SELECT post_id FROM wall_posts WHERE author_id = $1)))`;

/** Closes the open reports of a target; answers the closed ones (their reply addresses get the outcome). */
export async function closeReports(
  database: Database,
  type: ReportTarget,
  id: number,
  state: Exclude<ReportState, 'open'>,
  by: number,
): Promise<{ report_id: number; email: string; reason: ReportReason }[]> {
  const rows = await database.query<{ report_id: number; email: string; reason: ReportReason }>(
    `UPDATE reports SET state = $3, resolved_at = now(), resolved_by = $4
      WHERE target_type = $1 AND target_id = $2 AND state = 'open' RETURNING report_id, email, reason`,
    [type, id, state, by],
  );
  return rows.map((r) => ({ ...r, report_id: Number(r.report_id) }));
}

/** Targets whose earliest open report was due before `now`. */
export async function overdueReportTargets(database: Database, now: string): Promise<number> {
  const rows = await database.query<{ n: number }>(
    `SELECT count(DISTINCT (target_type, target_id))::int AS n FROM reports WHERE state = 'open' AND due_at < $1::timestamptz`,
    [now],
  );
  return Number(rows[0].n);
}

/** Open reports by the severity of their target's worst reason: `{ "1": targets, … }`. */
export async function openReportsBySeverity(database: Database): Promise<Record<string, number>> {
  const rows = await database.query<{ severity: number; n: number }>(
    `SELECT severity, count(*)::int AS n FROM (
       SELECT min(${SEVERITY_SQL}) AS severity FROM reports WHERE state = 'open' GROUP BY target_type, target_id) g
      GROUP BY severity ORDER BY severity`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.severity), Number(r.n)]));
}

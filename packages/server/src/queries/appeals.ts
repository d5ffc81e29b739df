// Uploaders' appeals against the rejection or takedown of their videos, and the queue staff decide
// them from: open ones by due date, without those against the reader's own decisions.
import type { AdminPage, AppealableDecision, AppealRow, AppealState, AppealStatus } from '@reel/api/moderation';
import type { Database } from '../db/client.js';

export interface NewAppeal {
  videoId: number;
  userId: number;
  text: string;
  decision: AppealableDecision;
  decidedBy: number | null;
  dueAt: string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** The new appeal, or null when the video has one already (one appeal a video, whatever its outcome). */
export async function insertAppeal(database: Database, a: NewAppeal): Promise<AppealStatus | null> {
  const rows = await database.query<{ state: AppealState; created_at: Date | string; due_at: Date | string }>(
    `INSERT INTO appeals (video_id, user_id, text, decision, decided_by, due_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
     ON CONFLICT (video_id) DO NOTHING RETURNING state, created_at, due_at`,
    [a.videoId, a.userId, a.text, a.decision, a.decidedBy, a.dueAt],
  );
  return rows[0] ? { state: rows[0].state, created_at: iso(rows[0].created_at), due_at: iso(rows[0].due_at) } : null;
}

/** Who made the latest `decision` on the video, by the audit log; null when no staff row says. */
export async function lastDecider(database: Database, videoId: number, decision: AppealableDecision): Promise<number | null> {
  const rows = await database.query<{ actor_id: number | null }>(
    `SELECT actor_id FROM audit_log WHERE target_type = 'video' AND target_id = $1 AND action = $2 AND actor_id IS NOT NULL
      ORDER BY audit_id DESC LIMIT 1`,
    [videoId, decision],
  );
  return rows[0] ? Number(rows[0].actor_id) : null;
}

/** The appeals of these videos, by video id. */
export async function appealsOfVideos(database: Database, videoIds: number[]): Promise<Map<number, AppealStatus>> {
  if (videoIds.length === 0) return new Map();
  const rows = await database.query<{ video_id: number; state: AppealState; created_at: Date | string; due_at: Date | string }>(
    'SELECT video_id, state, created_at, due_at FROM appeals WHERE video_id = ANY($1::int[])',
    [videoIds],
  );
  return new Map(rows.map((r) => [Number(r.video_id), { state: r.state, created_at: iso(r.created_at), due_at: iso(r.due_at) }]));
}

interface AppealDbRow {
  appeal_id: number;
  video_id: number;
  title: string;
  dir: string;
  user_id: number;
  username: string;
  text: string;
  decision: AppealableDecision;
  decider: string | null;
  decided_by: number | null;
  state: AppealState;
  created_at: Date | string;
  due_at: Date | string;
  resolver: string | null;
  resolved_at: Date | string | null;
  total?: number;
}

const APPEAL_COLUMNS = `a.appeal_id, a.video_id, v.title, v.dir, a.user_id, m.username, a.text, a.decision, a.decided_by,
       d.username AS decider, a.state, a.created_at, a.due_at, rs.username AS resolver, a.resolved_at`;
const APPEAL_FROM = `appeals a JOIN videos v ON v.video_id = a.video_id JOIN members m ON m.user_id = a.user_id
  LEFT JOIN members d ON d.user_id = a.decided_by LEFT JOIN members rs ON rs.user_id = a.resolved_by`;

/** An appeal and who made the decision it is against (`decidedBy`, for the rule that another decides it). */
export type StoredAppeal = AppealRow & { decidedBy: number | null };

const toAppeal = (r: AppealDbRow): StoredAppeal => ({
  appeal_id: Number(r.appeal_id),
  video_id: Number(r.video_id),
  title: r.title,
  dir: r.dir,
  user: { user_id: Number(r.user_id), username: r.username },
  text: r.text,
  decision: r.decision,
  decided_by: r.decider ?? '',
  decidedBy: r.decided_by === null ? null : Number(r.decided_by),
  state: r.state,
  created_at: iso(r.created_at),
  due_at: iso(r.due_at),
  resolved_by: r.resolver ?? '',
  resolved_at: r.resolved_at === null ? null : iso(r.resolved_at),
});

export async function appealById(database: Database, appealId: number): Promise<StoredAppeal | null> {
  const rows = await database.query<AppealDbRow>(`SELECT ${APPEAL_COLUMNS} FROM ${APPEAL_FROM} WHERE a.appeal_id = $1`, [appealId]);
  return rows[0] ? toAppeal(rows[0]) : null;
}

/** A page of open appeals `staffId` may decide (not against their own decision), the earliest due first. */
export async function openAppeals(database: Database, staffId: number, page: number, size: number): Promise<AdminPage<AppealRow>> {
  const rows = await database.query<AppealDbRow>(
    `SELECT ${APPEAL_COLUMNS}, count(*) OVER ()::int AS total FROM ${APPEAL_FROM}
      WHERE a.state = 'open' AND a.decided_by IS DISTINCT FROM $1 ORDER BY a.due_at, a.appeal_id LIMIT $2 OFFSET $3`,
    [staffId, size, (page - 1) * size],
  );
  return {
    items: rows.map((r) => {
      const { decidedBy: _rule, ...row } = toAppeal(r);
      return row;
    }),
    total: rows.length ? Number(rows[0].total) : 0,
    page,
  };
}

/** Closes an open appeal; false when it was decided already (a second request racing the first). */
export async function closeAppeal(database: Database, appealId: number, state: Exclude<AppealState, 'open'>, by: number): Promise<boolean> {
  const rows = await database.query(
    `UPDATE appeals SET state = $2, resolved_at = now(), resolved_by = $3 WHERE appeal_id = $1 AND state = 'open' RETURNING appeal_id`,
    [appealId, state, by],
  );
  return rows.length > 0;
}

/** Open appeals due before `now`. */
export async function overdueAppeals(database: Database, now: string): Promise<number> {
  const rows = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM appeals WHERE state = 'open' AND due_at < $1::timestamptz",
    [now],
  );
  return Number(rows[0].n);
}

// What the console reads and changes of members: search, one member's record, bans, roles, and
// hiding what members wrote (comments, wall posts, profile texts and pictures).
import type { AdminComment, AdminMember, AdminPage, Role } from '@reel/api/moderation';
import type { Database } from '../db/client.js';
import { AGAINST_MEMBER } from './reports.js';

interface MemberDbRow {
  user_id: number;
  username: string;
  email: string;
  role: Role;
  banned_at: Date | null;
  ban_reason: string;
  added_date: Date;
  last_login: Date | null;
  verified_at: Date | null;
  profile_hidden: boolean;
  uploads: number;
  comments: number;
  reports_made: number;
  reports_against: number;
  total?: number;
}

const MEMBER_SELECT = `SELECT m.user_id, m.username, m.email, m.role, m.banned_at, m.ban_reason, m.added_date, m.last_login, m.verified_at,
   m.profile_hidden,
   (SELECT count(*)::int FROM videos v WHERE v.user_id = m.user_id) AS uploads,
   (SELECT count(*)::int FROM comments c WHERE c.user_id = m.user_id) AS comments,
   (SELECT count(*)::int FROM reports r WHERE r.reporter_user_id = m.user_id) AS reports_made,
   (SELECT count(*)::int FROM reports r WHERE ${AGAINST_MEMBER.replaceAll('$1', 'm.user_id')}) AS reports_against
  FROM members m`;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function toAdminMember(r: MemberDbRow): AdminMember & { verified_at: string | null } {
  return {
    user_id: Number(r.user_id),
    username: r.username,
    email: r.email,
    role: r.role,
    banned: r.banned_at !== null,
    ban_reason: r.ban_reason,
    joined: new Date(r.added_date).toISOString(),
    last_login: iso(r.last_login),
    uploads: Number(r.uploads),
    comments: Number(r.comments),
    reports_made: Number(r.reports_made),
    reports_against: Number(r.reports_against),
    profile_hidden: r.profile_hidden,
    verified_at: iso(r.verified_at),
  };
}

/** Members whose name or e-mail contains `q` (every member without it), newest first. */
export async function searchMembers(database: Database, q: string, page: number, size: number): Promise<AdminPage<AdminMember>> {
  const rows = await database.query<MemberDbRow>(
    `${MEMBER_SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')}
      WHERE $1 = '' OR m.username ILIKE '%' || $1 || '%' OR m.email ILIKE '%' || $1 || '%'
      ORDER BY m.user_id DESC LIMIT $2 OFFSET $3`,
    [q.replace(/[\\%_]/g, (c) => `\\${c}`), size, (page - 1) * size],
  );
  return { items: rows.map(toAdminMember), total: rows.length ? Number(rows[0].total) : 0, page };
}

export async function adminMemberRow(database: Database, userId: number): Promise<(AdminMember & { verified_at: string | null }) | null> {
  const rows = await database.query<MemberDbRow>(`${MEMBER_SELECT} WHERE m.user_id = $1`, [userId]);
  return rows[0] ? toAdminMember(rows[0]) : null;
}

export async function memberComments(database: Database, userId: number, limit: number): Promise<AdminComment[]> {
  const rows = await database.query<{
    comment_id: number;
    section: string;
    object_id: number;
    text: string;
    post_date: Date;
    hidden_reason: string;
  }>(
    'SELECT comment_id, section, object_id, text, post_date, hidden_reason FROM comments WHERE user_id = $1 ORDER BY comment_id DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((r) => ({
    comment_id: Number(r.comment_id),
    section: r.section,
    object_id: Number(r.object_id),
    text: r.text,
    post_date: new Date(r.post_date).toISOString(),
    hidden: r.hidden_reason !== '',
  }));
}

/**
 * Bans a member in one statement: the ban is stamped, every session ends, and every comment and
 * wall post they wrote that is shown now is hidden as the ban's. False when already banned.
 */
export async function banMember(database: Database, userId: number, reason: string): Promise<boolean> {
  const rows = await database.query(
    `WITH m AS (UPDATE members SET banned_at = now(), ban_reason = $2 WHERE user_id = $1 AND banned_at IS NULL RETURNING user_id),
     s AS (DELETE FROM sessions WHERE user_id = (SELECT user_id FROM m) RETURNING 1),
     c AS (UPDATE comments SET hidden_reason = 'ban' WHERE user_id = (SELECT user_id FROM m) AND hidden_reason = '' RETURNING 1),
     w AS (UPDATE wall_posts SET hidden_reason = 'ban' WHERE author_id = (SELECT user_id FROM m) AND hidden_reason = '' RETURNING 1)
     SELECT user_id FROM m`,
    [userId, reason],
  );
  return rows.length > 0;
}

/** Lifts a ban; what the ban hid is shown again (what staff hid on its own stays hidden). */
export async function unbanMember(database: Database, userId: number): Promise<boolean> {
  const rows = await database.query(
    `WITH m AS (UPDATE members SET banned_at = NULL, ban_reason = '' WHERE user_id = $1 AND banned_at IS NOT NULL RETURNING user_id),
     c AS (UPDATE comments SET hidden_reason = '' WHERE user_id = (SELECT user_id FROM m) AND hidden_reason = 'ban' RETURNING 1),
     w AS (UPDATE wall_posts SET hidden_reason = '' WHERE author_id = (SELECT user_id FROM m) AND hidden_reason = 'ban' RETURNING 1)
     SELECT user_id FROM m`,
    [userId],
  );
  return rows.length > 0;
}

/** Hides or shows a comment, a wall post or a profile; false when there is no such thing or it is
 * already as asked. A ban's hiding is the ban's to lift: showing it again here is refused. */
export async function setHidden(database: Database, type: 'comment' | 'wall' | 'member', id: number, hidden: boolean): Promise<boolean> {
  const sql = {
    comment: hidden
      ? `UPDATE comments SET hidden_reason = 'staff' WHERE comment_id = $1 AND hidden_reason = '' RETURNING 1`
      : `UPDATE comments SET hidden_reason = '' WHERE comment_id = $1 AND hidden_reason = 'staff' RETURNING 1`,
    wall: hidden
      ? `UPDATE wall_posts SET hidden_reason = 'staff' WHERE post_id = $1 AND hidden_reason = '' RETURNING 1`
      : `UPDATE wall_posts SET hidden_reason = '' WHERE post_id = $1 AND hidden_reason = 'staff' RETURNING 1`,
    member: `UPDATE members SET profile_hidden = $2 WHERE user_id = $1 AND profile_hidden <> $2 RETURNING 1`,
  }[type];
  const rows = await database.query(sql, type === 'member' ? [id, hidden] : [id]);
  return rows.length > 0;
}

/** The address and name mail about a member goes to. */
export async function memberContact(database: Database, userId: number): Promise<{ email: string; username: string } | null> {
  const rows = await database.query<{ email: string; username: string }>('SELECT email, username FROM members WHERE user_id = $1', [
    userId,
  ]);
  return rows[0] ?? null;
}

// The members list (community page, a member's friends, subscribers and subscriptions) and a single
// member's public profile.
import type { MemberSection, MemberSort } from '@reel/api';
import type { MemberAnswer, MemberList } from '@reel/api/endpoints';
import type { DataContext } from '../dataContext.js';
import { ageBandSql, letterSql, readMemberFilter } from '../filters.js';
import { refusal, type Refusal } from '../refusal.js';
import { SqlParts } from '../listSql.js';
import { memberColumns, toMember, type MemberRow } from './memberRows.js';
import { escapeLike, pageOf, todayOf } from './shared.js';

/** The friend-request status that makes two members friends. */
export const FRIEND_ACCEPTED = 'accepted';

const ORDER: Record<MemberSort, string> = {
  recent: 'm.added_date DESC, m.user_id DESC',
  alphabetaz: 'lower(m.username) ASC, m.user_id ASC',
  alphabetza: 'lower(m.username) DESC, m.user_id DESC',
  'count-videos': 'm.total_videos DESC, m.user_id DESC',
  'most-subscribed': 'm.subscribers DESC, m.user_id DESC',
  'most-viewed': 'm.viewed DESC, m.user_id DESC',
};

export interface MemberListQuery {
  section: MemberSection;
  /** The member whose friends, subscribers or subscriptions are listed; null for section all. */
  userId: number | null;
  /** The `filt…` path segment. */
  filter: string;
  sort: MemberSort;
  count: number;
  page: number;
  /** Contained in the username; '' for none. */
  search: string;
}

/** gender, age band, relationship, orientation, country, avatar, uploads, first letter, as `readMemberFilter` gives them. */
function memberFilterSql(p: SqlParts, fields: string[], now: number): void {
  const [gender, age, relationship, orientation, country, avatar, uploads, letter] = fields;
  if (gender) p.where.push(`m.gender = ${p.add(Number(gender))}`);
  if (age) p.where.push(ageBandSql(p, 'm.birth_date', age, now));
  if (relationship) p.where.push(`m.relationship = ${p.add(Number(relationship))}`);
  if (orientation) p.where.push(`m.orientation = ${p.add(Number(orientation))}`);
  if (country) p.where.push(`lower(m.country) = ${p.add(country)}`);
  if (avatar) p.where.push(avatar === 'yes' ? `m.avatar <> ''` : `m.avatar = ''`);
  if (uploads) p.where.push(uploads === 'yes' ? 'm.total_videos > 0' : 'm.total_videos = 0');
  if (letter) p.where.push(letterSql(p, 'm.username', letter));
}

/** Friends are accepted requests in either direction; subscriptions are of type user. */
function sectionSql(p: SqlParts, section: MemberSection, userId: number): void {
  const u = p.add(userId);
  if (section === 'friends') {
    const accepted = p.add(FRIEND_ACCEPTED);
    p.where.push(`m.user_id IN (SELECT fr.to_user_id FROM friend_requests fr WHERE fr.from_user_id = ${u} AND fr.status = ${accepted}
      UNION ALL SELECT fr.from_user_id FROM friend_requests fr WHERE fr.to_user_id = ${u} AND fr.status = ${accepted})`);
  } else if (section === 'subscribers') {
    p.where.push(`EXISTS (SELECT 1 FROM subscriptions s WHERE s.type = 'user' AND s.object_id = ${u} AND s.user_id = m.user_id)`);
  } else {
    p.where.push(`EXISTS (SELECT 1 FROM subscriptions s WHERE s.type = 'user' AND s.user_id = ${u} AND s.object_id = m.user_id)`);
  }
}

async function memberExists(ctx: DataContext, userId: number): Promise<boolean> {
  const rows = await ctx.database.query('SELECT 1 FROM members WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

export async function listMembers(ctx: DataContext, q: MemberListQuery): Promise<MemberList | Refusal> {
  const p = new SqlParts();
  const fields = readMemberFilter(q.filter);
  if (!fields) return refusal('invalid', 'invalid_filter');
  memberFilterSql(p, fields, ctx.now());
  if (q.section !== 'all') {
    if (q.userId === null) return refusal('invalid', 'object_id_required');
    sectionSql(p, q.section, q.userId);
  }
  if (q.search) p.where.push(`m.username ILIKE ${p.add(`%${escapeLike(q.search)}%`)} ESCAPE '\\'`);
  if (q.userId !== null && !(await memberExists(ctx, q.userId))) return refusal('not_found', 'user_not_found');
  const where = p.where.length ? `WHERE ${p.where.join(' AND ')}` : '';
  const { rows, total } = await pageOf<MemberRow>(ctx, p, {
    from: `FROM members m ${where}`,
    order: ORDER[q.sort],
    select: (parts) => memberColumns(parts.add(todayOf(ctx))),
    count: q.count,
    page: q.page,
  });
  return { members: rows.map((r) => toMember(ctx, r)), total_count: total };
}

export async function loadMember(ctx: DataContext, userId: number): Promise<MemberAnswer | null> {
  const rows = await ctx.database.query<MemberRow>(`SELECT ${memberColumns('$2')} FROM members m WHERE m.user_id = $1`, [
    userId,
    todayOf(ctx),
  ]);
  if (rows.length === 0) return null;
  const member = toMember(ctx, rows[0]);
  return { member, user: { user_id: member.user_id, username: member.username } };
}

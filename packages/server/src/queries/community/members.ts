// The members list (community page, a member's friends, subscribers and subscriptions) and a single
// member's public profile.
import { GENDER_VALUES, MEMBER_FILTER_POSITIONS, ORIENTATION, RELATIONSHIP, YES_NO } from '@reel/api';
import type { MemberAnswer, MemberList, MemberSection, MemberSort } from '@reel/api';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { ageBandSql, checkValue, letterSql, splitFilter } from '../filters.js';
import { SqlParts } from '../videoList.js';
import { memberColumns, toMember, type MemberRow } from './memberRows.js';
import { escapeLike, pageOf, todayOf } from './shared.js';

/** The friend-request status that makes two members friends. */
export const FRIEND_ACCEPTED = 'accepted';

const COUNTRY = /^[a-z]{2}$/;

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

const keysOf = (set: object) => Object.keys(set);

/** gender, age band, relationship, orientation, country, avatar, uploads, first letter (MEMBER_FILTER_FIELDS). */
export function memberFilterSql(p: SqlParts, segment: string, now: number): void {
  const [gender, age, relationship, orientation, country, avatar, uploads, letter] = splitFilter(segment, MEMBER_FILTER_POSITIONS);
  if (gender) p.where.push(`m.gender = ${p.add(Number(checkValue(gender, keysOf(GENDER_VALUES))))}`);
  if (age) p.where.push(ageBandSql(p, 'm.birth_date', age, now));
  if (relationship) p.where.push(`m.relationship = ${p.add(Number(checkValue(relationship, keysOf(RELATIONSHIP))))}`);
  if (orientation) p.where.push(`m.orientation = ${p.add(Number(checkValue(orientation, keysOf(ORIENTATION))))}`);
  if (country) {
    if (!COUNTRY.test(country)) throw badRequest('invalid_filter');
    p.where.push(`lower(m.country) = ${p.add(country)}`);
  }
  if (avatar) p.where.push(checkValue(avatar, YES_NO) === 'yes' ? `m.avatar <> ''` : `m.avatar = ''`);
  if (uploads) p.where.push(checkValue(uploads, YES_NO) === 'yes' ? 'm.total_videos > 0' : 'm.total_videos = 0');
  if (letter) p.where.push(letterSql(p, 'm.username', letter));
}

/** Friends are accepted requests in either direction; subscriptions are of type user. */
function sectionSql(p: SqlParts, section: MemberSection, userId: number | null): void {
  if (section === 'all') return;
  if (userId === null) throw badRequest('object_id_required');
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

async function checkMemberExists(ctx: AppContext, userId: number): Promise<void> {
  const rows = await ctx.database.query('SELECT 1 FROM members WHERE user_id = $1', [userId]);
  if (rows.length === 0) throw notFound('user_not_found');
}

export async function listMembers(ctx: AppContext, q: MemberListQuery): Promise<MemberList> {
  const p = new SqlParts();
  memberFilterSql(p, q.filter, ctx.now());
  sectionSql(p, q.section, q.userId);
  if (q.search) p.where.push(`m.username ILIKE ${p.add(`%${escapeLike(q.search)}%`)} ESCAPE '\\'`);
  if (q.userId !== null) await checkMemberExists(ctx, q.userId);
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

export async function loadMember(ctx: AppContext, userId: number): Promise<MemberAnswer> {
  const rows = await ctx.database.query<MemberRow>(`SELECT ${memberColumns('$2')} FROM members m WHERE m.user_id = $1`, [userId, todayOf(ctx)]);
  if (rows.length === 0) throw notFound('user_not_found');
  const member = toMember(ctx, rows[0]);
  return { member, user: { user_id: member.user_id, username: member.username } };
}

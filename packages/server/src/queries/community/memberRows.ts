// Members as the public sees them: the wire type `MemberProfile`. The column list is explicit so
// that email, password_hash and the other private columns can never reach an answer. The age goes
// out as its band (AGE_BANDS) only: an exact birth date is the member's own (member.php).
import { AGE_BANDS, type MemberProfile } from '@reel/api';
import type { DataContext } from '../dataContext.js';
import { formatDate, mediaUrl } from '../format.js';
import type { MemberRecord } from '../rows.js';
import { votesSql } from './shared.js';

/** A member as `memberColumns` selects it: public columns, the age in whole years (turned into a band
 * before it leaves) and the activity counters. */
export type MemberRow = Pick<
  MemberRecord,
  | 'user_id'
  | 'username'
  | 'about_me'
  | 'description'
  | 'country'
  | 'city'
  | 'gender'
  | 'relationship'
  | 'orientation'
  | 'education'
  | 'website'
  | 'occupation'
  | 'interests'
  | 'avatar'
  | 'cover'
  | 'added_date'
  | 'total_videos'
  | 'viewed'
  | 'subscribers'
> & { age: number | null; likes: number; dislikes: number; favourites: number; comments: number };

/**
 * A member's activity counters. `favourites` and `comments` are what the member has favourited and
 * written (a member cannot be favourited, and the member pages list the member's own comments);
 * likes and dislikes are votes on the member's profile.
 */
export function memberStatsSql(idExpr: string): { likes: string; dislikes: string; favourites: string; comments: string } {
  return {
    likes: votesSql('user', idExpr, true),
    dislikes: votesSql('user', idExpr, false),
    favourites: `(SELECT count(*)::int FROM favourites fv WHERE fv.user_id = ${idExpr})`,
    comments: `(SELECT count(*)::int FROM comments cw WHERE cw.user_id = ${idExpr})`,
  };
}

/** Columns of `members m`; `today` is a placeholder of a 'YYYY-MM-DD' parameter the age is counted to. */
export function memberColumns(today: string): string {
  const s = memberStatsSql('m.user_id');
  // A profile staff hid shows its name and numbers only: every text and picture the member wrote is blank.
  const own = (column: string) => `CASE WHEN m.profile_hidden THEN '' ELSE m.${column} END AS ${column}`;
  return `m.user_id, m.username, ${own('about_me')}, ${own('description')}, m.country, m.city, m.gender,
    date_part('year', age(${today}::date, m.birth_date))::int AS age,
    m.relationship, m.orientation, ${own('education')}, ${own('website')}, ${own('occupation')}, ${own('interests')}, ${own('avatar')}, ${own('cover')},
    m.added_date, m.total_videos, m.viewed, m.subscribers,
    ${s.likes} AS likes, ${s.dislikes} AS dislikes, ${s.favourites} AS favourites, ${s.comments} AS comments`;
}

/** The key of the band ('18-21' … '40+') an age in years falls in, or null. */
export function ageBandOf(years: number | null): number | null {
  if (years === null) return null;
  for (const [key, label] of Object.entries(AGE_BANDS)) {
    const [low, high] = label.split(/[-+]/);
    if (years >= Number(low) && (high === '' || high === undefined || years <= Number(high))) return Number(key);
  }
  return null;
}

export function toMember(ctx: DataContext, r: MemberRow): MemberProfile {
  const base = ctx.config.mediaBaseUrl;
  return {
    user_id: r.user_id,
    username: r.username,
    about_me: r.about_me,
    description: r.description,
    country: r.country,
    city: r.city,
    gender: r.gender,
    age: ageBandOf(r.age),
    birth_date: null,
    relationship: r.relationship,
    orientation: r.orientation,
    education: r.education,
    website: r.website,
    occupation: r.occupation,
    interests: r.interests,
    avatar: mediaUrl(base, r.avatar),
    cover: mediaUrl(base, r.cover),
    added_date: formatDate(r.added_date),
    statistics: {
      viewed: r.viewed,
      likes: r.likes,
      dislikes: r.dislikes,
      comments: r.comments,
      favourites: r.favourites,
      videos: r.total_videos,
      subscribers: r.subscribers,
    },
  };
}

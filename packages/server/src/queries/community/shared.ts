// SQL fragments and paging shared by the community queries (members, comments, playlists,
// subscriptions). Every fragment here interpolates only identifiers and literals chosen by code;
// values that come from a request always go through `SqlParts.add` as bind parameters.
import { VideoStatus } from '@reel/api';
import type { DataContext } from '../dataContext.js';
import type { SqlParts } from '../listSql.js';
import { statusIs } from '../statusSql.js';

/** Sections whose objects can be voted on or commented on, as the `votes` and `comments` rows name them. */
export type ObjectSection = 'video' | 'channel' | 'model' | 'user' | 'playlist';

/** The UTC calendar day of the context clock: ages are counted against it so tests can pin time. */
export function todayOf(ctx: DataContext): string {
  return new Date(ctx.now()).toISOString().slice(0, 10);
}

/**
 * Likes or dislikes of an object from the `votes` table. A like is stored as a positive number;
 * counting "not positive" as a dislike holds whether the writer stores 0 or -1 for it.
 */
export function votesSql(section: ObjectSection, idExpr: string, like: boolean): string {
  return `(SELECT count(*)::int FROM votes vt WHERE vt.section = '${section}' AND vt.object_id = ${idExpr} AND vt.vote ${like ? '> 0' : '<= 0'})`;
}

/** Comments posted on an object. */
export function commentsOnSql(section: ObjectSection, idExpr: string): string {
  return `(SELECT count(*)::int FROM comments cm WHERE cm.section = '${section}' AND cm.object_id = ${idExpr})`;
}

/** The relative thumb path of a playlist: its first active video's thumb, in position order. */
export function playlistThumbSql(idExpr: string): string {
  return `(SELECT tv.media->>'thumb' FROM playlist_items ti JOIN videos tv ON tv.video_id = ti.video_id
     WHERE ti.playlist_id = ${idExpr} AND t${statusIs('v.status_id', VideoStatus.Active)}
     ORDER BY ti.position, ti.video_id LIMIT 1)`;
}

/** `%` and `_` typed by a visitor are literal characters, not wildcards (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface PageSpec {
  /** `FROM … WHERE …`, using only the parameters already in the parts. */
  from: string;
  order: string;
  /** Builds the column list; may add parameters of its own (they come after the WHERE ones). */
  select: (p: SqlParts) => string;
  count: number;
  page: number;
}

/**
 * One page of rows and the total. The count runs on the WHERE parameters alone: PostgreSQL refuses
 * a statement with a parameter it never uses, so the select's own parameters must stay out of it.
 */
export async function pageOf<T>(ctx: DataContext, p: SqlParts, spec: PageSpec): Promise<{ rows: T[]; total: number }> {
  const countParams = [...p.params];
  const columns = spec.select(p);
  const limit = p.add(spec.count);
  const offset = p.add((spec.page - 1) * spec.count);
  const [rows, counted] = await Promise.all([
    ctx.database.query<T>(`SELECT ${columns} ${spec.from} ORDER BY ${spec.order} LIMIT ${limit} OFFSET ${offset}`, p.params),
    ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n ${spec.from}`, countParams),
  ]);
  return { rows, total: counted[0].n };
}

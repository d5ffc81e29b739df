// A video's moves between statuses, and the counters that follow them. A category's, channel's,
// model's and owner's `total_videos` count live videos only, so every move into or out of status 1
// adds or takes one, in the statement that moves it: a second request racing the first finds the
// video no longer in a status it may leave and changes nothing.
import { VideoStatus } from '@reel/api';
import type { Database } from '../db/client.js';
import { sqlStatus, statusIs } from './statusSql.js';

/** Columns a move may set beside the status; `now` writes the statement's time. */
export interface StatusPatch {
  review_pending?: boolean;
  reviewed_at?: 'now' | null;
  reviewed_by?: number | null;
  reject_reason?: string;
  reject_note?: string;
  /** `current`: the status the video had before this move (a hold remembers what to go back to). */
  held_from?: number | null | 'current';
  hold_reason?: string;
  removed_at?: 'now' | null;
  post_date?: 'now';
}

function setClauses(patch: StatusPatch, params: unknown[]): string[] {
  const out: string[] = [];
  for (const [column, value] of Object.entries(patch) as [keyof StatusPatch, unknown][]) {
    if (value === undefined) continue;
    if (value === 'now') out.push(`${column} = now()`);
    else if (value === 'current') out.push(`${column} = old.status_id`);
    else {
      params.push(value);
      out.push(`${column} = $${params.length}`);
    }
  }
  return out;
}

/**
 * Moves the video to `to` when its status is one of `from` (`to` may be 'held_from': back to what it
 * was before a hold). Answers the status it had, or null when it was not in one of `from`.
 */
export async function moveVideoStatus(
  database: Database,
  videoId: number,
  from: readonly number[],
  to: VideoStatus | 'held_from',
  patch: StatusPatch = {},
  where = 'TRUE',
): Promise<number | null> {
  const params: unknown[] = [videoId, [...from]];
  const moved = to === 'held_from' ? 'status_id = coalesce(old.held_from, old.status_id)' : `status_id = ${sqlStatus(to)}`;
  const sets = [moved, ...setClauses(patch, params)];
  const rows = await database.query<{ was: number }>(
    `WITH old AS (
       SELECT video_id, status_id, held_from FROM videos WHERE video_id = $1 AND status_id = ANY($2::int[]) AND (${where}) FOR UPDATE),
     v AS (
       UPDATE videos SET ${sets.join(', ')} FROM old WHERE videos.video_id = old.video_id
       RETURNING videos.video_id, videos.user_id, videos.channel_id, videos.status_id AS now_status, old.status_id AS was),
     d AS (
       SELECT video_id, user_id, channel_id, was,
              (CASE WHEN ${statusIs('now_status', VideoStatus.Active)} THEN 1 ELSE 0 END) - (CASE WHEN ${statusIs('was', VideoStatus.Active)} THEN 1 ELSE 0 END) AS delta
         FROM v),
     c AS (
       UPDATE categories SET total_videos = GREATEST(total_videos + d.delta, 0) FROM d, video_categories vc
        WHERE d.delta <> 0 AND vc.video_id = d.video_id AND categories.category_id = vc.category_id RETURNING 1),
     m AS (
       UPDATE models SET total_videos = GREATEST(total_videos + d.delta, 0) FROM d, video_models vm
        WHERE d.delta <> 0 AND vm.video_id = d.video_id AND models.model_id = vm.model_id RETURNING 1),
     ch AS (
       UPDATE channels SET total_videos = GREATEST(total_videos + d.delta, 0) FROM d
        WHERE d.delta <> 0 AND channels.channel_id = d.channel_id RETURNING 1),
     u AS (
       UPDATE members SET total_videos = GREATEST(total_videos + d.delta, 0) FROM d
        WHERE d.delta <> 0 AND members.user_id = d.user_id RETURNING 1)
     SELECT was FROM d`,
    params,
  );
  return rows.length ? Number(rows[0].was) : null;
}

/** Ids of a member's videos in one of `statuses` (and matching `where`), for moves that touch them all. */
export async function memberVideoIds(database: Database, userId: number, statuses: readonly number[], where = 'TRUE'): Promise<number[]> {
  const rows = await database.query<{ video_id: number }>(
    `SELECT video_id FROM videos WHERE user_id = $1 AND status_id = ANY($2::int[]) AND (${where}) ORDER BY video_id`,
    [userId, [...statuses]],
  );
  return rows.map((r) => Number(r.video_id));
}

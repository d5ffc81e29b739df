// A member's own playlists: the owner's reads (private ones included) and edits.
import type { Database } from '../db/client.js';
import { PLAYLIST_SELECT, type PlaylistRow } from './community/playlists.js';
import type { CountRow, PlaylistRecord } from './rows.js';

/** The new playlist's id, or null when the member already owns `max` playlists. */
export async function insertPlaylistUnderLimit(
  database: Database,
  memberId: number,
  title: string,
  isPrivate: boolean,
  postDate: string,
  max: number,
): Promise<number | null> {
  const [row] = await database.query<Pick<PlaylistRecord, 'playlist_id'>>(
    `WITH owned AS (SELECT count(*)::int AS n FROM playlists WHERE user_id = $1)
     INSERT INTO playlists (user_id, title, is_private, post_date)
     SELECT $1, $2, $3, $4::timestamptz FROM owned WHERE n < $5 RETURNING playlist_id`,
    [memberId, title, isPrivate, postDate, max],
  );
  return row?.playlist_id ?? null;
}

/** The owning member's id, or null for no such playlist. */
export async function playlistOwner(database: Database, id: number): Promise<number | null> {
  const rows = await database.query<Pick<PlaylistRecord, 'user_id'>>('SELECT user_id FROM playlists WHERE playlist_id = $1', [id]);
  return rows[0]?.user_id ?? null;
}

/** Stores and returns the playlist's item count. */
export async function recountPlaylist(database: Database, playlistId: number): Promise<number> {
  const [row] = await database.query<Pick<PlaylistRecord, 'total_videos'>>(
    `UPDATE playlists SET total_videos = (SELECT count(*)::int FROM playlist_items WHERE playlist_id = $1)
     WHERE playlist_id = $1 RETURNING total_videos`,
    [playlistId],
  );
  return row.total_videos;
}

/**
 * Adds the video last, unless the playlist holds `max` items or the video already: false then.
 * The position and the size check come from the rows in the same statement.
 */
export async function appendToPlaylist(database: Database, id: number, video: number, addedAt: string, max: number): Promise<boolean> {
  const [row] = await database.query<{ n: number; added: boolean }>(
    `WITH items AS (SELECT count(*)::int AS n, coalesce(max(position) + 1, 0) AS next FROM playlist_items WHERE playlist_id = $1),
     added AS (
       INSERT INTO playlist_items (playlist_id, video_id, position, added_at)
       SELECT $1, $2, next, $3::timestamptz FROM items WHERE n < $4
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT n, EXISTS (SELECT 1 FROM added) AS added FROM items`,
    [id, video, addedAt, max],
  );
  return row.added;
}

export async function playlistHolds(database: Database, id: number, video: number): Promise<boolean> {
  const present = await database.query('SELECT 1 FROM playlist_items WHERE playlist_id = $1 AND video_id = $2', [id, video]);
  return present.length > 0;
}

/** False when the video was not in the playlist. */
export async function removePlaylistItem(database: Database, id: number, video: number): Promise<boolean> {
  const deleted = await database.query('DELETE FROM playlist_items WHERE playlist_id = $1 AND video_id = $2 RETURNING 1', [id, video]);
  return deleted.length > 0;
}

export async function playlistItemIds(database: Database, id: number): Promise<number[]> {
  const items = await database.query<{ video_id: number }>('SELECT video_id FROM playlist_items WHERE playlist_id = $1', [id]);
  return items.map((r) => r.video_id);
}

/** Positions follow `ids`, which lists every item of the playlist once. */
export async function reorderPlaylist(database: Database, id: number, ids: number[]): Promise<void> {
  await database.query(
    `UPDATE playlist_items pi SET position = o.ord - 1
     FROM unnest($2::int[]) WITH ORDINALITY AS o(video_id, ord)
     WHERE pi.playlist_id = $1 AND pi.video_id = o.video_id`,
    [id, ids],
  );
}

/** The playlist goes with its items; votes, comments and subscriptions on it name it without a key, so they go too. */
export async function deletePlaylistAndTraces(database: Database, id: number): Promise<void> {
  await database.query(`DELETE FROM subscriptions WHERE type = 'playlist' AND object_id = $1`, [id]);
  await database.query(`DELETE FROM votes WHERE section = 'playlist' AND object_id = $1`, [id]);
  await database.query(`DELETE FROM comments WHERE section = 'playlist' AND object_id = $1`, [id]);
  await database.query('DELETE FROM playlists WHERE playlist_id = $1', [id]);
}

/** The member's playlists, newest first, and their total. */
export async function ownPlaylistPage(
  database: Database,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: PlaylistRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    database.query<PlaylistRow>(
      `${PLAYLIST_SELECT} WHERE p.user_id = $1 ORDER BY p.post_date DESC, p.playlist_id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    database.query<CountRow>('SELECT count(*)::int AS n FROM playlists WHERE user_id = $1', [memberId]),
  ]);
  return { rows, total: n };
}

/** One playlist with its owner and counts, private or not; null for no such playlist. */
export async function playlistById(database: Database, id: number): Promise<PlaylistRow | null> {
  const [row] = await database.query<PlaylistRow>(`${PLAYLIST_SELECT} WHERE p.playlist_id = $1`, [id]);
  return row ?? null;
}

// The tables a member's acts (votes, subscriptions, favourites, comments, playlist items) point at.
import type { Database } from '../db/client.js';

export type TargetSection = 'video' | 'channel' | 'model' | 'user' | 'playlist';

interface TargetTable {
  table: string;
  id: string;
  byDir: boolean;
}

export const TARGET_TABLES: Record<TargetSection, TargetTable> = {
  video: { table: 'videos', id: 'video_id', byDir: false },
  channel: { table: 'channels', id: 'channel_id', byDir: true },
  model: { table: 'models', id: 'model_id', byDir: true },
  user: { table: 'members', id: 'user_id', byDir: false },
  playlist: { table: 'playlists', id: 'playlist_id', byDir: false },
};

/** A target found by id or dir; a playlist also gives its private flag and owner. */
export interface TargetRow {
  id: number;
  flag?: boolean;
  owner?: number;
}

/** The object of a section other than video, by its numeric id or else its dir; null for none. */
export async function findTargetRow(
  database: Database,
  section: Exclude<TargetSection, 'video'>,
  id: number | null,
  dir: string,
): Promise<TargetRow | null> {
  const spec = TARGET_TABLES[section];
  const column = id === null ? 'dir' : spec.id;
  const extra = section === 'playlist' ? ', is_private AS flag, user_id AS owner' : '';
  const rows = await database.query<TargetRow>(`SELECT ${spec.id} AS id${extra} FROM ${spec.table} WHERE ${column} = $1`, [
    id ?? dir.toLowerCase(),
  ]);
  return rows[0] ?? null;
}

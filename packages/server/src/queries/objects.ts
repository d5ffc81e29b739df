// Resolves a path's object_id (a dir or a numeric id) to a row id, or says why it cannot.
import { isDir, isId } from '@reel/api';
import type { DataContext } from './dataContext.js';
import { refusal, type Refusal } from './refusal.js';

const LOOKUP = {
  category: { table: 'categories', id: 'category_id', byDir: true },
  channel: { table: 'channels', id: 'channel_id', byDir: true },
  model: { table: 'models', id: 'model_id', byDir: true },
  user: { table: 'members', id: 'user_id', byDir: false },
  playlist: { table: 'playlists', id: 'playlist_id', byDir: false },
  video: { table: 'videos', id: 'video_id', byDir: false },
} as const;

export type ObjectKind = keyof typeof LOOKUP;

export async function resolveObject(ctx: DataContext, kind: ObjectKind, objectId: string): Promise<number | Refusal> {
  const spec = LOOKUP[kind];
  // A number is an id under the id rule; anything else can only be a dir.
  const numeric: boolean = isId(objectId);
  if (!numeric && !(spec.byDir && isDir(objectId))) return refusal('invalid', 'invalid_object_id');
  const column = numeric ? spec.id : 'dir';
  const value = numeric ? Number(objectId) : objectId.toLowerCase();
  const rows = await ctx.database.query<{ id: number }>(`SELECT ${spec.id} AS id FROM ${spec.table} WHERE ${column} = $1`, [value]);
  if (rows.length === 0) return refusal('not_found', `${kind}_not_found`);
  return rows[0].id;
}

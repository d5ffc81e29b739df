// Statistics input: a view counts once on its object's counter, in the event log and, for videos,
// in the day's views that feed the most-viewed-day and most-viewed-week orders.
import type { DataContext } from './dataContext.js';
import { resolveObject, type ObjectKind } from './objects.js';
import { countVideoView } from './periodViews.js';
import { isRefusal, type Refusal } from './refusal.js';

const VIEWED_TABLE: Record<string, { table: string; id: string; kind: ObjectKind }> = {
  video: { table: 'videos', id: 'video_id', kind: 'video' },
  channel: { table: 'channels', id: 'channel_id', kind: 'channel' },
  model: { table: 'models', id: 'model_id', kind: 'model' },
  user: { table: 'members', id: 'user_id', kind: 'user' },
  playlist: { table: 'playlists', id: 'playlist_id', kind: 'playlist' },
  category: { table: 'categories', id: 'category_id', kind: 'category' },
};

export interface ViewInput {
  section: string;
  objectId: string;
  nogeo: boolean;
  userId: number | null;
}

/** Counts the view; a refusal when the object is not there to count it on. */
export async function recordView(ctx: DataContext, input: ViewInput): Promise<Refusal | null> {
  const spec = VIEWED_TABLE[input.section];
  const id = await resolveObject(ctx, spec.kind, input.objectId);
  if (isRefusal(id)) return id;
  if (spec.table === 'videos') await countVideoView(ctx.database, id, ctx.now());
  else {
    const popularity = spec.table === 'channels' || spec.table === 'models' ? ', popularity = popularity + 1' : '';
    await ctx.database.query(`UPDATE ${spec.table} SET viewed = viewed + 1${popularity} WHERE ${spec.id} = $1`, [id]);
  }
  await ctx.database.query('INSERT INTO stat_events (act, section, object_id, user_id, nogeo) VALUES ($1, $2, $3, $4, $5)', [
    'view',
    input.section,
    id,
    input.userId,
    input.nogeo,
  ]);
  return null;
}

// The object a member acts on (votes, subscriptions, favourites, comments, playlist items), found by
// its section and id (or dir, for channels and models). Unknown, deleted, someone else's unpublished
// upload or someone else's private playlist → a refusal; a video the member may not see answers
// exactly as one that never existed.
import { isDir, isId } from '@reel/api';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { findTargetRow, TARGET_TABLES, type TargetSection } from '../queries/targets.js';
import { videoForViewer } from '../http/refusals.js';
import { noPermission, notFoundAny } from './shared.js';

/** Whether a form's object_id names an object of this section by its id. */
export function numericId(objectId: string): number | null {
  return isId(objectId) ? Number(objectId) : null;
}

/** The object's row id. A private playlist is its owner's alone; a video is the shared rule's. */
export async function findTarget(ctx: AppContext, section: TargetSection, objectId: string, memberId: number): Promise<number> {
  const spec = TARGET_TABLES[section];
  const id = numericId(objectId);
  if (id === null && !(spec.byDir && isDir(objectId))) throw badRequest('invalid_object_id');
  if (section === 'video') return (await videoForViewer(ctx, id as number, memberId, notFoundAny().code)).video_id;
  const row = await findTargetRow(ctx.database, section, id, objectId);
  if (!row) throw notFoundAny();
  if (section === 'playlist' && row.flag === true && row.owner !== memberId) throw noPermission();
  return row.id;
}

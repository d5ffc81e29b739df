// Each gender's count of live videos as a search's plan reads it: from its counter row, kept in the
// process for SEARCH_GENDER_SIZE_MAX_AGE_MS, since the plan needs it only to within a few percent.
import { SEARCH_GENDER_SIZE_MAX_AGE_MS } from '../constants.js';
import type { Database } from '../db/client.js';
import type { DataContext } from './dataContext.js';
import { countedVideos } from './videoCounts.js';

interface Size {
  videos: number;
  readAt: number;
}

/** One map a database, so that two databases in one process (the tests') never share a size. */
const sizes = new WeakMap<Database, Map<string, Size>>();

export async function genderSize(ctx: DataContext, gender: string): Promise<number> {
  let known = sizes.get(ctx.database);
  if (!known) sizes.set(ctx.database, (known = new Map()));
  const kept = known.get(gender);
  const now = ctx.now();
  if (kept && now - kept.readAt < SEARCH_GENDER_SIZE_MAX_AGE_MS) return kept.videos;
  const { total } = await countedVideos(ctx.database, { scope: 'all', objectId: 0 }, gender);
  known.set(gender, { videos: total, readAt: now });
  return total;
}

// The one place live SQL names a video status: fragments built from @reel/api's VideoStatus, so a
// status is never a bare number in a query. Migrations keep the literals they were written with.
import { VideoStatus } from '@reel/api';

const STATUSES: readonly number[] = Object.values(VideoStatus);

/** A status as SQL text; only VideoStatus's numbers pass, so nothing else is ever written into SQL. */
export function sqlStatus(status: VideoStatus): string {
  if (!STATUSES.includes(status)) throw new RangeError(`Not a video status: ${String(status)}`);
  return String(status);
}

/** `column = 1`, or `column IN (2, 3, 4)` for several statuses. */
export function statusIs(column: string, ...statuses: VideoStatus[]): string {
  if (statuses.length === 0) throw new RangeError('statusIs needs at least one status');
  const values = statuses.map(sqlStatus);
  return values.length === 1 ? `${column} = ${values[0]}` : `${column} IN (${values.join(', ')})`;
}

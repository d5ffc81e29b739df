// What a moderator may do to a video in each status, and the colour of its status chip. The server
// has the last word (it answers `invalid_state`); this only keeps pointless buttons off the page.
import { VideoStatus, type AdminVideo } from '@reel/api';
import type { Tone } from './ui';

export function statusTone(statusId: number): Tone {
  if (statusId === VideoStatus.Active) return 'good';
  if (statusId === VideoStatus.Review || statusId === VideoStatus.Unpublished) return 'warn';
  if (statusId === VideoStatus.Held) return 'info';
  return 'bad';
}

type Decision = 'approve' | 'reject' | 'takedown' | 'restore' | 'purge';

/** The decisions open on `video`. */
export function decisionsFor(video: AdminVideo): Set<Decision> {
  const s = video.status_id;
  const open = new Set<Decision>();
  const waiting = video.review_pending || s === VideoStatus.Review;
  if (waiting || s === VideoStatus.Held) open.add('approve');
  if (waiting || s === VideoStatus.Held || s === VideoStatus.Active) open.add('reject');
  if (s !== VideoStatus.Deleted && s !== VideoStatus.Rejected) open.add('takedown');
  if (s === VideoStatus.Deleted || s === VideoStatus.Rejected || s === VideoStatus.Held) open.add('restore');
  if (!video.purged && (s === VideoStatus.Deleted || s === VideoStatus.Rejected)) open.add('purge');
  return open;
}

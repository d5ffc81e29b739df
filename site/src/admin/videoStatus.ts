// What a moderator may do to a video in each status, and the colour of its status chip.
import { VideoStatus } from '@reel/api';
import { openDecisions, type AdminVideo, type StaffRole, type VideoDecision } from '@reel/api/moderation';
import type { Tone } from './ui';

export function statusTone(statusId: number): Tone {
  if (statusId === VideoStatus.Active) return 'good';
  if (statusId === VideoStatus.Review || statusId === VideoStatus.Unpublished) return 'warn';
  if (statusId === VideoStatus.Held) return 'info';
  return 'bad';
}

/** The decisions `role` may take on `video`: the server's own table (`@reel/api` videoDecisions.ts),
 * so the page offers exactly what the server accepts. */
export function decisionsFor(video: AdminVideo, role: StaffRole): Set<VideoDecision> {
  return openDecisions(video, role);
}

// The view statistic: one POST to
// /api/input.php a second after the video is shown, never for a deleted video (status 5).
import { type StatPayload, type Video, VideoStatus } from '@reel/api';
import { VIEW_STAT_DELAY_MS } from '../constants';
import { bootSession, currentSession } from '../shell/session';

export function viewPayload(video: Pick<Video, 'video_id'>, userId: number | null): StatPayload {
  const payload: StatPayload = { act: 'view', section: 'video', object_id: video.video_id };
  // Only the video section carries the member's id, and only when signed in.
  if (userId !== null) payload.user_id = userId;
  return payload;
}

/**
 * The signed-in member's id when the view is sent, or null. A page loaded straight at its address
 * is still asking who is signed in when it is drawn: the view waits for that answer (the session's
 * one boot call) rather than going out as a visitor's; a sign-in on the page since counts too.
 */
export async function signedInMemberId(): Promise<number | null> {
  await bootSession();
  return currentSession().user?.user_id ?? null;
}

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Schedules the view statistic and returns the cancel function, so leaving the page within the
 * second sends nothing. A refused or failed send is only logged: statistics never disturb watching.
 */
export function scheduleView(
  video: Pick<Video, 'video_id' | 'status_id'>,
  memberId: () => Promise<number | null>,
  send: (payload: StatPayload) => Promise<unknown>,
  timers: Timers = realTimers,
): () => void {
  if (video.status_id === VideoStatus.Deleted) return () => undefined;
  const handle = timers.setTimeout(() => {
    memberId()
      .then((userId) => send(viewPayload(video, userId)))
      .catch((err: unknown) => console.info('view statistic not recorded', err));
  }, VIEW_STAT_DELAY_MS);
  return () => timers.clearTimeout(handle);
}

// A query's refusal as the HTTP answer: the one place that gives each kind its status.
import type { DataContext } from '../queries/dataContext.js';
import { ApiHttpError, notFound } from './errors.js';
import { isRefusal, type Refusal, type RefusalKind } from '../queries/refusal.js';
import { visibleVideo, type VideoAccess, type Viewer } from '../queries/videoAccess.js';

const STATUS: Record<RefusalKind, number> = { invalid: 400, not_found: 404, no_permission: 403, gone: 410 };

export const refusalError = (r: Refusal): ApiHttpError => new ApiHttpError(STATUS[r.refusal], r.code);

/** The query's answer, or its refusal thrown as the matching 4xx. */
export function orRefuse<T>(answer: T | Refusal): T {
  if (isRefusal(answer)) throw refusalError(answer);
  return answer;
}

/** The video when the viewer may see it; otherwise the same 404 an unknown id gets. */
export async function videoForViewer(ctx: DataContext, videoId: number, viewer: Viewer, code = 'video_not_found'): Promise<VideoAccess> {
  const video = await visibleVideo(ctx, videoId, viewer);
  if (!video) throw notFound(code);
  return video;
}

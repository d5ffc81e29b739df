// A performer's removal request: the video it names is held at once (public nowhere) pending a
// moderator's review, whatever the reports' weight rule would say, and the request enters the
// moderation queue as a non-consensual report carrying the requester's words and address. It counts
// against the same limit as every public report form.
import { parseId, VideoStatus } from '@reel/api';
import { videoIdOfAddress } from '@reel/api/pages';
import type { FastifyRequest } from 'fastify';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { dueNow } from '../moderation/dueDate.js';
import { publicChanged, record } from '../moderation/record.js';
import { reporterOf } from '../moderation/reports.js';
import { insertReport, reportableTarget } from '../queries/reports.js';
import { moveVideoStatus } from '../queries/videoStatus.js';

export interface RemovalRequest {
  video: string;
  name: string;
  email: string;
  statement: string;
}

/** The video a request names: a watch or embed address of any host, or its bare id. */
function videoIdOf(text: string): number | null {
  const id = parseId(text);
  if (id !== null) return id;
  try {
    return videoIdOfAddress(new URL(text, 'http://site.invalid').pathname);
  } catch {
    return null;
  }
}

export async function submitRemovalRequest(ctx: AppContext, req: FastifyRequest, input: RemovalRequest): Promise<number> {
  await checkWrite(ctx, req, 'report');
  const videoId = videoIdOf(input.video);
  if (videoId === null || !(await reportableTarget(ctx.database, 'video', videoId))) throw notFound('target_not_found');
  const reportId = await insertReport(ctx.database, {
    targetType: 'video',
    targetId: videoId,
    reason: 'non_consensual',
    details: `Performer removal request from ${input.name}: ${input.statement}`,
    email: input.email,
    dueAt: await dueNow(ctx),
    ...reporterOf(ctx, req),
  });
  const was = await moveVideoStatus(ctx.database, videoId, [VideoStatus.Active], VideoStatus.Held, {
    held_from: 'current',
    hold_reason: 'report',
  });
  if (was !== null) {
    await record(
      ctx,
      'system',
      'hide',
      { type: 'video', id: videoId },
      {
        reason: `held pending review: a performer's removal request (report ${reportId})`,
        before: { status_id: was },
        after: { status_id: VideoStatus.Held },
      },
    );
    publicChanged(ctx);
  }
  return reportId;
}

// Attaching captions: a member to one of their own videos (`POST /api/video_captions.php`), staff
// to any video from the console. The file is checked as WebVTT before anything is written; a
// track of the same language is replaced. Each attempt counts against the member's captions write
// limit. The stored answers that list this video's files are dropped so the new track is listed at
// once; every other stored answer stays.
import fastifyMultipart from '@fastify/multipart';
import { CAPTIONS_FIELDS, CAPTIONS_MAX_TRACKS, VideoStatus, type CaptionsTrack } from '@reel/api';
import { ENDPOINT, type CaptionsAnswer } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import { requireStaff } from '../auth/staff.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { dropVideoFiles } from '../http/videoFilesCache.js';
import { requireId } from '../http/params.js';
import { readCaptions, saveCaptions } from '../media/captions.js';
import { adminVideo } from '../moderation/adminVideo.js';
import { record } from '../moderation/record.js';
import { uploadTarget } from '../queries/uploads.js';
import { privateAnswer } from '../social/form.js';
import { captionsRefusal, checkCaptions } from '../upload/captionsCheck.js';
import { captionsInput, receiveCaptionsForm } from '../upload/captionsForm.js';
import { staffOnly } from './adminVideos.js';

/** Checks the form and stores its track on the video; answers the track and the video's tracks after. */
async function attach(
  ctx: AppContext,
  videoId: number,
  form: Awaited<ReturnType<typeof receiveCaptionsForm>>,
): Promise<{ track: CaptionsTrack; captions: CaptionsTrack[] }> {
  const { track, vtt } = checkCaptions(captionsInput(form.fields, form.file));
  const before = await readCaptions(ctx.config.mediaRoot, videoId);
  if (before.length >= CAPTIONS_MAX_TRACKS && !before.some((t) => t.srclang === track.srclang))
    throw captionsRefusal('captions_count', CAPTIONS_FIELDS.srclang, { max: CAPTIONS_MAX_TRACKS });
  const captions = await saveCaptions(ctx.config.mediaRoot, videoId, track, vtt);
  dropVideoFiles(ctx.cache, videoId);
  return { track, captions };
}

export function captionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    if (!scope.hasRequestDecorator('isMultipart')) await scope.register(fastifyMultipart);

    route(scope, ENDPOINT.captions, async (req, reply) => {
      const member = requireMember(req);
      await checkWrite(ctx, req, 'captions');
      const form = await receiveCaptionsForm(req);
      const videoId = requireId(form.fields.get(CAPTIONS_FIELDS.videoId)?.[0], 'invalid_video_id');
      const video = await uploadTarget(ctx.database, videoId);
      if (!video || video.status_id === VideoStatus.Deleted) throw notFound('video_not_found');
      if (video.user_id !== member.user_id) throw new ApiHttpError(403, 'no_permission');
      const answer: CaptionsAnswer = { ok: true, video_id: videoId, captions: (await attach(ctx, videoId, form)).captions };
      return privateAnswer(reply, answer);
    });

    route(
      scope,
      ENDPOINT.adminCaptions,
      async (req, reply, { video_id }) => {
        const staff = requireStaff(req);
        await checkWrite(ctx, req, 'captions');
        const form = await receiveCaptionsForm(req);
        if (!(await uploadTarget(ctx.database, video_id))) throw notFound('video_not_found');
        const { track } = await attach(ctx, video_id, form);
        await record(ctx, staff, 'captions', { type: 'video', id: video_id }, { after: track });
        return privateAnswer(reply, await adminVideo(ctx, video_id));
      },
      staffOnly,
    );
  });
}

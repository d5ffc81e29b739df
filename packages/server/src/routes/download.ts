// GET /api/download.php?video_id=&format=: a member's download, answered with a redirect to the
// signed file address. And the guard of private videos' file lists: /api/videofile.php answers a
// visitor 401 need_login for a private video and a member a list that no cache keeps.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { endpointInput, route } from '../http/endpoint.js';
import { orRefuse } from '../http/refusals.js';
import { videoFiles } from '../queries/files.js';
import { downloadTarget, isPrivateVideo } from '../social/privateVideos.js';

export function downloadRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.downloadFile, async (req, reply, { video_id: videoId, format }) => {
    const member = requireMember(req);
    const target = await downloadTarget(ctx, videoId, format, member.user_id);
    // The name the file is saved under. Browsers read it from the final answer only, so the site's
    // link also carries the download attribute.
    reply.header('Content-Disposition', `attachment; filename="${target.filename}"`);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(target.address, 302);
  });

  // Runs before the file list's own handler, which answers from and into the shared response cache:
  // a private video's list never reaches it.
  app.addHook('preHandler', async (req, reply) => {
    if (req.routeOptions.url !== ENDPOINT.videofile.route) return;
    const videoId = endpointInput(req, ENDPOINT.videofile).video_id;
    if (!(await isPrivateVideo(ctx, videoId))) return;
    requireMember(req);
    const files = orRefuse(await videoFiles(ctx, videoId, ctx.config.signedUrlTtlS));
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(files));
  });
}

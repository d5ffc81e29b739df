// The console's calls about videos: who is asking, the home's counts, the review queue, one video,
// the decisions on it, purge included, and the appeals against them. Every one needs a staff
// session, checked before any parameter is read.
import { ENDPOINT } from '@reel/api/endpoints';
import { ADMIN_PAGE_SIZE } from '@reel/api/moderation';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireStaff } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { adminVideo } from '../moderation/adminVideo.js';
import { decideAppeal } from '../moderation/appeals.js';
import { openAppeals } from '../queries/appeals.js';
import { publicChanged, record } from '../moderation/record.js';
import { requireConsentOnFile } from '../consent/records.js';
import { approveVideo, purgeVideo, rejectVideo, restoreVideo, takeDownVideo } from '../moderation/videoDecisions.js';
import { adminSummary } from '../queries/adminSummary.js';
import { mediaUrl } from '../queries/format.js';
import { adminVideoRow, countExisting, editVideo, reviewQueue, videoLinks } from '../queries/review.js';
import { privateAnswer } from '../social/form.js';
import { VideoStatus } from '@reel/api';

export const staffOnly = { guard: requireStaff };
export const adminOnly = { guard: requireAdmin };

export function adminVideoRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ENDPOINT.adminMe,
    async (req, reply) => {
      const { user_id, username, role } = requireStaff(req);
      return privateAnswer(reply, { user_id, username, role });
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminSummary,
    async (_req, reply) => {
      const now = new Date(ctx.now());
      const today = new Date(now);
      today.setUTCHours(0, 0, 0, 0);
      return privateAnswer(reply, await adminSummary(ctx.database, today.toISOString(), now.toISOString()));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminReview,
    async (_req, reply, { page }) => {
      const thumb = (rel: string | undefined) => mediaUrl(ctx.config.mediaBaseUrl, rel);
      return privateAnswer(reply, await reviewQueue(ctx.database, page, ADMIN_PAGE_SIZE, thumb));
    },
    staffOnly,
  );

  route(app, ENDPOINT.adminVideo, async (_req, reply, { video_id }) => privateAnswer(reply, await adminVideo(ctx, video_id)), staffOnly);

  route(
    app,
    ENDPOINT.adminApprove,
    async (req, reply, { video_id, note }) => {
      const staff = requireStaff(req);
      await requireConsentOnFile(ctx, video_id);
      await approveVideo(ctx, req.log, staff, video_id, note);
      return privateAnswer(reply, await adminVideo(ctx, video_id));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminReject,
    async (req, reply, { video_id, reason, note }) => {
      await rejectVideo(ctx, req.log, requireStaff(req), video_id, reason, note);
      return privateAnswer(reply, await adminVideo(ctx, video_id));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminTakedown,
    async (req, reply, { video_id, note }) => {
      await takeDownVideo(ctx, req.log, requireStaff(req), video_id, note);
      return privateAnswer(reply, await adminVideo(ctx, video_id));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminRestore,
    async (req, reply, { video_id, note }) => {
      await restoreVideo(ctx, requireStaff(req), video_id, note);
      return privateAnswer(reply, await adminVideo(ctx, video_id));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminPurge,
    async (req, reply, { video_id, note }) => {
      await purgeVideo(ctx, requireStaff(req), video_id, note);
      return privateAnswer(reply, await adminVideo(ctx, video_id));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminEditVideo,
    async (req, reply, input) => {
      const staff = requireStaff(req);
      const { video_id, ...edit } = input;
      const row = await adminVideoRow(ctx.database, video_id);
      if (!row) return privateAnswer(reply, await adminVideo(ctx, video_id));
      if (edit.categories && (await countExisting(ctx.database, 'categories', edit.categories)) !== edit.categories.length)
        throw badRequest('invalid_categories');
      if (edit.models && (await countExisting(ctx.database, 'models', edit.models)) !== edit.models.length)
        throw badRequest('invalid_models');
      const links = await videoLinks(ctx.database, video_id);
      const before = {
        title: row.title,
        description: row.description,
        tags: row.tags,
        categories: links.categories.map((c) => Number(c.category_id)),
        models: links.models.map((m) => Number(m.model_id)),
      };
      await editVideo(ctx.database, video_id, edit, row.status_id === VideoStatus.Active);
      const changed = Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined));
      const was = Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof typeof before]]));
      await record(ctx, staff, 'edit', { type: 'video', id: video_id }, { before: was, after: changed });
      publicChanged(ctx);
      return privateAnswer(reply, await adminVideo(ctx, video_id));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminAppeals,
    async (req, reply, { page }) => privateAnswer(reply, await openAppeals(ctx.database, requireStaff(req).user_id, page, ADMIN_PAGE_SIZE)),
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminDecideAppeal,
    async (req, reply, { appeal_id, outcome, note }) =>
      privateAnswer(reply, { ok: true, appeal: await decideAppeal(ctx, requireStaff(req), appeal_id, outcome, note) }),
    staffOnly,
  );
}

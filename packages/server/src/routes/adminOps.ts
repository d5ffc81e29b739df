// The console's calls about the running site: upload jobs (retry, cancel), the audit log, and the
// catalogue's categories, channels and models.
import { ENDPOINT } from '@reel/api/endpoints';
import { ADMIN_PAGE_SIZE } from '@reel/api/moderation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireStaff } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { publicChanged, record } from '../moderation/record.js';
import { adminJob, cancelJob, jobsPage, retryJob } from '../queries/adminJobs.js';
import { createTaxonomy, renameTaxonomy, setTaxonomyHidden, taxonomyItem, taxonomyPage } from '../queries/adminTaxonomy.js';
import { auditPage } from '../queries/audit.js';
import { privateAnswer } from '../social/form.js';
import { slugify } from '../text/dirs.js';
import { staffOnly } from './adminVideos.js';

export function adminOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ENDPOINT.adminJobs,
    async (_req, reply, { state, page }) => {
      return privateAnswer(reply, await jobsPage(ctx.database, state, page, ADMIN_PAGE_SIZE));
    },
    staffOnly,
  );

  const jobAction =
    (act: 'retry' | 'cancel', run: (jobId: number) => Promise<boolean>) =>
    async (req: FastifyRequest, reply: FastifyReply, jobId: number) => {
      const staff = requireStaff(req);
      const before = await adminJob(ctx.database, jobId);
      if (!before) throw notFound('job_not_found');
      if (!(await run(jobId))) throw new ApiHttpError(409, 'invalid_state');
      const after = await adminJob(ctx.database, jobId);
      // Removed between the act and the read: the answer is the job, so there is none to give.
      if (!after) throw notFound('job_not_found');
      await record(ctx, staff, act, { type: 'job', id: jobId }, { before: { state: before.state }, after: { state: after?.state } });
      return privateAnswer(reply, after);
    };
  const retry = jobAction('retry', (id) => retryJob(ctx.database, id));
  const cancel = jobAction('cancel', (id) => cancelJob(ctx.database, id));
  route(app, ENDPOINT.adminJobRetry, (req, reply, { job_id }) => retry(req, reply, job_id), staffOnly);
  route(app, ENDPOINT.adminJobCancel, (req, reply, { job_id }) => cancel(req, reply, job_id), staffOnly);

  route(
    app,
    ENDPOINT.adminAudit,
    async (_req, reply, i) => {
      const filter = { action: i.action, actor: i.actor, targetType: i.target_type, targetId: i.target_id };
      return privateAnswer(reply, await auditPage(ctx.database, filter, i.page, ADMIN_PAGE_SIZE));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminTaxonomy,
    async (_req, reply, { kind, q, page }) => {
      return privateAnswer(reply, await taxonomyPage(ctx.database, kind, q, page, ADMIN_PAGE_SIZE));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminTaxonomyEdit,
    async (req, reply, { kind, act, id, title }) => {
      const staff = requireStaff(req);
      if (act === 'create') {
        const dir = slugify(title ?? '');
        if (!dir) throw new ApiHttpError(400, 'invalid_title');
        const item = await createTaxonomy(ctx.database, kind, dir, title ?? '');
        if (!item) throw new ApiHttpError(409, 'dir_taken');
        await record(ctx, staff, 'create', { type: kind, id: item.id }, { after: { dir, title } });
        publicChanged(ctx);
        return privateAnswer(reply, item);
      }
      const targetId = id as number;
      const before = await taxonomyItem(ctx.database, kind, targetId);
      if (!before) throw notFound('not_found');
      if (act === 'rename') await renameTaxonomy(ctx.database, kind, targetId, title ?? '');
      else await setTaxonomyHidden(ctx.database, kind, targetId, act === 'hide');
      const after = await taxonomyItem(ctx.database, kind, targetId);
      // Removed between the change and the read: the answer is the item, so there is none to give.
      if (!after) throw notFound('not_found');
      const [was, now] =
        act === 'rename' ? [{ title: before.title }, { title: after.title }] : [{ hidden: before.hidden }, { hidden: after.hidden }];
      await record(ctx, staff, act, { type: kind, id: targetId }, { before: was, after: now });
      publicChanged(ctx);
      return privateAnswer(reply, after);
    },
    staffOnly,
  );
}

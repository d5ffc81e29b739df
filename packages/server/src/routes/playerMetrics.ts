// POST /api/metrics, the player's metric batches from the watch page and the embed (sent with
// sendBeacon as text/plain, or with fetch as JSON), and the figures made of them: the console's
// dashboard and a member's own uploads' daily views. The batch is answered 204 before it is written;
// records of unpublished videos or past the daily caps are dropped (playerMetrics/admission.ts). The
// dashboard reads the daily rows as the background rollup left them and never rolls up itself.
import { ENDPOINT } from '@reel/api/endpoints';
import { METRICS_BODY_MAX_BYTES, readMetricsBatch } from '@reel/api/metrics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WRITE_LIMITS } from '../auth/constants.js';
import { addressKey, countLimiter } from '../auth/limits.js';
import { requireMember } from '../auth/session.js';
import { requireStaff } from '../auth/staff.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { admitMetricRecords } from '../playerMetrics/admission.js';
import { METRICS_BATCHES_PER_SESSION, METRICS_HOSTS_SHOWN, METRICS_TOP_VIDEOS } from '../playerMetrics/constants.js';
import { adminStats, memberViewStats } from '../playerMetrics/stats.js';
import { memberDailyViews, metricsDays, metricsHosts, metricsTopVideos, SITE_ROW } from '../queries/playerMetrics.js';
import { privateAnswer } from '../social/form.js';

/** The body as JSON, whatever text type it came as: sendBeacon cannot send application/json
 * without a preflight on some browsers, so the pages send text/plain. */
function parseJsonBody(_req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void): void {
  try {
    done(null, JSON.parse(body));
  } catch {
    done(badRequest('invalid_body'));
  }
}

export function playerMetricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const perSession = countLimiter(ctx, 'metrics_session', METRICS_BATCHES_PER_SESSION, WRITE_LIMITS.metrics.windowMs);

  // Its own context, so the text/plain reading and the smaller body cap hold for this route alone.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    const parser = { parseAs: 'string', bodyLimit: METRICS_BODY_MAX_BYTES } as const;
    scope.addContentTypeParser(['application/json', 'text/plain'], parser, parseJsonBody);
    route(scope, ENDPOINT.playerMetrics, async (req, reply) => {
      // Every attempt counts against the address, refused or not.
      await checkWrite(ctx, req, 'metrics');
      const reading = readMetricsBatch(req.body);
      if (!reading.ok) throw badRequest(reading.code);
      if (!(await perSession.take(reading.batch.session))) throw new ApiHttpError(429, 'too_many');
      const kept = await admitMetricRecords(ctx, reading.batch, addressKey(req));
      if (kept.records.length > 0) ctx.playerMetrics.push(kept);
      return reply.code(204).send();
    });
  });

  route(
    app,
    ENDPOINT.adminStats,
    async (_req, reply, { from, to, video_id }) => {
      const id = video_id ?? SITE_ROW;
      const [rows, hosts, topVideos] = await Promise.all([
        metricsDays(ctx.database, id, from, to),
        metricsHosts(ctx.database, id, from, to, METRICS_HOSTS_SHOWN),
        id === SITE_ROW ? metricsTopVideos(ctx.database, from, to, METRICS_TOP_VIDEOS) : Promise.resolve([]),
      ]);
      return privateAnswer(reply, adminStats({ from, to, videoId: video_id ?? null, rows, hosts, topVideos }));
    },
    { guard: requireStaff },
  );

  route(
    app,
    ENDPOINT.memberViewStats,
    async (req, reply, { from, to }) => {
      const member = requireMember(req);
      return privateAnswer(reply, memberViewStats(from, to, await memberDailyViews(ctx.database, member.user_id, from, to)));
    },
    { guard: (req) => void requireMember(req) },
  );
}

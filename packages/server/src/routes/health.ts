import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { pingDatabase } from '../queries/health.js';

/** 200 once the database answers; load balancers and `npm start`'s readiness use it. */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.health, async (_req, reply) => {
    await pingDatabase(ctx.database);
    reply.header('Cache-Control', 'no-store');
    return { ok: true, database: ctx.database.kind };
  });
}

import { ENDPOINT } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';

/** 200 once the database answers; load balancers and `npm start`'s readiness use it. */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.health, async (_req, reply) => {
    await ctx.database.query('SELECT 1');
    return reply.header('Cache-Control', 'no-store').send({ ok: true, database: ctx.database.kind });
  });
}

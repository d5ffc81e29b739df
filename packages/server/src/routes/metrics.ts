import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { route } from '../http/endpoint.js';
import { metricsAnswer } from '../prometheus/answer.js';

/** `/metrics` for Prometheus: the token (METRICS_TOKEN) or, without one, this machine only. */
export function metricsRoutes(app: FastifyInstance, register: Registry, token: string): void {
  route(app, ENDPOINT.metrics, async (req, reply) => {
    const answer = await metricsAnswer(register, token, req.headers, req.socket.remoteAddress);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}

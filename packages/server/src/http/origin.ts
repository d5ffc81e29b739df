import type { FastifyRequest } from 'fastify';

/** The address the visitor used to reach us (the Host header), for absolute links in answers. */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

// Time limits at the connection: how long a socket may sit idle, how long the headers and a body
// read whole may take, how long a keep-alive connection waits for its next request. Without them a
// client that opens connections and sends nothing, or drips a body a byte at a time, holds sockets
// and memory for as long as it likes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_BODY_TIMEOUT_MS,
  SOCKET_IDLE_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from '../constants.js';

export interface EdgeTimeouts {
  socketIdleMs: number;
  headersMs: number;
  bodyMs: number;
  keepAliveMs: number;
  /** How often Node looks for connections past the headers time-out. */
  checkIntervalMs: number;
}

export const EDGE_TIMEOUTS: EdgeTimeouts = {
  socketIdleMs: SOCKET_IDLE_TIMEOUT_MS,
  headersMs: HEADERS_TIMEOUT_MS,
  bodyMs: REQUEST_BODY_TIMEOUT_MS,
  keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
  checkIntervalMs: TIMEOUT_CHECK_INTERVAL_MS,
};

/** Fastify's own options. Node's total request time-out stays off: an upload of gigabytes takes as
 * long as the member's line needs, and is cut only when it stalls (the socket's idle time-out). */
export function serverTimeoutOptions(t: EdgeTimeouts) {
  return {
    connectionTimeout: t.socketIdleMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: 0,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkIntervalMs },
  };
}

/** A multipart body is streamed by its route (an upload of up to gigabytes), so only inactivity
 * bounds it; every other body is read whole and must arrive in time. */
function isStreamedBody(req: FastifyRequest): boolean {
  return /^multipart\//i.test(req.headers['content-type'] ?? '');
}

const TIMEOUT_ANSWER =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nContent-Length: 31\r\n\r\n{"error":true,"code":"timeout"}';

export function edgeTimeouts(app: FastifyInstance, t: EdgeTimeouts): void {
  app.addHook('onRequest', async (req, reply) => {
    const raw = req.raw;
    if (raw.complete || isStreamedBody(req)) return;
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.headersSent) return;
      req.log.warn({ url: req.url }, 'request body time-out');
      // The body reader is still waiting on the socket, so the answer is written to it directly.
      raw.socket.end(TIMEOUT_ANSWER, () => raw.socket.destroy());
    }, t.bodyMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('close', clear);
  });
}

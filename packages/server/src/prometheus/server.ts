// The standalone worker's metrics on a port of its own (METRICS_PORT): it serves nothing else, so a
// bare node:http server does, under the same access rule as the API's `/metrics`.
import { createServer, type Server } from 'node:http';
import { ENDPOINT } from '@reel/api/endpoints';
import type { Registry } from 'prom-client';
import { metricsAnswer } from './answer.js';

export interface MetricsServer {
  /** The port bound: the one asked for, or the one the system chose for 0. */
  port: number;
  close(): Promise<void>;
}

export interface MetricsServerOptions {
  register: Registry;
  token: string;
  port: number;
  host: string;
}

const NOT_FOUND = JSON.stringify({ error: true, code: 'not_found' });

export async function startMetricsServer(opts: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== ENDPOINT.metrics.route) {
      res.writeHead(404, { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }).end(NOT_FOUND);
      return;
    }
    metricsAnswer(opts.register, opts.token, req.headers, req.socket.remoteAddress).then(
      (answer) => res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body),
      () => res.writeHead(500, { 'Cache-Control': 'no-store' }).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : opts.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

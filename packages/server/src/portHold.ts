// The port is bound before anything else happens: a second server on a taken port then fails before
// it opens the database or claims a job. Until the application takes over, the port answers every
// request 503 with Retry-After (load balancers and `/healthz` checks see "not ready").
import { createServer, type Server } from 'node:http';
import { STARTING_RETRY_AFTER_S } from './constants.js';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(`port ${port} on ${host} is already in use (another Reel, or another program): stop it, or set PORT to a free port`);
    this.name = 'PortInUseError';
  }
}

export interface PortHold {
  /** Frees the port for the application, closing the waiting connections. */
  release(): Promise<void>;
}

export async function holdPort(port: number, host: string): Promise<PortHold> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(503, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'retry-after': String(STARTING_RETRY_AFTER_S),
      connection: 'close',
    });
    res.end(JSON.stringify({ error: true, code: 'starting' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUseError(port, host) : err));
    server.listen({ port, host, exclusive: true }, resolve);
  });
  return {
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// A graceful stop behind a load balancer. The listener closes at once, so a new connection is
// refused and the balancer sends that request (even a POST, which never reached us) to another
// node. Requests already on their way are answered, each with `Connection: close`, so the balancer
// drops its kept-alive connections one by one as they are answered rather than having them cut
// under a request it is sending. Connections still idle after the grace time are closed then: by
// that time the balancer has found the node gone and no longer picks them.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { DRAIN_GRACE_MS, DRAIN_POLL_MS } from '../constants.js';

const connections = (server: Server) => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n ?? 0)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once every connection is closed; idle ones are closed after `graceMs`. */
export async function drain(server: Server, graceMs = DRAIN_GRACE_MS): Promise<void> {
  if (!server.listening) return;
  const closeConnection = (_req: IncomingMessage, res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // First among the request listeners, so that answers written at once (stored hits) carry it too.
  server.prependListener('request', closeConnection);
  // Answers being written now: their connection ends with them.
  for (const res of inFlight.get(server) ?? []) closeConnection(res.req, res);
  // net.Server's own close stops accepting; http.Server's would also cut every idle connection now.
  NetServer.prototype.close.call(server);
  const graceEnd = Date.now() + graceMs;
  while ((await connections(server)) > 0 && Date.now() < graceEnd) await sleep(DRAIN_POLL_MS);
  server.closeIdleConnections();
  while ((await connections(server)) > 0) await sleep(DRAIN_POLL_MS);
}

const inFlight = new WeakMap<Server, Set<ServerResponse>>();

/** Keeps the answers being written, so a drain can mark them. */
export function trackInFlight(server: Server): void {
  const set = new Set<ServerResponse>();
  inFlight.set(server, set);
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    set.add(res);
    res.once('close', () => set.delete(res));
  });
}

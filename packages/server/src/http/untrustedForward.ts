// A request carrying X-Forwarded-For from a peer TRUST_PROXY does not name is, nearly always, a
// proxy the server was not told about: every visitor then has the proxy's address, which the
// per-address limits leave out when it is loopback, so they are silently off. Said once per app
// (one per process), at the first such request, naming the variable that fixes it.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const UNTRUSTED_FORWARD_MESSAGE =
  "a request carries X-Forwarded-For from a peer TRUST_PROXY does not name: every visitor behind that proxy has the proxy's address, and the per-address limits do not tell them apart. Set TRUST_PROXY to the proxy's address, or have the proxy stop sending the header.";

export function warnUntrustedForward(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (warned || req.headers['x-forwarded-for'] === undefined) return;
    // A trusted peer's header makes req.ip the visitor's; untrusted, req.ip stays the peer's own.
    if (req.ip !== req.socket.remoteAddress) return;
    warned = true;
    req.log.warn({ peer: req.ip }, UNTRUSTED_FORWARD_MESSAGE);
  });
}

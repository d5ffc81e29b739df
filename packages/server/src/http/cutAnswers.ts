// An answer whose connection closed before its end (a client gone in the middle of an upload, or a
// reply the server had to cut) never finishes, so Fastify's onResponse hooks and its request log do
// not see it. Those requests are the ones an operator looks for when uploads fail: each is reported
// here once, when its response closes unfinished. A finished answer has been reported by onResponse.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type CutListener = (req: FastifyRequest, reply: FastifyReply) => void;

export function watchCutAnswers(app: FastifyInstance, listener: CutListener): void {
  app.addHook('onRequest', (req, reply, done) => {
    // Its own flag rather than `writableFinished`, which `inject`'s responses never set.
    let finished = false;
    reply.raw.once('finish', () => (finished = true));
    reply.raw.once('close', () => {
      if (!finished) listener(req, reply);
    });
    done();
  });
}

// The per-request log lines. A cache hit is the cheap path the server exists to serve at the rate of
// a file server: at `info`, its two lines would cost more than the answer. So the line written as a
// request arrives is `debug`, and the one written when it is done carries the request and is
// `debug` for a hit; misses, pages, files and every refusal stay at `info`, errors at `error`. An
// answer cut before its end (cutAnswers.ts) is written at `info` with CUT_ANSWER_STATUS.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { CUT_ANSWER_STATUS } from '../constants.js';

const isCacheHit = (reply: FastifyReply) => reply.statusCode < 400 && reply.getHeader('x-cache') === 'HIT';

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isCacheHit(reply)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/** The line of an answer whose connection closed before its end; the client got no status. */
export function logCutAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.log.info({ req: request, res: { statusCode: CUT_ANSWER_STATUS }, responseTime: reply.elapsedTime }, 'request cut');
}

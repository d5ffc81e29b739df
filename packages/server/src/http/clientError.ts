// The answer to a request Node could not parse (a bad request target, headers too large, a request
// too slow): the status with a short JSON body, then the connection closes. A HEAD request gets the
// same status and headers without the body, as HTTP requires: a client reads no body after a HEAD
// answer, so body bytes would be read as the start of another answer.
import type { Socket } from 'node:net';

interface ClientError extends Error {
  code?: string;
  /** What the client had sent when parsing failed. */
  rawPacket?: unknown;
}

function statusOf(err: ClientError): { status: number; label: string; message: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, label: 'Request Timeout', message: 'Client Timeout' };
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, label: 'Request Header Fields Too Large', message: 'Exceeded maximum allowed HTTP header size' };
  return { status: 400, label: 'Bad Request', message: 'Client Error' };
}

export function answerClientError(err: ClientError, socket: Socket): void {
  // A reset connection has nothing left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, label, message } = statusOf(err);
  const body = JSON.stringify({ error: label, message, statusCode: status });
  const head = Buffer.isBuffer(err.rawPacket) && err.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  socket.destroy(err);
}

// The one logger of the server, the worker and the seed (pino, JSON lines on stdout). What would let
// a reader of the logs act as someone else never reaches them: the tokens in addresses (`tok=` and
// the other secret-bearing query parameters, the signature segment of `/get_file/<expires>/<sig>/`)
// and cookies in either direction.
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

export const REDACTED = '[REDACTED]';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL as the process starts (a bad value is reported by the configuration check). */
export function startLogLevel(env: NodeJS.ProcessEnv): string {
  const level = env.LOG_LEVEL ?? 'info';
  return LOG_LEVELS.includes(level) ? level : 'info';
}

/** Query parameters whose values are secrets: account-link tokens, signatures, passwords. */
const SECRET_PARAMS = new Set(['tok', 'token', 'sig', 'signature', 'secret', 'password', 'pass', 'key', 'code']);
const SIGNED_MEDIA_PATH = /(\/get_file\/[^/?#]*\/)[^/?#]+/g;

/** The address with every secret it carries replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(SIGNED_MEDIA_PATH, (_path, head: string) => `${head}${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request fields, with the address redacted and no headers. */
function serializeRequest(req: RequestLike) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Every place a cookie or a secret header could appear in a logged object. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'cookie',
  '["set-cookie"]',
];

export interface LoggerOptions {
  level?: string;
  /** Where the lines go; stdout by default. */
  destination?: DestinationStream;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { req: serializeRequest },
      // An address logged by hand (`{ url: req.url }`) is redacted like the request's own.
      formatters: { log: (obj) => (typeof obj.url === 'string' ? { ...obj, url: redactUrl(obj.url) } : obj) },
    },
    opts.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

// The templates turn HTTP/2 on with `http2 on;` (nginx 1.25.1 and later, which warns about the
// older `listen … http2`). An older nginx, such as Debian's 1.22 that the tests run, does not know
// the directive: for it, each `http2 on;` line goes and every TLS `listen` takes the `http2`
// parameter instead. Every TLS server of the templates has `http2 on;`, so both say the same.
import { NGINX_HTTP2_DIRECTIVE_SINCE } from './constants.js';
import { nginxVersion } from './nginxProcess.js';

const VERSION = /(\d+)\.(\d+)\.(\d+)/;
const HTTP2_LINE = /^[ \t]*http2 on;[ \t]*\n/gm;
const TLS_LISTEN = /^([ \t]*listen[ \t][^;\n]*\bssl\b)/gm;

function parts(version: string): number[] | null {
  const m = VERSION.exec(version);
  return m ? m.slice(1).map(Number) : null;
}

/** Whether nginx `version` (`nginx/1.22.1`, `1.27.0`) knows `http2 on;`; an unreadable one is taken as current. */
export function knowsHttp2Directive(version: string): boolean {
  const have = parts(version);
  const since = parts(NGINX_HTTP2_DIRECTIVE_SINCE) ?? [];
  if (!have) return true;
  for (let i = 0; i < since.length; i++) if (have[i] !== since[i]) return have[i] > since[i];
  return true;
}

/** `conf` as nginx `version` reads it: unchanged from 1.25.1, the older `listen … ssl http2` before. */
export function http2ForVersion(conf: string, version: string): string {
  if (knowsHttp2Directive(version)) return conf;
  return conf.replace(HTTP2_LINE, () => '').replace(TLS_LISTEN, (listen: string) => `${listen} http2`);
}

/** `conf` for the nginx installed here. */
export const http2ForLocalNginx = (conf: string): string => http2ForVersion(conf, nginxVersion());

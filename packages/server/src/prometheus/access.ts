// Who may read the metrics. With METRICS_TOKEN set, whoever sends it as a bearer token. Without
// one, only a client on this machine talking to the server directly: a request relayed by a proxy
// on this machine also comes from loopback, and which visitor it carries is told only by its
// forwarded headers, which a visitor can write too when the proxy is trusted wholesale
// (TRUST_PROXY=true). So a request with any forwarded header is refused without a token, whatever
// TRUST_PROXY says, and the socket's own peer is read, never the request's `ip`.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export type MetricsRefusal =
  | { status: 401; code: 'need_token'; headers: { 'WWW-Authenticate': 'Bearer' } }
  | { status: 403; code: 'loopback_only'; headers: Record<string, never> };

const NEED_TOKEN: MetricsRefusal = { status: 401, code: 'need_token', headers: { 'WWW-Authenticate': 'Bearer' } };
const LOOPBACK_ONLY: MetricsRefusal = { status: 403, code: 'loopback_only', headers: {} };

/** 127.0.0.0/8 and ::1, also as IPv4 written in IPv6 (`::ffff:127.0.0.1`, a dual-stack socket's form). */
export function isLoopbackPeer(address: string | undefined): boolean {
  const a = (address ?? '').toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
function sameToken(given: string, token: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(token));
}

function bearer(authorization: string | undefined): string | undefined {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  return m?.[1];
}

/** Null when the request may read the metrics, else the refusal to answer it with. */
export function metricsRefusal(token: string, headers: IncomingHttpHeaders, peer: string | undefined): MetricsRefusal | null {
  if (token) {
    const given = bearer(headers.authorization);
    return given !== undefined && sameToken(given, token) ? null : NEED_TOKEN;
  }
  const relayed = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  return isLoopbackPeer(peer) && !relayed ? null : LOOPBACK_ONLY;
}

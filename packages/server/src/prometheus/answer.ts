// One scrape's answer, the same from the server's route and the worker's own port: the refusal, or
// the registry's text in the Prometheus format. Never stored by any cache.
import type { IncomingHttpHeaders } from 'node:http';
import type { Registry } from 'prom-client';
import { metricsRefusal } from './access.js';

export interface MetricsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export async function metricsAnswer(
  register: Registry,
  token: string,
  headers: IncomingHttpHeaders,
  peer: string | undefined,
): Promise<MetricsAnswer> {
  const refusal = metricsRefusal(token, headers, peer);
  if (refusal) {
    return {
      status: refusal.status,
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8', ...refusal.headers },
      body: JSON.stringify({ error: true, code: refusal.code }),
    };
  }
  return { status: 200, headers: { 'Cache-Control': 'no-store', 'Content-Type': register.contentType }, body: await register.metrics() };
}

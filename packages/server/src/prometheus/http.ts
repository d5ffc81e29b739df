// The HTTP server's own metrics: every answer's duration by route pattern, method and status (an
// answer cut before its end under CUT_ANSWER_STATUS), and
// the response cache's lookups and size. The route label is the pattern Fastify matched
// (`/api/json/video/:lifetime/:b1/:b2/:file`), never the address asked for: addresses are
// unbounded and written by the visitor, and each label value is a series kept in memory.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { CUT_ANSWER_STATUS, HTTP_DURATION_BUCKETS_S } from '../constants.js';
import { watchCutAnswers } from '../http/cutAnswers.js';
import type { ResponseCache } from '../http/cache.js';
import type { ObserveHit } from '../http/storedHits.js';

/** The route label of a request no route matched: site pages (200) and not-found answers (404). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Returns how the fast path's hits are timed, which never reach Fastify's hooks. */
export function httpMetrics(app: FastifyInstance, register: Registry, cache: ResponseCache): ObserveHit {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request’s arrival to the end of its answer, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_DURATION_BUCKETS_S,
    registers: [register],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
    duration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  // An answer cut before its end never reaches onResponse: timed to the cut, under its own status.
  watchCutAnswers(app, (req, reply) => {
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
    duration.observe({ method: req.method, route, status: String(CUT_ANSWER_STATUS) }, reply.elapsedTime / 1000);
  });
  // The fast path's hits (storedHits.ts) are GETs of a known route: one labelled series each, bound once.
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();
  const observeHit: ObserveHit = (route, status, seconds) => {
    const id = `${status} ${route}`;
    let child = series.get(id);
    if (!child) series.set(id, (child = duration.labels({ method: 'GET', route, status: String(status) })));
    child.observe(seconds);
  };

  new Counter({
    name: 'reel_response_cache_hits_total',
    help: 'Response cache lookups answered from the cache.',
    registers: [register],
    collect() {
      this.reset();
      this.inc(cache.hits);
    },
  });
  new Counter({
    name: 'reel_response_cache_misses_total',
    help: 'Response cache lookups the cache could not answer (absent, expired or older than the request accepts).',
    registers: [register],
    collect() {
      this.reset();
      this.inc(cache.misses);
    },
  });
  new Gauge({
    name: 'reel_response_cache_entries',
    help: 'Answers held by the response cache.',
    registers: [register],
    collect() {
      this.set(cache.size);
    },
  });
  new Gauge({
    name: 'reel_response_cache_bytes',
    help: 'Bytes held by the response cache (every stored encoding, keys and bookkeeping).',
    registers: [register],
    collect() {
      this.set(cache.bytes);
    },
  });
  return observeHit;
}

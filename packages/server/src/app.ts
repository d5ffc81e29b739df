// Builds the HTTP server: the data-call catalogue, media, the built site and embed page.
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from './context.js';
import { sessionHook } from './auth/session.js';
import { FORM_BODY_LIMIT_BYTES, STORED_HITS_MAX_URLS } from './constants.js';
import { answerClientError } from './http/clientError.js';
import { csrfGuard } from './http/csrf.js';
import { hostGuard } from './http/origin.js';
import { warnUntrustedForward } from './http/untrustedForward.js';
import { fieldBodies, formFields, isMalformedBody, malformedBody } from './http/bodies.js';
import { ApiHttpError, errorBody } from './http/errors.js';
import { noSharedCookies } from './http/cookies.js';
import { contentSecurityPolicy, parseExtraSources } from './pages/csp.js';
import { bucketOrigins } from './media/storage.js';
import { crossOriginHeaders } from './http/crossOrigin.js';
import { framingHeaders } from './http/framing.js';
import { geoCookie } from './http/geo.js';
import { ageGate } from './age/gate.js';
import { logCutAnswer, RequestLog } from './http/requestLog.js';
import { watchCutAnswers } from './http/cutAnswers.js';
import { recordRoutes } from './http/routeList.js';
import { staticRoutes } from './pages/static.js';
import { StoredHits, storedHitsServer } from './http/storedHits.js';
import { EDGE_TIMEOUTS, edgeTimeouts, serverTimeoutOptions, type EdgeTimeouts } from './http/timeouts.js';
import { httpMetrics } from './prometheus/http.js';
import { processMetrics } from './prometheus/registry.js';
import { catalogueRoutes } from './routes/index.js';
import { metricsRoutes } from './routes/metrics.js';

export interface BuildOptions {
  logger?: boolean | { level: string };
  /** The process's logger (`createLogger`), which redacts tokens and cookies; wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The connection time limits; the constants' values unless a test shortens them. */
  timeouts?: Partial<EdgeTimeouts>;
}

/** Levels at which a cache hit is logged (requestLog.ts): those hits keep the full path. */
const HIT_LOG_LEVELS: ReadonlySet<string> = new Set(['trace', 'debug']);

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const timeouts = { ...EDGE_TIMEOUTS, ...opts.timeouts };
  // A cache hit is answered before Fastify (storedHits.ts); `inject` bypasses the server, so tests
  // that inject always take the full path.
  const hits = new StoredHits({ cache: ctx.cache, maxUrls: STORED_HITS_MAX_URLS, logsHits: () => HIT_LOG_LEVELS.has(app.log.level) });
  const app: FastifyInstance = Fastify({
    serverFactory: (handler, options) => storedHitsServer(hits, handler, options),
    ...serverTimeoutOptions(timeouts),
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    // Behind a proxy, req.ip and req.protocol are the visitor's only when the proxy is trusted.
    trustProxy: ctx.config.trustProxy,
    // On SIGTERM the listener closes and a request already arriving on an open connection is still
    // answered (with Connection: close), not refused with 503: a load balancer retries a refused
    // GET on another node, but never a POST.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    // A cache hit is logged at debug only, so the hot path writes nothing at the default level.
    logController: new RequestLog(),
    bodyLimit: FORM_BODY_LIMIT_BYTES,
    // Query strings and form bodies are decoded alike (http/bodies.ts), so one text rule reads both.
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: false, querystringParser: formFields },
    // A path that does not decode (`/%zz/`) or a bad Content-Type is refused in the same shape as
    // every other bad input, with a code of its own.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      const code = err.code === 'FST_ERR_BAD_URL' ? 'invalid_url' : err.code.toLowerCase();
      void (reply as FastifyReply).code(status).header('Cache-Control', 'no-store').send({ error: true, code });
    },
  });
  recordRoutes(app);
  watchCutAnswers(app, logCutAnswer);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { parser: formFields });

  app.setErrorHandler((thrown, req, reply) => {
    const err = isMalformedBody(thrown) ? malformedBody() : thrown;
    if (err instanceof ApiHttpError) return reply.code(err.status).header('Cache-Control', 'no-store').send(errorBody(err));
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (err as { code?: string }).code ?? 'bad_request';
      return reply.code(status).header('Cache-Control', 'no-store').send({ error: true, code: code.toLowerCase() });
    }
    req.log.error(err);
    return reply.code(500).header('Cache-Control', 'no-store').send({ error: true, code: 'system_error' });
  });

  // Before any route, so every answer is timed; one registry per app, however many run in a process.
  const metrics = processMetrics(ctx.database, ctx.readDatabase === ctx.database ? undefined : ctx.readDatabase);
  app.addHook('onClose', async () => metrics.stop());
  hits.onHit(httpMetrics(app, metrics.register, ctx.cache));
  app.addHook('onResponse', (req, reply, done) => {
    hits.record(req, reply);
    done();
  });

  edgeTimeouts(app, timeouts);
  fieldBodies(app);
  framingHeaders(app, ctx.config.publicUrl);
  contentSecurityPolicy(app, {
    mediaBaseUrl: ctx.config.mediaBaseUrl,
    extraSources: parseExtraSources(ctx.config.cspExtraSources),
    bucketOrigins: bucketOrigins(ctx.config),
  });
  noSharedCookies(app);
  crossOriginHeaders(app);
  geoCookie(app, ctx.config);
  hostGuard(app);
  warnUntrustedForward(app);
  csrfGuard(app, ctx.config.publicUrl);
  sessionHook(app, ctx);
  ageGate(app, ctx, hits);
  catalogueRoutes(app, ctx);
  metricsRoutes(app, metrics.register, ctx.config.metricsToken);
  await staticRoutes(app, ctx);
  return app;
}

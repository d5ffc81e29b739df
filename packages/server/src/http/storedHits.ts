// The fast path of a cache hit. A stored answer is the same for everyone, so once the full path has
// sent one for an address, the headers it carried (security headers, Cache-Control, CORS, Vary,
// content type) are known for that exact address; the next request for it is answered before
// Fastify sees it: no router, no hooks, no parameter parsing, one lookup of the address and one of
// the response cache, and headers prepared once per stored answer and form.
// Only what cannot change the answer is skipped. A request takes the full path when it is not a GET,
// carries a session cookie or a body, when the logger wants hit lines (`debug`), when the address was
// never answered from the cache, or when the cache has no fresh answer for it: the full path then
// looks up, refuses, refreshes and records as before.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CachedAnswer, ResponseCache } from './cache.js';
import { noneMatchHits, pickEncoding, type Encoding } from './compress.js';
import { SESSION_COOKIE } from '../constants.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's stored answers are everyone's: they may be sent again on the fast path. */
    storedHits?: boolean;
  }
}

/** Headers each answer sets for itself; everything else a stored answer carried is the address's. */
const PER_ANSWER = new Set([
  'age',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-cache',
]);
const ENCODING_TOKEN = /(^|,\s*)accept-encoding\s*(?=,|$)/i;
const SESSION_IN_COOKIE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

type Form = Encoding | 'identity';
const FORMS: readonly Form[] = ['identity', 'br', 'gzip'];

/** What the full path tells about a stored answer it sent, kept until the answer is done. */
interface Sent {
  key: string;
  lifetime: number;
  hadForms: boolean;
}

const SENT = new WeakMap<FastifyReply, Sent>();

/** Called where a stored answer is sent: the address may then be answered on the fast path. */
export function markStored(reply: FastifyReply, key: string, lifetime: number, answer: CachedAnswer | { forms: unknown }): void {
  SENT.set(reply, { key, lifetime, hadForms: answer.forms !== null });
}

/** Header lines of one form of one answer, as a flat name/value list for `writeHead`, with the
 * place of the Age value, which changes with the answer's age. */
interface Head {
  lines: string[];
  ageAt: number;
}

interface Prepared {
  answer: CachedAnswer;
  ok: Record<Form, Head>;
  notModified: Record<Form, Head>;
}

interface Entry {
  key: string;
  lifetime: number;
  route: string;
  /** The address's headers, without the per-answer ones. */
  base: string[];
  contentType: string;
  vary: { withForms: string; withoutForms: string };
  prepared: Prepared | null;
  /** The route is behind the age gate: a request the gate must see takes the full path. */
  ageGated: boolean;
}

/** Answers sent on the fast path since the start, so that a test can tell which path answered. */
export const storedHitStats = { served: 0 };

export type ObserveHit = (route: string, status: number, seconds: number) => void;

export interface StoredHitsOptions {
  cache: ResponseCache;
  maxUrls: number;
  /** True when hit lines are logged (the logger at `debug`): those requests keep the full path. */
  logsHits: () => boolean;
}

function varyOf(recorded: string, hadForms: boolean): Entry['vary'] {
  const without = hadForms ? recorded.replace(ENCODING_TOKEN, '').replace(/^,\s*/, '') : recorded;
  return { withForms: hadForms ? recorded : without ? `${without}, Accept-Encoding` : 'Accept-Encoding', withoutForms: without };
}

function head(entry: Entry, answer: CachedAnswer, form: Form, notModified: boolean): Head {
  const lines = [...entry.base];
  if (!notModified) lines.push('content-type', entry.contentType);
  const vary = answer.forms ? entry.vary.withForms : entry.vary.withoutForms;
  if (vary) lines.push('vary', vary);
  lines.push('etag', answer.etags[form], 'x-cache', 'HIT', 'age', '0');
  const ageAt = lines.length - 1;
  if (!notModified) {
    const body = form === 'identity' || !answer.forms ? answer.identity : answer.forms[form];
    if (form !== 'identity') lines.push('content-encoding', form);
    lines.push('content-length', String(body.length));
  }
  return { lines, ageAt };
}

function prepare(entry: Entry, answer: CachedAnswer): Prepared {
  const ok = {} as Record<Form, Head>;
  const notModified = {} as Record<Form, Head>;
  for (const form of FORMS) {
    ok[form] = head(entry, answer, form, false);
    notModified[form] = head(entry, answer, form, true);
  }
  return { answer, ok, notModified };
}

export class StoredHits {
  private readonly entries: LRUCache<string, Entry>;
  private observe: ObserveHit = () => {};
  private gateSees: (req: IncomingMessage) => boolean = () => false;

  constructor(private readonly o: StoredHitsOptions) {
    this.entries = new LRUCache({ max: o.maxUrls });
  }

  /** Where a fast hit's duration goes (the request-duration histogram). */
  onHit(observe: ObserveHit): void {
    this.observe = observe;
  }

  /** Which requests to a gated route the age gate must see (it may refuse them): those take the full path. */
  onGate(sees: (req: IncomingMessage) => boolean): void {
    this.gateSees = sees;
  }

  get size(): number {
    return this.entries.size;
  }

  /** After a full-path answer: remembers the address of a shared stored answer sent whole. */
  record(req: FastifyRequest, reply: FastifyReply): void {
    const sent = SENT.get(reply);
    if (!sent || reply.statusCode !== 200 || !eligible(req.raw)) return;
    if (req.routeOptions.config?.storedHits !== true) return;
    const headers = reply.getHeaders();
    if (headers['set-cookie'] !== undefined || headers['content-type'] === undefined) return;
    const base: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || PER_ANSWER.has(name) || name === 'content-type') continue;
      base.push(name, String(value));
    }
    this.entries.set(req.raw.url ?? '', {
      key: sent.key,
      lifetime: sent.lifetime,
      route: req.routeOptions.url ?? '',
      base,
      contentType: String(headers['content-type']),
      vary: varyOf(String(headers.vary ?? ''), sent.hadForms),
      prepared: null,
      ageGated: req.routeOptions.config?.ageGated === true,
    });
  }

  /** Answers `req` from the cache when it can, before any framework code; false leaves it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || this.entries.size === 0) return false;
    const entry = this.entries.get(req.url ?? '');
    if (!entry || !eligible(req) || this.o.logsHits() || (entry.ageGated && this.gateSees(req))) return false;
    const started = performance.now();
    const answer = this.o.cache.getIfFresh(entry.key, entry.lifetime);
    if (!answer) return false;
    if (entry.prepared?.answer !== answer) entry.prepared = prepare(entry, answer);
    const headers = req.headers;
    const form: Form = (answer.forms && pickEncoding(headers['accept-encoding'])) || 'identity';
    const ifNoneMatch = headers['if-none-match'];
    const notModified = ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, answer.etags[form]);
    const h = (notModified ? entry.prepared.notModified : entry.prepared.ok)[form];
    h.lines[h.ageAt] = String(this.o.cache.ageS(answer));
    res.writeHead(notModified ? 304 : 200, h.lines);
    if (notModified) res.end();
    else res.end(form === 'identity' || !answer.forms ? answer.identity : answer.forms[form]);
    this.observe(entry.route, notModified ? 304 : 200, (performance.now() - started) / 1000);
    storedHitStats.served++;
    return true;
  }
}

/** A GET without a session cookie and without a body: one whose stored answer is everyone's. */
function eligible(req: IncomingMessage): boolean {
  const h = req.headers;
  if (h['transfer-encoding'] !== undefined || (h['content-length'] !== undefined && h['content-length'] !== '0')) return false;
  return h.cookie === undefined || !SESSION_IN_COOKIE.test(h.cookie);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Fastify's own HTTP/1 server settings, which it applies only to a server it makes itself. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/** Fastify's `serverFactory`: the fast path first, Fastify for everything it does not answer. */
export function storedHitsServer(hits: StoredHits, fastify: Handler, settings: ServerSettings): Server {
  const server = createServer(settings.http ?? {}, (req, res) => {
    if (!hits.serve(req, res)) fastify(req, res);
  });
  if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
  if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
  if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
  return server;
}

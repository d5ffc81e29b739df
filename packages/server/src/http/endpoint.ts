// Registers one entry of the endpoint table (@reel/api) on Fastify. Before the handler runs, every
// parameter is read with the table's own parser: a refusal is 400 with its code, and the handler
// gets the typed values, never the raw text. A private entry's answer is never stored.
import {
  ACT_FIELD,
  AGE_VERIFICATION_REQUIRED,
  BadInput,
  parseInput,
  type Endpoint,
  type Input,
  type Params,
  type SentByHandler,
} from '@reel/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESPONSE_LIFETIME_MAX_S } from '../constants.js';
import { badRequest } from './errors.js';
import { queryValue } from './params.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route hands out a video frame, a poster or their addresses: a place that asks for an age
     * check refuses it to a visitor who has not passed one (age/gate.ts). */
    ageGated?: boolean;
  }
}

/** Whether an entry is behind the age gate: it says so by listing the gate's refusal. */
export const isAgeGated = (e: Endpoint): boolean => e.errors.includes(AGE_VERIFICATION_REQUIRED);

/** The validated input of an entry's request. */
export type EndpointInput<E> = E extends Endpoint<infer P> ? Input<P> : never;

declare const ANSWERED: unique symbol;

/** A reply already sent with a JSON answer of type `A` (the cached path writes the body itself).
 * Typed without the reply's `then`, so that an async handler returning it still carries `A`. */
export type AnsweredReply<A> = Omit<FastifyReply, 'then'> & { readonly [ANSWERED]: A };

/** Marks a reply as sent with `answer`'s type; only the helpers that send a typed answer call it. */
export const answered = <A>(reply: FastifyReply): AnsweredReply<A> => reply as unknown as AnsweredReply<A>;

/** A refusal sent with its own status and body rather than thrown: it is not the entry's answer, so
 * it stands for any, and like every refusal it is never stored. */
export function sendRefusal(reply: FastifyReply, status: number, body: unknown): AnsweredReply<never> {
  return answered<never>(reply.code(status).header('Cache-Control', 'no-store').send(body));
}

/** What a handler hands back: the entry's answer (or the reply that sent it), or, for an entry whose
 * handler writes the reply itself (a file, a stream, a redirect, text), that reply. */
export type HandlerResult<A> = [A] extends [SentByHandler] ? FastifyReply : A | AnsweredReply<A>;

export type EndpointHandler<P extends Params, A = unknown> = (
  req: FastifyRequest,
  reply: FastifyReply,
  input: Input<P>,
) => Promise<HandlerResult<A>>;

const INPUTS = new WeakMap<FastifyRequest, unknown>();

/** A lifetime longer than any the catalogue gives is cut to the longest, and sent as cut. */
export const capLifetime = (lifetime: number): number => Math.min(lifetime, RESPONSE_LIFETIME_MAX_S);

function readInput<P extends Params>(e: Endpoint<P>, req: FastifyRequest): Input<P> {
  const query: Record<string, string | undefined> = {};
  for (const name of e.query ?? []) query[name] = queryValue(req.query, name);
  const body: Record<string, string | undefined> = {};
  for (const name of e.body ?? []) body[name] = bodyValue(req.body, name);
  try {
    const input = parseInput(e, (req.params ?? {}) as Record<string, string>, query, body);
    const lifetime = (input as Record<string, unknown>).lifetime;
    return typeof lifetime === 'number' ? { ...input, lifetime: capLifetime(lifetime) } : input;
  } catch (err) {
    if (err instanceof BadInput) throw badRequest(err.code);
    throw err;
  }
}

/** One body field as text: a JSON number or boolean is written out, anything else (an array, an
 * object, a repeated form key) is refused as a malformed body rather than guessed at. */
function bodyValue(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw badRequest('invalid_body');
}

/** The validated input of a request to `e`, for a hook that runs before the handler. */
export function endpointInput<P extends Params>(req: FastifyRequest, e: Endpoint<P>): Input<P> {
  return (INPUTS.get(req) as Input<P> | undefined) ?? readInput(e, req);
}

export interface RouteOptions {
  /** Who may call it, checked before any parameter is read: a refusal is the same whatever the input.
   * A promise it returns is awaited (a write limit counts the request before its fields are read); a
   * refusal with more than a code may be sent on `reply`, and nothing else runs then. */
  guard?: (req: FastifyRequest, reply: FastifyReply) => unknown;
}

/** A reply is thenable, so an async handler that returns one is typed `Promise<never>`, which any
 * answer type accepts: only an entry whose handler sends its own reply may return one that way. */
type OptionsFor<R, A, O = RouteOptions> = [R] extends [never]
  ? [A] extends [SentByHandler]
    ? [options?: O]
    : [returnTheAnswerNotTheReply: never]
  : [options?: O];

export function route<P extends Params, A, H extends EndpointHandler<P, NoInfer<A>>>(
  app: FastifyInstance,
  e: Endpoint<P, A>,
  handler: H,
  ...[options = {}]: OptionsFor<Awaited<ReturnType<H>>, A>
): void {
  const { guard } = options;
  app.route({
    method: e.method,
    url: e.route,
    // Only an answer that is everyone's may be sent again on the fast path (storedHits.ts).
    config: { storedHits: !guard && !e.private, ageGated: isAgeGated(e) },
    ...(guard
      ? {
          // Route hooks run after the app's own, so the session is known here.
          onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
            if (e.private) reply.header('Cache-Control', 'no-store');
            await guard(req, reply);
            if (reply.sent) return reply;
          },
        }
      : {}),
    preValidation: async (req) => {
      INPUTS.set(req, readInput(e, req));
    },
    handler: (req, reply) => {
      // A private answer is one member's: no browser, CDN or in-process cache keeps it.
      if (e.private) reply.header('Cache-Control', 'no-store');
      return handler(req, reply, endpointInput(req, e));
    },
  });
}

/** One act of a route shared by several entries, with its handler, held to its entry's answer as
 * `route()` holds a handler. */
export interface ActHandler {
  readonly e: Endpoint;
  readonly handler: EndpointHandler<Params, unknown>;
  readonly guard?: RouteOptions['guard'];
  readonly readFirst?: readonly string[];
}

export interface ActOptions extends RouteOptions {
  /** Fields of the act read before its guard, in the entry's order: their refusal is the same
   * whoever asks (a malformed object is 400 even for a visitor the guard would refuse). */
  readFirst?: readonly string[];
}

/** `handler` answers the act entry `e`: it gets that act's parsed fields and returns its answer. */
export function act<P extends Params, A, H extends EndpointHandler<P, NoInfer<A>>>(
  e: Endpoint<P, A>,
  handler: H,
  ...[options = {}]: OptionsFor<Awaited<ReturnType<H>>, A, ActOptions & { readFirst?: readonly (keyof P & string)[] }>
): ActHandler {
  const { guard, readFirst } = options as ActOptions;
  return { e, handler: handler as unknown as EndpointHandler<Params, unknown>, guard, readFirst };
}

/** The part of `e` that reads only `names`: its parsers for them, and no rule between parameters. */
function onlyFields(e: Endpoint, names: readonly string[]): Endpoint {
  const keep = (list: readonly string[] | undefined) => list?.filter((n) => names.includes(n));
  const params = Object.fromEntries(Object.entries(e.params).filter(([n]) => names.includes(n)));
  return { ...e, params, query: keep(e.query), body: keep(e.body), rules: [] };
}

export interface ActsOptions extends RouteOptions {
  /** Requests no act's form describes (a multipart upload): answered by their own handler, before
   * any act is read. */
  other?: { when: (req: FastifyRequest) => boolean; handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> };
  /** An act no entry names: the act that takes it, or a check that throws its refusal first;
   * either way, or when absent, an unknown act is `400 invalid_act`. */
  unknownAct?: string | ((req: FastifyRequest) => void);
  /** Acts that are another's other name, e.g. `{post: ''}`: a form saying `act=post` is the entry without an act. */
  aliases?: Readonly<Record<string, string>>;
}

/** Whether `raw`, the entry's selecting field, picks it: a value, or a refusal to answer with its code. */
function selects(e: Endpoint, raw: string | undefined): boolean {
  if (raw === undefined) return false;
  try {
    return (e.params[e.selectedBy ?? ''].parse(raw) ?? null) !== null;
  } catch (err) {
    if (err instanceof BadInput) return true;
    throw err;
  }
}

/** The act entry a request picks, or null for the route's `other` requests. */
function pickAct(
  req: FastifyRequest,
  handlers: readonly ActHandler[],
  acts: ReadonlyMap<string, ActHandler>,
  options: ActsOptions,
): ActHandler | null {
  if (options.other?.when(req)) return null;
  const field = (name: string) => (handlers[0].e.method === 'POST' ? bodyValue(req.body, name) : queryValue(req.query, name));
  const selected = handlers.find((h) => h.e.selectedBy !== undefined && selects(h.e, field(h.e.selectedBy)));
  if (selected) return selected;
  // A route none of whose entries names an act never reads one.
  const text = (handlers.some((h) => h.e.act !== undefined) ? field(ACT_FIELD) : undefined) ?? '';
  const found =
    acts.get(Object.hasOwn(options.aliases ?? {}, text) ? options.aliases![text] : text) ??
    (typeof options.unknownAct === 'string' ? acts.get(options.unknownAct) : undefined);
  if (found) return found;
  if (typeof options.unknownAct === 'function') options.unknownAct(req);
  throw badRequest('invalid_act');
}

/**
 * Registers the entries that share one method and route, told apart by their `act` or the field
 * that selects them (`selectedBy`): the request picks the entry, whose parsers read its fields (a
 * refusal is 400 with the entry's code) and whose handler answers. An act's guard runs before its
 * fields are read, but for those it names to be read first (`readFirst`).
 */
export function routeActs(app: FastifyInstance, handlers: readonly ActHandler[], options: ActsOptions = {}): void {
  const { e } = handlers[0];
  const byAct = handlers.filter((h) => h.e.selectedBy === undefined);
  const acts = new Map(byAct.map((h) => [h.e.act ?? '', h]));
  if (handlers.some((h) => h.e.method !== e.method || h.e.route !== e.route) || acts.size !== byAct.length)
    throw new Error(`${e.route}: the entries of a route share its method and route, each with its own act or field`);
  const picked = new WeakMap<FastifyRequest, ActHandler | null>();
  const { guard, other } = options;
  app.route({
    method: e.method,
    url: e.route,
    // Each act says its own cache rule; none is sent again on the fast path.
    config: { storedHits: false, ageGated: handlers.some((h) => isAgeGated(h.e)) },
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (handlers.some((h) => h.e.private)) reply.header('Cache-Control', 'no-store');
      await guard?.(req, reply);
      if (reply.sent) return reply;
    },
    preValidation: async (req, reply) => {
      const chosen = pickAct(req, handlers, acts, options);
      picked.set(req, chosen);
      if (!chosen) return;
      if (chosen.readFirst) readInput(onlyFields(chosen.e, chosen.readFirst), req);
      await chosen.guard?.(req, reply);
      if (reply.sent) return reply;
      INPUTS.set(req, readInput(chosen.e, req));
    },
    handler: (req, reply) => {
      const chosen = picked.get(req);
      if (!chosen) return other!.handler(req, reply);
      if (chosen.e.private) reply.header('Cache-Control', 'no-store');
      return chosen.handler(req, reply, INPUTS.get(req) as Input<Params>);
    },
  });
}

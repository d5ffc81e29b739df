// The server's side of the age gate. Where the visitor's place asks for a check by a provider
// (`verify`) and the request carries no live proof, every address that would show a video frame or
// a poster is refused with one code: the routes whose table entry lists AGE_VERIFICATION_REQUIRED,
// the pictures under /media/, and the pages' data (pages/static.ts serves the bare page). `declare`
// is the site's click-through dialog, as before; `none` opens every address.
import type { IncomingMessage } from 'node:http';
import { AGE_VERIFICATION_REQUIRED } from '@reel/api/endpoints';
import type { AgeMode } from '@reel/api/settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AGE_PROOF_COOKIE } from '../constants.js';
import type { AppContext } from '../context.js';
import { ApiHttpError } from '../http/errors.js';
import type { StoredHits } from '../http/storedHits.js';
import { currentAgePolicy, lastAgePolicy } from '../settings/current.js';
import { anyVerify, modeFor, placeOf } from './policy.js';
import { setProofCookie } from './cookies.js';
import { isLiveProof, readProof, type AgeProof } from './proof.js';
import { liveAgeProof } from '../queries/ageProofs.js';

const MS_PER_S = 1000;
const PICTURES_PREFIX = '/media/';

export interface AgeCheck {
  mode: AgeMode;
  /** Whether the mode's check is behind the visitor (always, but for `verify`). */
  passed: boolean;
}

/**
 * The check the visitor's place asks for and whether it is passed. With `reply`, a signed-in
 * member's proof kept on the account counts too, and is handed to this device as its cookie, so
 * the pictures and data calls that follow (which look up no session) pass as well.
 */
export async function ageCheckOf(ctx: AppContext, req: FastifyRequest, reply?: FastifyReply): Promise<AgeCheck> {
  const mode = modeFor(await currentAgePolicy(ctx), placeOf(req.headers, ctx.config));
  if (mode !== 'verify') return { mode, passed: true };
  const nowS = Math.floor(ctx.now() / MS_PER_S);
  if (readProof(ctx.ageProofKey, req.cookies[AGE_PROOF_COOKIE], nowS)) return { mode, passed: true };
  if (!reply || !req.member) return { mode, passed: false };
  const kept = await liveAgeProof(ctx.database, req.member.user_id, nowS);
  if (!kept || !isLiveProof(kept, nowS)) return { mode, passed: false };
  setProofCookie(reply, req, ctx.config, ctx.ageProofKey, kept as AgeProof, nowS);
  return { mode, passed: true };
}

export const ageRefusal = (): ApiHttpError => new ApiHttpError(403, AGE_VERIFICATION_REQUIRED);

/** The pages of the site and the embed, which pages/static.ts gates itself, marked here for the
 * cache rules below. */
const PAGES = new WeakSet<FastifyRequest>();
/** Requests that passed a `verify` place's check: their answers are the visitor's alone. */
const VERIFIED = new WeakSet<FastifyRequest>();

/** For the page handler: this page's answer depends on the place, and on the check when `mode` is `verify`. */
export function gatedPage(req: FastifyRequest, mode: AgeMode): void {
  PAGES.add(req);
  if (mode === 'verify') VERIFIED.add(req);
}

// The static files' route is matched on its pattern too, so no spelling of a picture's address
// that the router still sends there gets past.
const isGatedRequest = (req: FastifyRequest): boolean =>
  req.routeOptions.config?.ageGated === true ||
  req.url.startsWith(PICTURES_PREFIX) ||
  (req.routeOptions.url ?? '').startsWith(PICTURES_PREFIX) ||
  PAGES.has(req);

/** Before the cache's fast path answers a gated address: whether the gate must see the request.
 * Before this node has read the policy, every request; after, every one from a `verify` place,
 * whose proof is checked on the full path. */
function gateSees(ctx: AppContext, req: IncomingMessage): boolean {
  const policy = lastAgePolicy(ctx);
  return policy === null || (anyVerify(policy) && modeFor(policy, placeOf(req.headers, ctx.config)) === 'verify');
}

/** Needs @fastify/cookie first. Registers the refusal and the cache rules of gated answers. */
export function ageGate(app: FastifyInstance, ctx: AppContext, hits: StoredHits): void {
  hits.onGate((req) => gateSees(ctx, req));
  const geoHeaders = [ctx.config.geoHeader, ctx.config.geoRegionHeader].map((h) => h.trim()).filter(Boolean);

  app.addHook('onRequest', async (req) => {
    if (!isGatedRequest(req)) return;
    const policy = await currentAgePolicy(ctx);
    if (!anyVerify(policy)) return;
    const check = await ageCheckOf(ctx, req);
    if (!check.passed) throw ageRefusal();
    if (check.mode === 'verify') VERIFIED.add(req);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!isGatedRequest(req) || lastAgePolicy(ctx) === null || !anyVerify(lastAgePolicy(ctx)!)) return payload;
    // Where some place asks for a check, a gated answer depends on the place: a shared cache keys it
    // on the place's headers, and one given after a check is the visitor's alone.
    for (const header of geoHeaders) reply.header('Vary', appendVary(reply.getHeader('vary'), header));
    if (VERIFIED.has(req)) {
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      if (/\bpublic\b/.test(cacheControl)) reply.header('Cache-Control', cacheControl.replace(/\bpublic\b/, 'private'));
    }
    return payload;
  });
}

function appendVary(current: unknown, header: string): string {
  const text = current === undefined ? '' : String(current);
  const names = text.split(',').map((n) => n.trim().toLowerCase());
  return names.includes(header.toLowerCase()) ? text : text ? `${text}, ${header}` : header;
}

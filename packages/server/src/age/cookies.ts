// The age cookies: HttpOnly (no script reads them), SameSite=Lax (the provider's redirect back is a
// top-level navigation, which Lax lets through), Secure whenever the site is served over https.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AGE_FLOW_LIFETIME_S, AGE_PROOF_COOKIE } from '../constants.js';
import { secureCookies } from '../http/cookies.js';
import { AGE_MODE_COOKIE } from '@reel/api/endpoints';
import type { AgeMode } from '@reel/api/settings';
import { COUNTRY_COOKIE_MAX_AGE_S } from '../constants.js';
import type { AgeProof } from './proof.js';
import { signProof } from './proof.js';

const options = (config: Pick<Config, 'publicUrl'>, req: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secureCookies(config, req),
});

export function setProofCookie(reply: FastifyReply, req: FastifyRequest, config: Config, key: string, proof: AgeProof, nowS: number): void {
  reply.setCookie(AGE_PROOF_COOKIE, signProof(key, proof), { ...options(config, req), maxAge: proof.expiresAtS - nowS });
}

/** A check under way, in its own cookie (`name`: one per purpose, so an age check and an uploader's don't clobber each other). */
export function setFlowCookie(reply: FastifyReply, req: FastifyRequest, config: Config, name: string, value: string): void {
  reply.setCookie(name, value, { ...options(config, req), maxAge: AGE_FLOW_LIFETIME_S });
}

export function clearFlowCookie(reply: FastifyReply, req: FastifyRequest, config: Config, name: string): void {
  reply.clearCookie(name, options(config, req));
}

/** Tells the page which check the visitor's place asks for (the page reads it, so not HttpOnly);
 * set only when it changes, like the country cookie, and never for the click-through declaration
 * the page assumes without it, so a fresh install's pages stay shareable. */
export function tellAgeMode(reply: FastifyReply, req: FastifyRequest, config: Config, mode: AgeMode): void {
  if ((req.cookies[AGE_MODE_COOKIE] ?? 'declare') === mode) return;
  reply.setCookie(AGE_MODE_COOKIE, mode, {
    path: '/',
    sameSite: 'lax',
    secure: secureCookies(config, req),
    maxAge: COUNTRY_COOKIE_MAX_AGE_S,
  });
}

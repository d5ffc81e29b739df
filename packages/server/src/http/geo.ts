// The visitor's country for the age gate's wording: a CDN or
// proxy in front of the server names it in a request header (Cloudflare's `cf-ipcountry` by
// default), and the server hands it to the browser app as the `country` cookie, which the app
// reads without a request of its own. A page that sets it is answered `private` (cookies.ts), so
// no shared cache hands one visitor's country to another.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { COUNTRY_COOKIE_MAX_AGE_S } from '../constants.js';
import { secureCookies } from './cookies.js';

export const COUNTRY_COOKIE = 'country';

/** Static files and the data calls never need it: only the site's pages set the cookie. */
const SKIPPED_PREFIXES = ['/api/', '/media/', '/get_file/', '/assets/', '/embed/'];

/** A two-letter code, upper-cased; anything else (Cloudflare's `XX` and `T1` included) is unknown. */
export function countryFromHeader(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const code = raw?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}

/** Needs @fastify/cookie registered first. An empty header name turns the hook off. */
export function geoCookie(app: FastifyInstance, config: Pick<Config, 'geoHeader' | 'publicUrl'>): void {
  const header = config.geoHeader.trim().toLowerCase();
  if (!header) return;
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0];
    if (SKIPPED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    const country = countryFromHeader(req.headers[header]);
    if (!country || req.cookies[COUNTRY_COOKIE] === country) return;
    reply.setCookie(COUNTRY_COOKIE, country, {
      path: '/',
      maxAge: COUNTRY_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: secureCookies(config, req),
    });
  });
}

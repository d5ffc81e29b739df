// A cookie helper with the site's defaults: kept 1 day, path /, SameSite Lax.
import { COOKIE_DEFAULT_MAX_AGE_S, COOKIE_DEFAULT_PATH, COOKIE_DEFAULT_SAME_SITE } from './constants';

export interface CookieOptions {
  /** Lifetime in seconds; 0 or less removes the cookie. */
  maxAgeS?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Sent over https only; by default when the page itself is on https (SameSite=None always is). */
  secure?: boolean;
}

/** The part of `document` the helper uses; tests pass a plain object. */
export interface CookieJar {
  cookie: string;
  location?: { protocol: string } | null;
}

function browserDocument(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

/** A name may not hold what would end it or start an attribute. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The `document.cookie` assignment for one cookie, or null for a name a cookie cannot have. */
export function cookieString(name: string, value: string, options: CookieOptions = {}, https = false): string | null {
  if (!COOKIE_NAME.test(name)) return null;
  const sameSite = options.sameSite ?? COOKIE_DEFAULT_SAME_SITE;
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${options.path ?? COOKIE_DEFAULT_PATH}`,
    `max-age=${Math.floor(options.maxAgeS ?? COOKIE_DEFAULT_MAX_AGE_S)}`,
  ];
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`samesite=${sameSite.toLowerCase()}`);
  if (options.secure ?? (https || sameSite === 'None')) parts.push('secure');
  return parts.join('; ');
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function parseCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** True when the cookie was written (not whether the browser kept it: it may refuse silently). */
export function setCookie(name: string, value: string, options: CookieOptions = {}, jar: CookieJar | null = browserDocument()): boolean {
  const line = cookieString(name, value, options, jar?.location?.protocol === 'https:');
  if (!jar || line === null) return false;
  try {
    jar.cookie = line;
    return true;
  } catch {
    return false;
  }
}

export function getCookie(name: string, jar: CookieJar | null = browserDocument()): string | null {
  try {
    return jar ? parseCookie(jar.cookie, name) : null;
  } catch {
    return null;
  }
}

// document.cookie, read and written one name at a time through @reel/storage's cookie helper
// (path /, SameSite Lax); the site's own cookies say how long they keep.
import { getCookie, setCookie } from '@reel/storage';

export function readCookie(name: string): string | null {
  return getCookie(name);
}

export function writeCookie(name: string, value: string, maxAgeS: number): void {
  setCookie(name, value, { maxAgeS });
}

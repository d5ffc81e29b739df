// document.cookie, read and written one name at a time.

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookieFrom(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookieFrom(document.cookie, name);
}

export function writeCookie(name: string, value: string, maxAgeS: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeS}; samesite=lax`;
}

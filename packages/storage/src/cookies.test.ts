import { beforeEach, describe, expect, it } from 'vitest';
import { cookieString, getCookie, parseCookie, setCookie, type CookieJar } from './cookies';

describe('the cookie helper', () => {
  it('defaults to one day, path / and SameSite Lax', () => {
    expect(cookieString('gender', 'gay')).toBe('gender=gay; path=/; max-age=86400; samesite=lax');
  });

  it('takes another lifetime, path, domain and SameSite; Secure on https and always with SameSite None', () => {
    expect(cookieString('a', 'x y', { maxAgeS: 60, path: '/members/', domain: 'reel.test', sameSite: 'Strict' })).toBe(
      'a=x%20y; path=/members/; max-age=60; domain=reel.test; samesite=strict',
    );
    expect(cookieString('a', '1', {}, true)).toBe('a=1; path=/; max-age=86400; samesite=lax; secure');
    expect(cookieString('a', '1', { sameSite: 'None' })).toBe('a=1; path=/; max-age=86400; samesite=none; secure');
  });

  it('refuses a name that would break the cookie line', () => {
    expect(cookieString('a=b', '1')).toBeNull();
    expect(cookieString('a;b', '1')).toBeNull();
    expect(cookieString('', '1')).toBeNull();
    const jar: CookieJar = { cookie: '' };
    expect(setCookie('a b', '1', {}, jar)).toBe(false);
    expect(jar.cookie).toBe('');
  });

  it('reads one cookie out of a cookie string', () => {
    expect(parseCookie('a=1; _agev=1; b=x%20y', 'b')).toBe('x y');
    expect(parseCookie('a=1', 'b')).toBeNull();
    expect(parseCookie('b=%E0%A4%A', 'b')).toBeNull();
  });

  describe('in the document', () => {
    beforeEach(() => {
      for (const name of ['verif', 'gender']) setCookie(name, '', { maxAgeS: 0 });
    });

    it('sets and gets, and a lifetime of 0 removes', () => {
      expect(setCookie('verif', '1')).toBe(true);
      expect(setCookie('gender', 'she', { maxAgeS: 3600 })).toBe(true);
      expect(getCookie('verif')).toBe('1');
      expect(getCookie('gender')).toBe('she');
      expect(setCookie('verif', '', { maxAgeS: 0 })).toBe(true);
      expect(getCookie('verif')).toBeNull();
      expect(getCookie('gender')).toBe('she');
    });
  });

  it('answers null and false without a document', () => {
    expect(getCookie('a', null)).toBeNull();
    expect(setCookie('a', '1', {}, null)).toBe(false);
  });
});

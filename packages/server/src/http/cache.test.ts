// The response cache: bounded in bytes, fresh per request, and a flood of new keys cannot push out
// the answers that get real traffic.
import { describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_MIN_BYTES, RESPONSE_CACHE_SEEN_WINDOW_MS } from '../constants.js';
import { ResponseCache } from './cache.js';
import { entityTags, type EncodedBody } from './compress.js';

const KB = 1024;
const HOUR_S = 3600;

function body(bytes: number, fill = 'x'): EncodedBody {
  const identity = Buffer.alloc(bytes, fill);
  return { identity, forms: null, etags: entityTags(identity) };
}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** What a route does on a miss: ask whether to store, then store. */
function miss(cache: ResponseCache, key: string, bytes: number, lifetimeS = HOUR_S): boolean {
  if (!cache.shouldStore(key, bytes)) return false;
  cache.set(key, body(bytes), lifetimeS);
  return true;
}

describe('ResponseCache', () => {
  it('holds no more bytes than it is given, however many answers arrive', () => {
    const cache = new ResponseCache(RESPONSE_CACHE_MIN_BYTES);
    for (let i = 0; i < 2000; i++) {
      const key = `/k/${i}`;
      miss(cache, key, 10 * KB);
      cache.get(key, HOUR_S);
      expect(cache.bytes).toBeLessThanOrEqual(RESPONSE_CACHE_MIN_BYTES);
    }
    expect(cache.size).toBeGreaterThan(50);
    expect(cache.size).toBeLessThan(110);
  });

  it('keeps the answers that get traffic through a flood of new keys, asked once, twice or three times', () => {
    const cache = new ResponseCache(RESPONSE_CACHE_MIN_BYTES);
    const hot = Array.from({ length: 40 }, (_, i) => `/hot/${i}`);
    for (const key of hot) {
      miss(cache, key, 10 * KB);
      expect(cache.get(key, HOUR_S)).toBeDefined();
    }
    for (let round = 0; round < 3; round++) for (const key of hot) expect(cache.get(key, HOUR_S)).toBeDefined();
    for (const asks of [1, 2, 3]) {
      for (let i = 0; i < 5000; i++) {
        const key = `/flood/${asks}/${i}`;
        for (let n = 0; n < asks; n++) if (!cache.get(key, HOUR_S)) miss(cache, key, 10 * KB);
      }
      for (const key of hot) expect(cache.get(key, HOUR_S), `${key} after a flood of keys asked ${asks}×`).toBeDefined();
    }
    expect(cache.bytes).toBeLessThanOrEqual(RESPONSE_CACHE_MIN_BYTES);
  });

  it('under pressure stores a new key only on its second request within the window', () => {
    const time = clock();
    const cache = new ResponseCache(RESPONSE_CACHE_MIN_BYTES, time.now);
    for (let i = 0; i < 100; i++) miss(cache, `/fill/${i}`, 10 * KB);
    expect(cache.shouldStore('/new', 10 * KB)).toBe(false);
    expect(cache.shouldStore('/new', 10 * KB)).toBe(true);
    expect(cache.shouldStore('/late', 10 * KB)).toBe(false);
    time.advance(RESPONSE_CACHE_SEEN_WINDOW_MS + 1);
    expect(cache.shouldStore('/late', 10 * KB)).toBe(false);
  });

  it('serves an answer only as old as the asking request accepts, and one key for every lifetime', () => {
    const time = clock();
    const cache = new ResponseCache(RESPONSE_CACHE_MIN_BYTES, time.now);
    cache.set('/list', body(100), HOUR_S);
    time.advance(61_000);
    expect(cache.get('/list', 60)).toBeUndefined();
    expect(cache.get('/list', HOUR_S)).toBeDefined();
    expect(cache.ageS(cache.get('/list', HOUR_S)!)).toBe(61);
    // A refresh for a short lifetime does not cut the entry's life for the others.
    cache.set('/list', body(100, 'y'), 60);
    time.advance(120_000);
    expect(cache.get('/list', HOUR_S)?.identity[0]).toBe('y'.charCodeAt(0));
    expect(cache.size).toBe(1);
    time.advance(HOUR_S * 1000);
    expect(cache.get('/list', HOUR_S * 24)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never stores lifetime 0 and refuses a size it cannot work with', () => {
    const cache = new ResponseCache(RESPONSE_CACHE_MIN_BYTES);
    cache.set('/own', body(100), 0);
    expect(cache.size).toBe(0);
    expect(() => new ResponseCache(Number.NaN)).toThrow(RangeError);
    expect(() => new ResponseCache(1000)).toThrow(RangeError);
  });

  it('counts every lookup as a hit or a miss, an answer too old for the request a miss', () => {
    const time = clock();
    const cache = new ResponseCache(RESPONSE_CACHE_MIN_BYTES, time.now);
    cache.get('/absent', HOUR_S);
    cache.set('/list', body(100), HOUR_S);
    cache.get('/list', HOUR_S);
    time.advance(61_000);
    cache.get('/list', 60);
    cache.get('/list', HOUR_S);
    expect([cache.hits, cache.misses]).toEqual([2, 2]);
    cache.clear();
    expect([cache.hits, cache.misses]).toEqual([2, 2]);
  });
});

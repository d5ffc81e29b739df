// The account limits' counters: a fixed window per key from its first counted attempt, kept in the
// database so that two API nodes (two limiters on one database) count the same attempts.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { addressKey, countLimiter } from './limits.js';

let t: TestApp;
let clock = Date.parse('2026-06-01T00:00:00Z');
const WINDOW_MS = 15 * 60_000;

beforeAll(async () => {
  t = await startTestApp({ videos: 1 });
});
afterAll(async () => {
  await t?.close();
});

const limiter = (name: string, max: number) => countLimiter({ database: t.database, now: () => clock }, name, max, WINDOW_MS);

describe('a count limiter', () => {
  it('is full after max counts of a key, for that key only, until its window ends', async () => {
    const l = limiter('test_window', 3);
    for (let i = 0; i < 3; i++) {
      expect(await l.full('a')).toBe(false);
      await l.count('a');
    }
    expect(await l.full('a')).toBe(true);
    expect(await l.full('b')).toBe(false);
    clock += WINDOW_MS - 1;
    expect(await l.full('a')).toBe(true);
    clock += 1;
    expect(await l.full('a')).toBe(false);
    // The next count opens a new window of its own.
    await l.count('a');
    const [row] = await t.database.query<{ hits: number; reset_at: Date | string }>(
      "SELECT hits, reset_at FROM limit_counts WHERE name = 'test_window' AND key = 'a'",
    );
    expect([row.hits, new Date(row.reset_at).getTime()]).toEqual([1, clock + WINDOW_MS]);
  });

  it('counts on every node: two limiters of one name share their counts, other names do not', async () => {
    const nodeA = limiter('test_shared', 4);
    const nodeB = limiter('test_shared', 4);
    await Promise.all([nodeA.count('x'), nodeB.count('x'), nodeA.count('x'), nodeB.count('x')]);
    expect(await nodeA.full('x')).toBe(true);
    expect(await nodeB.full('x')).toBe(true);
    expect(await limiter('test_other', 4).full('x')).toBe(false);
  });

  it('never counts nor stops a null key (a request from the machine itself)', async () => {
    const l = limiter('test_null', 1);
    await l.count(null);
    expect(await l.full(null)).toBe(false);
    expect(await t.database.query("SELECT key FROM limit_counts WHERE name = 'test_null'")).toEqual([]);
  });
});

describe('addressKey', () => {
  const key = (ip: string) => addressKey({ ip } as FastifyRequest);

  it('counts every address of one IPv6 /64 as one, and different /64s apart', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:abcd', '2001:DB8:1:2::9%eth0'];
    expect(new Set(one.map(key))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(key('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(key('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(key('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(key('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is null on loopback, however it is written', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(key(ip)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createFakeClock } from './fakeClock.js';

describe('createFakeClock', () => {
  it('fires timers in due order with now() at each due time', () => {
    const clock = createFakeClock(100);
    const seen: Array<[string, number]> = [];
    clock.setTimeout(() => seen.push(['b', clock.now()]), 20);
    clock.setTimeout(() => seen.push(['a', clock.now()]), 10);
    clock.setTimeout(() => seen.push(['c', clock.now()]), 20);
    clock.advance(15);
    expect(seen).toEqual([['a', 110]]);
    clock.advance(100);
    expect(seen).toEqual([
      ['a', 110],
      ['b', 120],
      ['c', 120],
    ]);
    expect(clock.now()).toBe(215);
  });

  it('runs timers scheduled by timers within the same advance, and clears', () => {
    const clock = createFakeClock();
    const seen: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => seen.push(clock.now()), 5), 5);
    const h = clock.setTimeout(() => seen.push(-1), 7);
    clock.clearTimeout(h);
    clock.advance(10);
    expect(seen).toEqual([10]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('advanceAsync lets promise chains settle between timers', async () => {
    const clock = createFakeClock();
    const wait = (ms: number) => new Promise<void>((r) => clock.setTimeout(r, ms));
    const seen: number[] = [];
    void (async () => {
      await wait(10);
      seen.push(clock.now());
      await wait(10);
      seen.push(clock.now());
    })();
    await clock.advanceAsync(25);
    expect(seen).toEqual([10, 20]);
  });
});

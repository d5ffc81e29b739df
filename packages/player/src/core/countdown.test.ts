import { describe, expect, it } from 'vitest';
import { createCountdown } from './countdown.js';
import { createFakeClock } from './fakeClock.js';

function setup(seconds?: number) {
  const clock = createFakeClock();
  const ticks: number[] = [];
  const done: Array<[string, number]> = [];
  let cancelled = 0;
  const countdown = createCountdown({
    clock,
    seconds,
    onTick: (s) => ticks.push(s),
    onDone: (reason) => done.push([reason, clock.now()]),
    onCancel: () => cancelled++,
  });
  return { clock, countdown, ticks, done, cancelled: () => cancelled };
}

describe('createCountdown', () => {
  it('12 → done after 12 000 ms, ticking each second', () => {
    const { clock, countdown, ticks, done } = setup();
    countdown.start();
    expect(ticks).toEqual([12]);
    clock.advance(11_999);
    expect(done).toEqual([]);
    expect(countdown.remaining()).toBe(1);
    clock.advance(1);
    expect(done).toEqual([['elapsed', 12_000]]);
    expect(ticks).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(countdown.status()).toBe('done');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('cancel stops it: no more ticks, no navigation', () => {
    const { clock, countdown, ticks, done, cancelled } = setup();
    countdown.start();
    clock.advance(3000);
    countdown.cancel();
    clock.advance(60_000);
    expect(ticks).toEqual([12, 11, 10, 9]);
    expect(done).toEqual([]);
    expect(cancelled()).toBe(1);
    expect(countdown.status()).toBe('cancelled');
    countdown.cancel();
    expect(cancelled()).toBe(1);
  });

  it('play now goes at once, and only once', () => {
    const { clock, countdown, done } = setup();
    countdown.start();
    clock.advance(2500);
    countdown.playNow();
    countdown.playNow();
    clock.advance(20_000);
    expect(done).toEqual([['playNow', 2500]]);
  });

  it('start() twice does not run two countdowns; a cancelled one can restart', () => {
    const { clock, countdown, done } = setup(2);
    countdown.start();
    countdown.start();
    countdown.cancel();
    countdown.start();
    clock.advance(2000);
    expect(done).toEqual([['elapsed', 2000]]);
  });
});

import { describe, expect, it } from 'vitest';
import { createFakeClock } from './fakeClock.js';
import { clampSeek, createSkipGrouper } from './skip.js';

function setup(startTime: number, duration = 600) {
  const clock = createFakeClock();
  let time = startTime;
  const seeks: Array<[number, number]> = [];
  const skip = createSkipGrouper({
    clock,
    currentTime: () => time,
    duration: () => duration,
    seek: (t) => seeks.push([t, clock.now()]),
  });
  return { clock, skip, seeks, setTime: (t: number) => (time = t) };
}

describe('clampSeek', () => {
  it('clamps to 0..duration; an unknown duration clamps at 0 only', () => {
    expect(clampSeek(5, -10, 100)).toBe(0);
    expect(clampSeek(95, 10, 100)).toBe(100);
    expect(clampSeek(95, 10, Number.NaN)).toBe(105);
    expect(clampSeek(95, 10, Number.POSITIVE_INFINITY)).toBe(105);
  });
});

describe('createSkipGrouper', () => {
  it('three clicks at 0/500/1000 ms from 50 s → one seek to 80 s at 2500 ms', () => {
    const { clock, skip, seeks, setTime } = setup(50);
    skip.forward();
    clock.advance(500);
    setTime(50.5); // the video plays on; the target still counts from the first click
    skip.forward();
    clock.advance(500);
    setTime(51);
    skip.forward();
    expect(skip.pending()).toEqual({ from: 50, delta: 30 });
    expect(skip.pendingTarget()).toBe(80);
    clock.advance(1499);
    expect(seeks).toEqual([]);
    clock.advance(1);
    expect(seeks).toEqual([[80, 2500]]);
    expect(skip.pending()).toBeNull();
  });

  it('a single click seeks 1500 ms later', () => {
    const { clock, skip, seeks } = setup(100);
    skip.back();
    clock.advance(1500);
    expect(seeks).toEqual([[90, 1500]]);
  });

  it('back and forward in one group cancel out to the start time', () => {
    const { clock, skip, seeks } = setup(100);
    skip.back();
    skip.back();
    skip.forward();
    clock.advance(1500);
    expect(seeks).toEqual([[90, 1500]]);
  });

  it('clamps at the duration and at 0', () => {
    const end = setup(595, 600);
    end.skip.forward();
    end.skip.forward();
    end.clock.advance(1500);
    expect(end.seeks).toEqual([[600, 1500]]);
    const start = setup(4);
    start.skip.back();
    start.clock.advance(1500);
    expect(start.seeks).toEqual([[0, 1500]]);
  });

  it('clicks further apart than 1500 ms are separate seeks, each from its own start', () => {
    const { clock, skip, seeks, setTime } = setup(50);
    skip.forward();
    clock.advance(1500);
    setTime(60);
    clock.advance(100);
    skip.forward();
    clock.advance(1500);
    expect(seeks).toEqual([
      [60, 1500],
      [70, 3100],
    ]);
  });

  it('flush seeks at once; cancel drops the group', () => {
    const { clock, skip, seeks } = setup(50);
    skip.forward();
    skip.flush();
    expect(seeks).toEqual([[60, 0]]);
    skip.forward();
    skip.cancel();
    clock.advance(5000);
    expect(seeks).toHaveLength(1);
    expect(clock.pendingTimers()).toBe(0);
  });
});

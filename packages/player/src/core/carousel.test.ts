import { describe, expect, it } from 'vitest';
import { arrowTarget, createCarouselScroller, easeOutCubic, inertiaPosition, maxScrollOf } from './carousel.js';
import { createFakeClock } from './fakeClock.js';

describe('carousel physics', () => {
  it('an arrow steps 1000 px, clamped to 0..maxScroll', () => {
    expect(maxScrollOf(2500, 800)).toBe(1700);
    expect(maxScrollOf(500, 800)).toBe(0);
    expect(arrowTarget(0, 1, 1700)).toBe(1000);
    expect(arrowTarget(1000, 1, 1700)).toBe(1700);
    expect(arrowTarget(300, -1, 1700)).toBe(0);
  });

  it('eases out: fast start, exact ends', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(inertiaPosition(0, 1000, 0)).toBe(0);
    expect(inertiaPosition(0, 1000, 750)).toBeCloseTo(875);
    expect(inertiaPosition(0, 1000, 1500)).toBe(1000);
    expect(inertiaPosition(0, 1000, 99_999)).toBe(1000);
  });
});

describe('createCarouselScroller', () => {
  it('reaches the target exactly at 1500 ms, moving monotonically', () => {
    const clock = createFakeClock();
    const s = createCarouselScroller({ clock, maxScrollPx: 5000 });
    expect(s.arrow(1)).toBe(1000);
    let last = s.position();
    for (let t = 0; t < 1500; t += 100) {
      clock.advance(100);
      expect(s.position()).toBeGreaterThanOrEqual(last);
      last = s.position();
    }
    expect(clock.now()).toBe(1500);
    expect(s.position()).toBe(1000);
    expect(s.animating()).toBe(false);
  });

  it('clamps at both ends', () => {
    const clock = createFakeClock();
    const s = createCarouselScroller({ clock, maxScrollPx: 1700 });
    expect(s.canScroll(-1)).toBe(false);
    s.arrow(1);
    s.arrow(1);
    expect(s.target()).toBe(1700);
    expect(s.canScroll(1)).toBe(false);
    clock.advance(1500);
    expect(s.position()).toBe(1700);
    s.arrow(-1);
    s.arrow(-1);
    clock.advance(1500);
    expect(s.position()).toBe(0);
  });

  it('a second click mid-move continues from the current position toward the next step', () => {
    const clock = createFakeClock();
    const s = createCarouselScroller({ clock, maxScrollPx: 5000 });
    s.arrow(1);
    clock.advance(750);
    const mid = s.position();
    expect(s.arrow(1)).toBe(2000);
    expect(s.position()).toBe(mid);
    clock.advance(1500);
    expect(s.position()).toBe(2000);
  });

  it('a resize pulls the target and position back inside', () => {
    const clock = createFakeClock();
    const s = createCarouselScroller({ clock, maxScrollPx: 5000, initialPx: 3000 });
    s.setMaxScroll(1200);
    expect(s.target()).toBe(1200);
    expect(s.position()).toBe(1200);
  });
});

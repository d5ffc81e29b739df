import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../core/fakeClock.js';
import { createBag } from './bag.js';

describe('createBag', () => {
  it('removes every listener it added, with the same capture flag', () => {
    const target = new EventTarget();
    const bag = createBag(createFakeClock());
    const seen: string[] = [];
    bag.on(target, 'a', () => seen.push('a'));
    bag.on(target, 'b', () => seen.push('b'), { capture: true });
    target.dispatchEvent(new Event('a'));
    expect(bag.size()).toBe(2);
    bag.dispose();
    target.dispatchEvent(new Event('a'));
    target.dispatchEvent(new Event('b'));
    expect(seen).toEqual(['a']);
    expect(bag.size()).toBe(0);
  });

  it('lets a listener be removed early, once', () => {
    const target = new EventTarget();
    const bag = createBag(createFakeClock());
    const fn = vi.fn();
    const off = bag.on(target, 'x', fn);
    off();
    off();
    target.dispatchEvent(new Event('x'));
    expect(fn).not.toHaveBeenCalled();
    expect(bag.size()).toBe(0);
  });

  it('forgets a timer once it fires and cancels the pending ones on dispose', () => {
    const clock = createFakeClock();
    const bag = createBag(clock);
    const fired: number[] = [];
    bag.timeout(() => fired.push(1), 100);
    bag.timeout(() => fired.push(2), 500);
    clock.advance(100);
    expect(fired).toEqual([1]);
    expect(bag.size()).toBe(1);
    bag.dispose();
    clock.advance(1000);
    expect(fired).toEqual([1]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('uses animation frames when the host has them, a zero timeout otherwise', () => {
    const clock = createFakeClock();
    const queue = new Map<number, (t: number) => void>();
    let next = 1;
    const frames = {
      requestAnimationFrame: (fn: (t: number) => void) => (queue.set(next, fn), next++),
      cancelAnimationFrame: (h: number) => {
        queue.delete(h);
      },
    };
    const withFrames = createBag(clock, frames);
    const fn = vi.fn();
    withFrames.frame(fn);
    expect(queue.size).toBe(1);
    withFrames.dispose();
    expect(queue.size).toBe(0);

    const without = createBag(clock);
    without.frame(fn);
    clock.advance(0);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs clean-ups in reverse order, survives a throwing one, and is a no-op after dispose', () => {
    const bag = createBag(createFakeClock());
    const order: number[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bag.add(() => order.push(1));
    bag.add(() => {
      throw new Error('boom');
    });
    bag.add(() => order.push(3));
    bag.dispose();
    expect(order).toEqual([3, 1]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    // Late work after destroy: nothing is added, a clean-up runs at once.
    const target = new EventTarget();
    const fn = vi.fn();
    bag.on(target, 'x', fn);
    target.dispatchEvent(new Event('x'));
    expect(fn).not.toHaveBeenCalled();
    const late = vi.fn();
    bag.add(late);
    expect(late).toHaveBeenCalledOnce();
    expect(bag.disposed).toBe(true);
  });
});

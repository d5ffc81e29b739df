import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.js';

interface Events {
  state: { state: string };
  tick: number;
}

describe('createEmitter', () => {
  it('on/emit/unsubscribe', () => {
    const e = createEmitter<Events>();
    const seen: number[] = [];
    const off = e.on('tick', (n) => seen.push(n));
    e.emit('tick', 1);
    off();
    e.emit('tick', 2);
    expect(seen).toEqual([1]);
    expect(e.listenerCount('tick')).toBe(0);
  });

  it('off removes a listener; once fires one time', () => {
    const e = createEmitter<Events>();
    const fn = vi.fn();
    const onceFn = vi.fn();
    e.on('tick', fn);
    e.once('tick', onceFn);
    e.emit('tick', 1);
    e.off('tick', fn);
    e.emit('tick', 2);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(onceFn).toHaveBeenCalledTimes(1);
    expect(onceFn).toHaveBeenCalledWith(1);
  });

  it('a throwing listener does not stop the others', () => {
    const errors: unknown[] = [];
    const e = createEmitter<Events>((err) => errors.push(err));
    const after = vi.fn();
    e.on('tick', () => {
      throw new Error('page bug');
    });
    e.on('tick', after);
    e.emit('tick', 1);
    expect(after).toHaveBeenCalledOnce();
    expect(errors).toHaveLength(1);
  });

  it('clear() during an emission silences the remaining listeners', () => {
    const e = createEmitter<Events>();
    const later = vi.fn();
    e.on('tick', () => e.clear());
    e.on('tick', later);
    e.emit('tick', 1);
    expect(later).not.toHaveBeenCalled();
    expect(e.listenerCount('tick')).toBe(0);
  });

  it('a listener added during an emission waits for the next one', () => {
    const e = createEmitter<Events>();
    const added = vi.fn();
    e.once('tick', () => e.on('tick', added));
    e.emit('tick', 1);
    expect(added).not.toHaveBeenCalled();
    e.emit('tick', 2);
    expect(added).toHaveBeenCalledWith(2);
  });

  it('rejects unknown names and wrong payloads at compile time', () => {
    const e = createEmitter<Events>();
    // @ts-expect-error unknown event
    e.on('nope', () => undefined);
    // @ts-expect-error wrong payload type
    e.emit('tick', 'one');
    expect(true).toBe(true);
  });
});

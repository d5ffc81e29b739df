import { describe, expect, it } from 'vitest';
import { createFakeClock } from './fakeClock.js';
import { createMetrics, type MetricRecord } from './metrics.js';

describe('createMetrics', () => {
  it('events and counters go through the one sink', () => {
    const records: MetricRecord[] = [];
    const m = createMetrics((r) => void records.push(r), createFakeClock());
    m.event('click_title');
    m.event('fullHDClick', { from: 'HD' });
    expect(m.count('player_error')).toBe(1);
    expect(m.count('player_error')).toBe(2);
    m.count('player_vast_error');
    expect(records).toEqual([
      { kind: 'event', name: 'click_title', data: {} },
      { kind: 'event', name: 'fullHDClick', data: { from: 'HD' } },
      { kind: 'counter', name: 'player_error', total: 1 },
      { kind: 'counter', name: 'player_error', total: 2 },
      { kind: 'counter', name: 'player_vast_error', total: 1 },
    ]);
    expect(m.total('player_error')).toBe(2);
    expect(m.total('player_setup_error')).toBe(0);
  });

  it('firstFrame measures ms since init, once', () => {
    const clock = createFakeClock(1000);
    const records: MetricRecord[] = [];
    const m = createMetrics((r) => void records.push(r), clock);
    clock.advance(200);
    m.init({ video_id: 42 });
    clock.advance(1234);
    expect(m.firstFrame()).toBe(1234);
    expect(m.firstFrame()).toBeNull();
    expect(records).toEqual([
      { kind: 'event', name: 'player_init', data: { video_id: 42 } },
      { kind: 'event', name: 'player_firstframe', data: { ms: 1234 } },
    ]);
  });

  it('without init the stopwatch runs from creation', () => {
    const clock = createFakeClock();
    const m = createMetrics(undefined, clock);
    clock.advance(50);
    expect(m.firstFrame()).toBe(50);
  });

  it('a throwing or rejecting sink never breaks the caller', async () => {
    const clock = createFakeClock();
    const throwing = createMetrics(() => {
      throw new Error('sink down');
    }, clock);
    expect(() => throwing.event('click_logo')).not.toThrow();
    expect(throwing.count('player_error')).toBe(1);
    const rejecting = createMetrics(() => Promise.reject(new Error('network')), clock);
    expect(() => rejecting.event('click_Related')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0)); // an unhandled rejection would fail the run
  });

  it('unknown names are rejected at the type level and dropped at run time', () => {
    const records: MetricRecord[] = [];
    const m = createMetrics((r) => void records.push(r), createFakeClock());
    // @ts-expect-error not a metric event of the spec
    m.event('click_everything');
    // @ts-expect-error not an error counter of the spec
    expect(m.count('player_oops')).toBe(0);
    expect(records).toEqual([]);
  });
});

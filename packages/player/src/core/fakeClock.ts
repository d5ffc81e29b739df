// A hand-driven clock shared by the core's tests (and by anyone testing code built on the core):
// time moves only when advance() is called, and due timers fire in order of due time, then of
// scheduling, with now() set to each timer's due time while it runs.
import type { Clock } from './clock.js';

export interface FakeClock extends Clock {
  /** Moves time forward by `ms`, firing every timer that falls due on the way. */
  advance(ms: number): void;
  /** Like advance(), but lets promise callbacks settle before and after each timer. */
  advanceAsync(ms: number): Promise<void>;
  /** Timers scheduled and not yet fired or cleared. */
  pendingTimers(): number;
}

interface Timer {
  id: number;
  due: number;
  fn: () => void;
}

// A real macrotask turn drains every queued microtask, however long the promise chain.
const settle = (): Promise<void> => new Promise((resolve) => globalThis.setTimeout(resolve, 0));

export function createFakeClock(startMs = 0): FakeClock {
  let now = startMs;
  let nextId = 1;
  let timers: Timer[] = [];

  // Ids grow with scheduling order, so sorting by (due, id) keeps same-time timers first-in first-out.
  const nextDue = (limit: number): Timer | undefined => {
    let best: Timer | undefined;
    for (const t of timers) {
      if (t.due <= limit && (!best || t.due < best.due || (t.due === best.due && t.id < best.id))) best = t;
    }
    return best;
  };

  const fire = (timer: Timer): void => {
    timers = timers.filter((t) => t !== timer);
    now = timer.due;
    timer.fn();
  };

  return {
    now: () => now,
    setTimeout(fn, ms) {
      const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
      const timer = { id: nextId++, due: now + delay, fn };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      const target = now + ms;
      for (let t = nextDue(target); t; t = nextDue(target)) fire(t);
      now = target;
    },
    async advanceAsync(ms) {
      const target = now + ms;
      await settle();
      for (let t = nextDue(target); t; t = nextDue(target)) {
        fire(t);
        await settle();
      }
      now = target;
    },
    pendingTimers: () => timers.length,
  };
}

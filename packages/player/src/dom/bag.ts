// Everything a player starts (listeners, timers, animation frames, child objects) is registered
// here, so destroy() is one dispose() and nothing can be forgotten. After dispose every method is
// a no-op: late async work (a file list that arrives after destroy) cannot re-add anything.
import type { Clock } from '../core/clock.js';

/** The slice of EventTarget the bag needs; Node's EventTarget fits, so the bag is tested in Node. */
export type ListenTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface FrameHost {
  requestAnimationFrame(fn: (t: number) => void): number;
  cancelAnimationFrame(handle: number): void;
}

export interface Bag {
  /** Adds a listener; the returned function removes it early. */
  on<E = Event>(target: ListenTarget, type: string, fn: (event: E) => void, options?: AddEventListenerOptions | boolean): () => void;
  /** A clock timer that forgets itself once it has fired; the returned function cancels it. */
  timeout(fn: () => void, ms: number): () => void;
  /** One animation frame (a zero timeout where the host has none). */
  frame(fn: () => void): () => void;
  /** Any other clean-up, run by dispose() in reverse order of registration. */
  add(cleanup: () => void): void;
  dispose(): void;
  readonly disposed: boolean;
  /** What is still registered: listeners, timers and frames (the leak test reads it). */
  size(): number;
}

const noop = (): void => undefined;

/** Runs every clean-up, the newest first, and empties the set. */
function runAll(cleanups: Set<() => void>): void {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      cleanup();
    } catch (error) {
      // One failing clean-up must not keep the others from running.
      console.error('[reel player] clean-up failed', error);
    }
  }
  cleanups.clear();
}

/** Adds a listener; the returned function removes it with the same capture flag. */
function listen<E>(target: ListenTarget, type: string, fn: (event: E) => void, options?: AddEventListenerOptions | boolean): () => void {
  const listener = fn as unknown as EventListener;
  target.addEventListener(type, listener, options);
  const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
  return () => target.removeEventListener(type, listener, { capture });
}

export function createBag(clock: Clock, frames?: FrameHost | null): Bag {
  const cleanups = new Set<() => void>();
  let disposed = false;

  const track = (cleanup: () => void): (() => void) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      cleanups.delete(once);
      cleanup();
    };
    cleanups.add(once);
    return once;
  };

  const timeout = (fn: () => void, ms: number): (() => void) => {
    if (disposed) return noop;
    let cancel: () => void = noop;
    const handle = clock.setTimeout(() => {
      cleanups.delete(cancel);
      fn();
    }, ms);
    cancel = track(() => clock.clearTimeout(handle));
    return cancel;
  };

  return {
    on(target, type, fn, options) {
      return disposed ? noop : track(listen(target, type, fn, options));
    },
    timeout,
    frame(fn) {
      if (disposed) return noop;
      if (!frames) return timeout(fn, 0);
      let cancel: () => void = noop;
      const handle = frames.requestAnimationFrame(() => {
        cleanups.delete(cancel);
        fn();
      });
      cancel = track(() => frames.cancelAnimationFrame(handle));
      return cancel;
    },
    add(cleanup) {
      if (disposed) cleanup();
      else track(cleanup);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      runAll(cleanups);
    },
    get disposed() {
      return disposed;
    },
    size: () => cleanups.size,
  };
}

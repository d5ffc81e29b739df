// Waiting on the player's injectable clock (core/clock.ts). The ad modules take a `Clock` so that
// their timing is tested with core/fakeClock.ts instead of real seconds.
import type { Clock } from '../core/clock.js';

/** Resolves true after `ms` on `clock`, or false at once when `signal` is (or gets) aborted. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clock.clearTimeout(handle);
      resolve(false);
    };
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

// The one clock every timed piece of the player core runs on. Injecting it keeps the logic pure:
// tests pass createFakeClock() (core/fakeClock.ts) and step time by hand instead of waiting.
// Methods (not function properties) keep the handle type bivariant, so ads/clock.ts's AdClock and
// this interface accept each other's implementations.

export interface Clock {
  /** Milliseconds on a monotonic scale; only differences are meaningful. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Milliseconds per second: unit conversion, not a tunable number. */
export const MS_PER_S = 1000;

// performance.now() does not jump when the wall clock is corrected, so durations such as the
// first-frame time stay honest; Date.now() is the fallback for hosts without it.
const monotonicNow: () => number =
  typeof performance !== 'undefined' && typeof performance.now === 'function' ? () => performance.now() : () => Date.now();

/** The real clock: the host's timers. */
export const realClock: Clock = {
  now: () => monotonicNow(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

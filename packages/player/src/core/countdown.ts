// The up-next countdown: on completion a card counts down UP_NEXT_COUNTDOWN_S
// seconds, then the player goes to the next video. Cancel stops it (the card hides and the
// related list shows); Play now goes at once. Done fires at most once.
import { COUNTDOWN_TICK_MS, UP_NEXT_COUNTDOWN_S } from '../constants.js';
import type { Clock } from './clock.js';

export type CountdownStatus = 'idle' | 'running' | 'cancelled' | 'done';

export interface CountdownOptions {
  clock: Clock;
  seconds?: number;
  /** Called with the seconds left: at start (12), then each second down to 0. */
  onTick?: (remainingS: number) => void;
  /** Time is up or Play now: navigate. `reason` tells which. */
  onDone: (reason: 'elapsed' | 'playNow') => void;
  /** Cancel was chosen: hide the card, show the related list. */
  onCancel?: () => void;
}

export interface Countdown {
  start(): void;
  cancel(): void;
  playNow(): void;
  remaining(): number;
  status(): CountdownStatus;
}

export function createCountdown(options: CountdownOptions): Countdown {
  const { clock, seconds = UP_NEXT_COUNTDOWN_S } = options;
  let status: CountdownStatus = 'idle';
  let remaining = seconds;
  let startedAt = 0;
  let timer: unknown = null;

  const stop = (): void => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const finish = (reason: 'elapsed' | 'playNow'): void => {
    stop();
    status = 'done';
    options.onDone(reason);
  };

  // Each tick is scheduled against the start time, not the previous tick, so late timers do
  // not add up: the countdown ends `seconds` after start however busy the page is.
  const schedule = (): void => {
    const elapsedTicks = seconds - remaining + 1;
    const due = startedAt + elapsedTicks * COUNTDOWN_TICK_MS;
    timer = clock.setTimeout(tick, Math.max(0, due - clock.now()));
  };

  function tick(): void {
    timer = null;
    remaining = Math.max(0, remaining - 1);
    options.onTick?.(remaining);
    if (remaining === 0) finish('elapsed');
    else schedule();
  }

  return {
    start() {
      if (status === 'running' || status === 'done') return;
      status = 'running';
      remaining = seconds;
      startedAt = clock.now();
      options.onTick?.(remaining);
      if (remaining <= 0) finish('elapsed');
      else schedule();
    },
    cancel() {
      if (status !== 'running') return;
      stop();
      status = 'cancelled';
      options.onCancel?.();
    },
    playNow() {
      if (status === 'done') return;
      finish('playNow');
    },
    remaining: () => remaining,
    status: () => status,
  };
}

// Skip back / forward: each click moves the target by SKIP_S; clicks closer than
// SKIP_GROUP_MS form one group, and one seek fires SKIP_GROUP_MS after the group's last click.
// The target counts from the time at the group's FIRST click, so the video playing on meanwhile
// does not add to the jump (three clicks from 50 s land on 80 s, not 81.5 s).
import { SKIP_GROUP_MS, SKIP_S } from '../constants.js';
import type { Clock } from './clock.js';

/** `from + delta`, clamped to 0..duration (an unknown/infinite duration clamps at 0 only). */
export function clampSeek(from: number, delta: number, durationS: number): number {
  const target = Math.max(0, from + delta);
  return Number.isFinite(durationS) && durationS >= 0 ? Math.min(target, durationS) : target;
}

export interface SkipOptions {
  clock: Clock;
  /** The element's current time, read at a group's first click. */
  currentTime: () => number;
  /** The duration, read when the seek fires (it may be known only late). */
  duration: () => number;
  seek: (timeS: number) => void;
  stepS?: number;
  groupMs?: number;
}

export interface SkipGroup {
  from: number;
  delta: number;
}

export interface SkipGrouper {
  back(): void;
  forward(): void;
  /** The group being collected, for an on-screen "+20 s" hint; null when none. */
  pending(): SkipGroup | null;
  /** The seek target the pending group would go to now. */
  pendingTarget(): number | null;
  /** Seeks at once instead of waiting (e.g. the user starts dragging the seek bar). */
  flush(): void;
  /** Drops the pending group without seeking (destroy, or a new source). */
  cancel(): void;
}

export function createSkipGrouper(options: SkipOptions): SkipGrouper {
  const { clock, stepS = SKIP_S, groupMs = SKIP_GROUP_MS } = options;
  let group: SkipGroup | null = null;
  let timer: unknown = null;

  const stopTimer = (): void => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const target = (g: SkipGroup): number => clampSeek(g.from, g.delta, options.duration());

  const flush = (): void => {
    stopTimer();
    if (!group) return;
    const to = target(group);
    group = null;
    options.seek(to);
  };

  const click = (sign: 1 | -1): void => {
    group ??= { from: options.currentTime(), delta: 0 };
    group.delta += sign * stepS;
    stopTimer();
    timer = clock.setTimeout(flush, groupMs);
  };

  return {
    back: () => click(-1),
    forward: () => click(1),
    pending: () => (group ? { ...group } : null),
    pendingTarget: () => (group ? target(group) : null),
    flush,
    cancel: () => {
      stopTimer();
      group = null;
    },
  };
}

// Playback speed. The rate is written to the element's defaultPlaybackRate as well, because every
// new source (a quality switch, hls.js attaching) resets playbackRate to it. While an advert owns
// the element the rate is only remembered: a preroll always plays at normal speed.
import { PLAYBACK_RATES } from '../constants.js';

export interface RateControl {
  get(): number;
  /** Clamped to PLAYBACK_RATES' range; a value that is not a finite number is ignored. */
  set(rate: number): void;
  /** One step of PLAYBACK_RATES up (1) or down (-1) from the current rate. */
  step(direction: 1 | -1): void;
  /** On: the rate is only remembered. Off: it is applied. */
  hold(on: boolean): void;
}

/** A rate within the menu's range, or null for a value that is not a finite number. */
export function clampRate(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(PLAYBACK_RATES[PLAYBACK_RATES.length - 1], Math.max(PLAYBACK_RATES[0], value));
}

/** The next step above (1) or below (-1) `rate`; the end of the list stays where it is. */
export function stepRate(rate: number, direction: 1 | -1): number {
  const steps = direction > 0 ? PLAYBACK_RATES : [...PLAYBACK_RATES].reverse();
  return steps.find((r) => (r - rate) * direction > 0) ?? rate;
}

export function createRate(video: HTMLVideoElement): RateControl {
  let rate = 1;
  let held = false;
  const apply = (): void => {
    if (!held) video.defaultPlaybackRate = video.playbackRate = rate;
  };
  const set = (value: number): void => {
    const next = clampRate(value);
    if (next === null) return;
    rate = next;
    apply();
  };
  return {
    get: () => rate,
    set,
    step: (direction) => set(stepRate(rate, direction)),
    hold(on) {
      held = on;
      apply();
    },
  };
}

// The related carousel's scrolling physics (when the list opens is relatedOpen.ts): each arrow
// moves CAROUSEL_STEP_PX, clamped to the content, with an inertia easing over CAROUSEL_INERTIA_MS.
// Positions are computed from the clock, so the DOM layer only reads position() each frame.
import { CAROUSEL_INERTIA_MS, CAROUSEL_STEP_PX } from '../constants.js';
import type { Clock } from './clock.js';

/** How far the content can scroll: never negative. */
export function maxScrollOf(contentWidthPx: number, viewportWidthPx: number): number {
  return Math.max(0, contentWidthPx - viewportWidthPx);
}

export function clampScroll(px: number, maxScrollPx: number): number {
  return Math.min(Math.max(0, maxScrollPx), Math.max(0, px));
}

/** The target after one arrow click. */
export function arrowTarget(fromPx: number, direction: 1 | -1, maxScrollPx: number, stepPx = CAROUSEL_STEP_PX): number {
  return clampScroll(fromPx + direction * stepPx, maxScrollPx);
}

/** Fast start, gentle stop: the feel of a flicked list coming to rest. */
export function easeOutCubic(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/** The position `elapsedMs` into a move from `from` to `to`; exactly `to` once the time is up. */
export function inertiaPosition(fromPx: number, toPx: number, elapsedMs: number, durationMs = CAROUSEL_INERTIA_MS): number {
  if (!(elapsedMs < durationMs)) return toPx;
  if (elapsedMs <= 0) return fromPx;
  return fromPx + (toPx - fromPx) * easeOutCubic(elapsedMs / durationMs);
}

export interface CarouselScroller {
  /** Starts a move one step left (-1) or right (1); returns the new target. */
  arrow(direction: 1 | -1): number;
  position(): number;
  target(): number;
  animating(): boolean;
  /** The content or the player was resized. */
  setMaxScroll(px: number): void;
  canScroll(direction: 1 | -1): boolean;
}

export interface ScrollerOptions {
  clock: Clock;
  maxScrollPx: number;
  initialPx?: number;
  stepPx?: number;
  durationMs?: number;
}

export function createCarouselScroller(options: ScrollerOptions): CarouselScroller {
  const { clock, stepPx = CAROUSEL_STEP_PX, durationMs = CAROUSEL_INERTIA_MS } = options;
  let max = Math.max(0, options.maxScrollPx);
  let from = clampScroll(options.initialPx ?? 0, max);
  let to = from;
  let startedAt = clock.now();

  const position = (): number => inertiaPosition(from, to, clock.now() - startedAt, durationMs);

  return {
    arrow(direction) {
      // A click during a move starts from where the list is now but steps from the old target,
      // so quick double clicks travel two full steps.
      const next = arrowTarget(to, direction, max, stepPx);
      from = position();
      to = next;
      startedAt = clock.now();
      return to;
    },
    position,
    target: () => to,
    animating: () => position() !== to,
    setMaxScroll(px) {
      max = Math.max(0, px);
      from = clampScroll(position(), max);
      to = clampScroll(to, max);
      startedAt = clock.now();
    },
    canScroll: (direction) => (direction < 0 ? to > 0 : to < max),
  };
}

// The related list's arrows: each click starts a 1000 px move with the 1500 ms inertia of
// core/carousel, drawn once per animation frame. A swipe is the browser's own scrolling; the next
// arrow click continues from wherever the swipe left the list.
import { createCarouselScroller, maxScrollOf, type CarouselScroller } from '../core/carousel.js';
import type { PlayerContext } from '../context.js';

export interface CarouselArrows {
  /** Re-reads the limits (after the items were rendered). */
  update(): void;
}

export function wireCarousel(
  ctx: PlayerContext,
  viewport: HTMLElement,
  track: HTMLElement,
  prev: HTMLButtonElement,
  next: HTMLButtonElement,
): CarouselArrows {
  const { bag } = ctx;
  let scroller: CarouselScroller | null = null;
  let stopFrame: (() => void) | null = null;

  const maxScroll = () => maxScrollOf(track.scrollWidth, viewport.clientWidth);
  const update = (): void => {
    prev.disabled = viewport.scrollLeft <= 0;
    next.disabled = viewport.scrollLeft >= maxScroll() - 1;
  };

  const animate = (): void => {
    stopFrame = null;
    if (!scroller) return;
    viewport.scrollLeft = scroller.position();
    if (scroller.animating()) stopFrame = bag.frame(animate);
    else update();
  };

  const arrow = (direction: 1 | -1): void => {
    if (!scroller || (!scroller.animating() && Math.abs(scroller.position() - viewport.scrollLeft) > 1)) {
      scroller = createCarouselScroller({ clock: ctx.clock, maxScrollPx: maxScroll(), initialPx: viewport.scrollLeft });
    }
    scroller.setMaxScroll(maxScroll());
    scroller.arrow(direction);
    prev.disabled = !scroller.canScroll(-1);
    next.disabled = !scroller.canScroll(1);
    stopFrame ??= bag.frame(animate);
  };

  bag.on(prev, 'click', () => arrow(-1));
  bag.on(next, 'click', () => arrow(1));
  bag.on(viewport, 'scroll', () => {
    if (!scroller?.animating()) update();
  });
  return { update };
}

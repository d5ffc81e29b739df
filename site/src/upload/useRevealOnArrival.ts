// A status that takes the place of the taller upload form: the page above it gets shorter, and the
// window would be left showing the footer. On arrival it is scrolled to the middle of the screen
// (clear of the sticky header) and takes the focus, so a screen reader reads it out.
import { useEffect, useRef, type RefObject } from 'react';

/** A ref for the element to bring into view and focus once, when it is first drawn. */
export function useRevealOnArrival<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // A page without layout (a test's DOM) has nothing to scroll.
    if ('scrollIntoView' in element) element.scrollIntoView({ block: 'center' });
  }, []);
  return ref;
}

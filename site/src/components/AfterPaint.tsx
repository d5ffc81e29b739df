import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children, built only once the page around them has been painted, and in a transition React
 * may interrupt. For a page's parts below the fold: the part in view (the watch page's player) is
 * drawn and started first, and the main thread is never held long enough to delay a tap. Until
 * then `fallback` stands in (the player's poster, for the player itself).
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A frame callback runs just before the next paint; a task queued from it runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : fallback;
}

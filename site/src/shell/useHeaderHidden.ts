import { useEffect, useState } from 'react';
import { nextHeaderHidden } from './headerHide';

/** Follows the page's scrolling, at most once a frame. */
export function useHeaderHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        setHidden((h) => nextHeaderHidden(lastY, y, h));
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return hidden;
}

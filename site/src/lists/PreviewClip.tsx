import { useEffect, useRef, useState } from 'react';
import { PREVIEW_REFRESH_MS, PREVIEW_ROOT_MARGIN_PX, PREVIEW_THRESHOLD } from './constants';

/**
 * A thumbnail's preview clip: it plays, muted and looping, while the thumbnail is
 * fully in view (counting 200 px below the viewport) and stops and rewinds when it leaves. The clip
 * is not even requested until the thumbnail first comes into view.
 */
export function PreviewClip({ src }: { src: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [seen, setSeen] = useState(false);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = Boolean(entry?.isIntersecting);
        setInView(visible);
        if (visible) setSeen(true);
      },
      {
        rootMargin: `0px 0px ${PREVIEW_ROOT_MARGIN_PX}px 0px`,
        threshold: PREVIEW_THRESHOLD,
      },
    );
    observer.observe(el);
    // Pictures above may still be loading and move the card: look again once the page settles.
    const refresh = setTimeout(() => {
      observer.unobserve(el);
      observer.observe(el);
    }, PREVIEW_REFRESH_MS);
    return () => {
      clearTimeout(refresh);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (inView) {
      el.play().catch(() => undefined);
    } else {
      el.pause();
      el.currentTime = 0;
    }
  }, [inView, seen]);

  return (
    <span ref={box} className="card__preview" data-playing={inView || undefined}>
      {seen && <video ref={video} src={src} muted loop playsInline preload="auto" aria-hidden="true" tabIndex={-1} />}
    </span>
  );
}

import { useEffect, useRef, useState } from 'react';
import { modalState } from '../modals/store';
import { PREVIEW_REFRESH_MS, PREVIEW_ROOT_MARGIN_PX, PREVIEW_THRESHOLD, REDUCED_MOTION_QUERY } from './constants';
import { useMedia } from './useMedia';

/**
 * A thumbnail's preview clip: it plays, muted and looping, while the thumbnail is
 * fully in view (counting 200 px below the viewport) and stops and rewinds when it leaves. The clip
 * is not even requested until the thumbnail first comes into view.
 *
 * Clips are held still, and not requested, while the age gate is open (nothing of the catalogue
 * moves before the visitor has said they are an adult) and for a visitor whose system asks for
 * reduced motion (moving pictures that start on their own, beside the rest of the page, are what
 * that setting turns off). Either way the thumbnail stays; once neither holds, the clips in view play.
 */
export function PreviewClip({ src }: { src: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [seen, setSeen] = useState(false);
  const [inView, setInView] = useState(false);
  // The age gate is this modal, for the click-through declaration and for a check by a provider.
  const gated = modalState.use()?.name === 'AgeVerification';
  const held = useMedia(REDUCED_MOTION_QUERY) || gated;
  const playing = inView && !held;
  const loaded = seen && !held;

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
    if (playing) {
      el.play().catch(() => undefined);
    } else {
      el.pause();
      el.currentTime = 0;
    }
  }, [playing, loaded]);

  return (
    <span ref={box} className="card__preview" data-in-view={inView || undefined} data-playing={playing || undefined}>
      {loaded && <video ref={video} src={src} muted loop playsInline preload="auto" aria-hidden="true" tabIndex={-1} />}
    </span>
  );
}

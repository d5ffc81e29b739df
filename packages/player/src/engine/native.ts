// The native <video> engine: plain files everywhere, and HLS where the browser plays it itself.
import { SEEK_EPSILON_S } from '../constants.js';
import { translateLegacyCodec } from '../core/vhsUtils.js';
import type { Bag } from '../dom/bag.js';

export const NATIVE_HLS_MIME = 'application/vnd.apple.mpegurl';

/** '' means no; Safari says 'maybe' or 'probably', and so does Debian's Chromium 156. */
export function canPlayNativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType(NATIVE_HLS_MIME) !== '';
}

/**
 * The element's canPlayType for a file's type ('' means no). Apple's legacy codec name in a type's
 * codecs (`avc1.66.30`), which browsers do not know, is asked as the standard `avc1.42001e`.
 */
export function canPlayFile(video: HTMLVideoElement): (type: string) => boolean {
  return (type) => video.canPlayType(translateLegacyCodec(type)) !== '';
}

export function hasMediaSource(win: Window | undefined): boolean {
  const w = win as (Window & { ManagedMediaSource?: unknown; MediaSource?: unknown }) | undefined;
  return Boolean(w && (w.MediaSource || w.ManagedMediaSource));
}

/**
 * Seeks to `startAt()` once metadata is known, because before that the element has no timeline
 * to seek in. It is read late, so a seek made while the source loads wins. Both engines use it:
 * hls.js starts loading at its own startPosition, so there the seek is usually already done.
 */
export function seekWhenReady(video: HTMLVideoElement, startAt: () => number, bag: Bag): () => void {
  const stop = bag.on(video, 'loadedmetadata', () => {
    stop();
    const at = startAt();
    if (at > 0 && Math.abs(video.currentTime - at) > SEEK_EPSILON_S) video.currentTime = at;
  });
  return stop;
}

/** Stops the download and frees the decoder: removing src alone keeps the old resource. */
export function releaseSource(video: HTMLVideoElement): void {
  video.removeAttribute('src');
  try {
    video.load();
  } catch {
    // A detached element in some engines throws here; there is nothing left to free then.
  }
}

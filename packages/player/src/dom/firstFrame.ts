// The moment the player's controls may be built into the page without holding a video's first
// frame back. Chrome hands the media's data to the page's main thread: styling and laying out the
// bars while the file loads delays the frame by as much.
import { CONTROLS_LATEST_MS } from '../constants.js';
import type { PlayerContext } from '../context.js';

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?(fn: () => void): number;
  cancelVideoFrameCallback?(handle: number): void;
};

// HTMLMediaElement.HAVE_CURRENT_DATA, written out: the element has a frame to show.
const HAVE_CURRENT_DATA = 2;

/** A task of its own, whatever the player's clock: a message rather than a timer, which a hidden
 * page holds back for up to a second and a test's clock holds until it is moved. */
function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** Calls `fn` once: just after the first frame handed to the compositor (at `loadeddata` where the
 * browser cannot tell; at once when the element already has one), when the media fails, when the
 * viewer reaches for the player, or after CONTROLS_LATEST_MS at the latest (a hidden element
 * presents no frame). After the frame means in a task of its own: a frame callback runs before
 * that frame's rendering and before the page's own frame callbacks, which would all wait for `fn`. */
export function afterFirstFrame(ctx: PlayerContext, video: FrameVideo, fn: () => void): void {
  const { bag, root } = ctx;
  const undo: (() => void)[] = [];
  let done = false;
  const once = (): void => {
    if (done || bag.disposed) return;
    done = true;
    undo.splice(0).forEach((cancel) => cancel());
    fn();
  };
  const later = (): void => void nextTask().then(once);
  if (video.readyState >= HAVE_CURRENT_DATA) return later();
  const frame = typeof video.requestVideoFrameCallback === 'function';
  if (frame) {
    const handle = video.requestVideoFrameCallback?.(later);
    const cancel = (): void => void (handle !== undefined && video.cancelVideoFrameCallback?.(handle));
    undo.push(cancel);
    bag.add(cancel);
  }
  for (const name of frame ? ['error'] : ['loadeddata', 'error']) undo.push(bag.on(video, name, once));
  // In the capture phase: what `fn` makes then answers that very event (a key listener it adds to
  // the root is called in the event's bubbling pass over the root).
  for (const name of ['pointerenter', 'pointerdown', 'focusin', 'keydown']) undo.push(bag.on(root, name, once, { capture: true }));
  undo.push(bag.timeout(once, CONTROLS_LATEST_MS));
}

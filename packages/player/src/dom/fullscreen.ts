// Full screen on the player's own element (controls stay ours); iOS Safari, which has no element
// full screen, gets the video's native one.
import type { PlayerContext } from '../context.js';

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

export interface Fullscreen {
  enter(): Promise<void>;
  toggle(): Promise<void>;
  isOn(): boolean;
}

export function createFullscreen(ctx: PlayerContext, video: HTMLVideoElement, onChange: (on: boolean) => void): Fullscreen {
  const { doc, root, bag } = ctx;
  const isOn = (): boolean => doc.fullscreenElement === root;

  const enter = async (): Promise<void> => {
    if (isOn()) return;
    try {
      if (root.requestFullscreen) await root.requestFullscreen();
      else (video as WebkitVideo).webkitEnterFullscreen?.();
    } catch {
      // Refused (no user gesture, or a sandboxed iframe without allowfullscreen): stay inline.
    }
  };

  bag.on(doc, 'fullscreenchange', () => {
    root.classList.toggle('reel-is-fullscreen', isOn());
    onChange(isOn());
  });

  return {
    enter,
    async toggle() {
      if (!isOn()) return enter();
      await doc.exitFullscreen().catch(() => undefined);
    },
    isOn,
  };
}

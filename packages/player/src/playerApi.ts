// The methods of a Player. Before the session exists (the file list is still on its way) a method
// is remembered where that makes sense (play, pause, seek, volume) and is a no-op otherwise.
import { clampSeek } from './core/skip.js';
import { loadVolume, normaliseVolume, saveVolume } from './core/volume.js';
import { clampRate } from './engine/rate.js';
import type { PlayerContext } from './context.js';
import type { Pip } from './dom/pip.js';
import type { Player } from './playerTypes.js';
import type { Session, StartRequest } from './session.js';

export interface ApiParts {
  ready: Promise<boolean>;
  root: HTMLElement;
  ctx: PlayerContext;
  /** Read by mountSession when it starts: changing it before then changes the start. */
  start: StartRequest;
  /** The live session, or null before setup and after destroy. */
  session(): Session | null;
  /** Makes the session now where it waits for the element's first frame (earlyStart.ts). */
  wake(): void;
  destroy(): void;
}

export function playerApi(parts: ApiParts): Player {
  const { ctx, start } = parts;
  // A method called while an early-started element waits for its first frame makes the session at
  // once; what it asks for goes to the start request, which the session applies as it is made.
  const with_ = <T>(fn: (s: Session) => T, otherwise: () => T): T => {
    const s = parts.session();
    if (s) return fn(s);
    parts.wake();
    return otherwise();
  };
  // The picture-in-picture code is in a lazy chunk; before setup there is no video to move.
  const pip = (fn: (p: Pip) => Promise<void>): Promise<void> =>
    with_(
      (s) =>
        s
          .ui()
          .extras()
          .then((x) => fn(x.pip)),
      () => Promise.resolve(),
    );
  return {
    ready: parts.ready,
    element: parts.root,
    async play() {
      const s = parts.session();
      if (!s) {
        parts.wake();
        start.play = true; // honoured once set up
        return;
      }
      if (s.ads?.pending) return s.ads.activate();
      await s.playback.play();
    },
    pause: () =>
      with_(
        (s) => s.playback.pause(),
        () => void (start.play = false),
      ),
    // While the preroll stands the element is not the video's: a seek is where the video will start.
    seek: (seconds) =>
      with_(
        (s) => (s.ads?.pending ? void (start.startAt = clampSeek(seconds, 0, Infinity)) : s.playback.seek(seconds)),
        () => void (start.startAt = clampSeek(seconds, 0, Infinity)),
      ),
    skipBack: () =>
      with_(
        (s) => s.playback.skip.back(),
        () => undefined,
      ),
    skipForward: () =>
      with_(
        (s) => s.playback.skip.forward(),
        () => undefined,
      ),
    setVolume: (value) =>
      with_(
        (s) => s.playback.setVolume(value),
        () => void saveVolume(ctx.storage, normaliseVolume(value)),
      ),
    mute: () =>
      with_(
        (s) => s.playback.mute(),
        () => void (start.muted = true),
      ),
    unmute: () =>
      with_(
        (s) => s.playback.unmute(),
        () => void (start.muted = false),
      ),
    getVolume: () =>
      with_(
        (s) => s.video.volume,
        () => loadVolume(ctx.storage),
      ),
    isMuted: () =>
      with_(
        (s) => s.video.muted,
        () => start.muted,
      ),
    isPaused: () =>
      with_(
        (s) => s.video.paused || Boolean(s.ads?.active),
        () => !start.play,
      ),
    setLoop: (loop) =>
      with_(
        (s) => void (s.video.loop = Boolean(loop)),
        () => void (start.loop = Boolean(loop)),
      ),
    getLoop: () =>
      with_(
        (s) => s.video.loop,
        () => start.loop,
      ),
    setQuality: (label) =>
      with_(
        (s) => s.playback.setQuality(label),
        () => Promise.resolve(),
      ),
    setCaptions: (srclang) =>
      with_(
        (s) => s.captions().set(srclang),
        () => void (start.captions = srclang),
      ),
    getCaptions: () =>
      with_(
        (s) => s.captions().get(),
        () => start.captions ?? null,
      ),
    getChapter: () => ctx.chapter ?? null,
    toggleRelated: () =>
      with_(
        (s) => s.ui().related.toggle(),
        () => false,
      ),
    enterFullscreen: () =>
      with_(
        (s) => s.ui().fullscreen.enter(),
        () => Promise.resolve(),
      ),
    setPlaybackRate: (rate) =>
      with_(
        (s) => s.rate.set(rate),
        () => void (start.rate = clampRate(rate) ?? start.rate),
      ),
    getPlaybackRate: () =>
      with_(
        (s) => s.rate.get(),
        () => start.rate,
      ),
    enterPictureInPicture: () => pip((p) => p.enter()),
    exitPictureInPicture: () => pip((p) => p.exit()),
    on: (name, listener) => ctx.emitter.on(name, listener),
    getState: () =>
      with_(
        (s) => s.machine.state,
        () => 'idle' as const,
      ),
    getCurrentTime: () =>
      with_(
        (s) => (s.ads?.pending ? start.startAt : s.video.currentTime),
        () => start.startAt,
      ),
    getDuration: () =>
      with_(
        (s) => s.playback.duration(),
        () => 0,
      ),
    destroy: parts.destroy,
  };
}

// The viewer's input on the player as a whole: the keyboard map (keys.ts) on the player's element,
// clicks and double clicks on the picture, and the hiding of the controls after CONTROLS_HIDE_MS
// without activity while playing.
import { CONTROLS_HIDE_MS } from '../constants.js';
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import type { RateControl } from '../engine/rate.js';
import type { Fullscreen } from './fullscreen.js';
import { keyAction, targetKeepsKey, type KeyAction } from './keys.js';

/** What the keys drive besides playback: some of it lives in lazy chunks, hence the functions. */
export interface KeyTargets {
  fullscreen: Fullscreen;
  rate: RateControl;
  pip(): void;
  /** Captions on (the last or default language) or off; nothing for a video without text tracks. */
  captions(): void;
  shortcuts(): void;
}

export interface Activity {
  /** Shows the controls and restarts the hide timer. */
  wake(): void;
  /** The state changed: only a playing video hides its controls. */
  setPlaying(playing: boolean): void;
}

function runKey(action: KeyAction, video: HTMLVideoElement, playback: Playback, t: KeyTargets): void {
  if (action.kind === 'toggle-play') playback.togglePlay();
  else if (action.kind === 'skip') (action.direction < 0 ? playback.skip.back : playback.skip.forward)();
  // Clamped here: normaliseVolume would read 1.1 as a percentage (1.1 %).
  else if (action.kind === 'volume') playback.setVolume(Math.min(1, Math.max(0, (video.muted ? 0 : video.volume) + action.delta)));
  else if (action.kind === 'fullscreen') void t.fullscreen.toggle();
  else if (action.kind === 'mute') playback.toggleMute();
  else if (action.kind === 'rate') t.rate.step(action.direction);
  else if (action.kind === 'pip') t.pip();
  else if (action.kind === 'captions') t.captions();
  else if (action.kind === 'shortcuts') t.shortcuts();
  else playback.seek(action.fraction * playback.duration());
}

export function wireInput(
  ctx: PlayerContext,
  stage: HTMLElement,
  video: HTMLVideoElement,
  playback: Playback,
  targets: KeyTargets,
): Activity {
  const { root, bag } = ctx;
  let playing = false;
  let cancelHide: (() => void) | null = null;
  let lastPointer = 'mouse';
  const wake = (): void => {
    root.classList.remove('reel-idle');
    cancelHide?.();
    cancelHide = bag.timeout(() => root.classList.toggle('reel-idle', playing), CONTROLS_HIDE_MS);
  };

  bag.on<KeyboardEvent>(root, 'keydown', (e) => {
    wake();
    const action = keyAction(e);
    if (!action || e.defaultPrevented || targetKeepsKey(e.target as HTMLElement, e.key)) return;
    e.preventDefault();
    runKey(action, video, playback, targets);
  });
  bag.on<PointerEvent>(root, 'pointermove', wake);
  bag.on<PointerEvent>(root, 'pointerdown', (e) => {
    lastPointer = e.pointerType;
    wake();
  });
  bag.on<MouseEvent>(stage, 'click', () => {
    // On touch, the first tap on hidden controls only shows them.
    if (lastPointer === 'touch' && root.classList.contains('reel-idle')) return wake();
    playback.togglePlay();
  });
  bag.on(stage, 'dblclick', () => void targets.fullscreen.toggle());

  return {
    wake,
    setPlaying(value) {
      playing = value;
      if (value) wake();
      else root.classList.remove('reel-idle');
    },
  };
}

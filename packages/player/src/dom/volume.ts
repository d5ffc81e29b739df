// Mute button and volume slider. The element is the source of truth: both redraw from its
// volumechange event, whoever changed it (keyboard, API, the muted-autoplay fallback).
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import { h, iconButton, setIcon, setLabel } from './el.js';

export interface VolumeControl {
  element: HTMLElement;
  update(): void;
}

export function createVolume(ctx: PlayerContext, video: HTMLVideoElement, playback: Playback): VolumeControl {
  const { doc, bag, labels } = ctx;
  const mute = iconButton(doc, 'reel-mute', labels.mute, 'volume');
  const slider = h(doc, 'input', { type: 'range', class: 'reel-volume-slider', min: 0, max: 1, step: 0.05, 'aria-label': labels.volume });
  const element = h(doc, 'div', { class: 'reel-volume' }, mute, slider);

  const update = (): void => {
    const silent = video.muted || video.volume === 0;
    setIcon(mute, silent ? 'muted' : 'volume');
    setLabel(mute, silent ? labels.unmute : labels.mute);
    mute.setAttribute('aria-pressed', String(silent));
    slider.value = String(silent ? 0 : video.volume);
    slider.setAttribute('aria-valuetext', `${Math.round((silent ? 0 : video.volume) * 100)}%`);
  };

  bag.on(mute, 'click', () => playback.toggleMute());
  bag.on(slider, 'input', () => playback.setVolume(Number(slider.value)));
  update();
  return { element, update };
}

// The controls a viewer reaches for after the video started (a lazy chunk, see ui.ts): the speed
// menu, the picture-in-picture button, the AirPlay and Remote Playback buttons and the Media
// Session. Added to the bar once loaded.
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import type { RateControl } from '../engine/rate.js';
import { addStyles } from '../styles.js';
import { EXTRAS_CSS, EXTRAS_STYLE_ID } from './extrasStyles.js';
import type { ControlBar } from './controls.js';
import { createAirPlay, createRemotePlayback } from './cast.js';
import { wireMediaSession } from './mediaSession.js';
import { createPip, type Pip } from './pip.js';
import { createSpeedMenu } from './speed.js';

export interface Extras {
  pip: Pip;
}

export function mountExtras(ctx: PlayerContext, video: HTMLVideoElement, playback: Playback, rate: RateControl, bar: ControlBar): Extras {
  addStyles(ctx.doc, ctx.options, EXTRAS_STYLE_ID, EXTRAS_CSS);
  const pip = createPip(ctx, video);
  if (ctx.bag.disposed) return { pip };
  // Speed, captions, quality, whichever chunk comes first: the captions menu goes just before the
  // quality menu, the speed menu before both.
  const captions = bar.element.querySelector('.reel-captions-wrap');
  (captions ?? bar.quality.element).before(createSpeedMenu(ctx, video, rate));
  const cast = [createAirPlay(ctx, video), createRemotePlayback(ctx, video)].filter((b) => b !== null);
  bar.element.querySelector('.reel-fullscreen')?.before(...cast, pip.element);
  wireMediaSession(ctx, video, playback, () => ctx.root.classList.contains('reel-ad-active'));
  return { pip };
}

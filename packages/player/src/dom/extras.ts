// The controls a viewer reaches for after the video started (a lazy chunk, see ui.ts): the speed
// menu, the picture-in-picture button and the Media Session. Added to the bar once loaded.
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import type { RateControl } from '../engine/rate.js';
import { injectStyles, P, v } from '../styles.js';
import type { ControlBar } from './controls.js';
import { wireMediaSession } from './mediaSession.js';
import { createPip, type Pip } from './pip.js';
import { createSpeedMenu } from './speed.js';

export interface Extras {
  pip: Pip;
}

const STYLE_ID = 'reel-extras-styles';
const CSS = `
${P} .reel-menu-wrap{position:relative}
${P} .reel-speed{padding:0 8px;font-size:13px;font-weight:600}
${P} .reel-menu{position:absolute;right:0;bottom:44px;min-width:110px;padding:4px 0;border-radius:${v('radius')};background:${v('overlay')}}
${P} .reel-menu-item{display:block;width:100%;padding:7px 14px;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
${P} .reel-menu-item[aria-checked=true]{color:${v('accent')};font-weight:600}
${P}.reel-vr .reel-pip{display:none}`;

export function mountExtras(ctx: PlayerContext, video: HTMLVideoElement, playback: Playback, rate: RateControl, bar: ControlBar): Extras {
  injectStyles(ctx.doc, STYLE_ID, CSS);
  const pip = createPip(ctx, video);
  if (ctx.bag.disposed) return { pip };
  bar.quality.element.before(createSpeedMenu(ctx, video, rate));
  bar.element.querySelector('.reel-fullscreen')?.before(pip.element);
  wireMediaSession(ctx, video, playback, () => ctx.root.classList.contains('reel-ad-active'));
  return { pip };
}

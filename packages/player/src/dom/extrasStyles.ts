// The rules of the speed menu and the picture-in-picture button: injected with their lazy chunk
// (extras.ts), and part of dist/reel-player.css.
import { P, v } from '../styles.js';

export const EXTRAS_STYLE_ID = 'reel-extras-styles';

export const EXTRAS_CSS = `
${P} .reel-menu-wrap{position:relative}
${P} .reel-speed{padding:0 8px;font-size:13px;font-weight:600}
${P} .reel-menu{position:absolute;right:0;bottom:44px;min-width:110px;padding:4px 0;border-radius:${v('radius')};background:${v('overlay')}}
${P} .reel-menu-item{display:block;width:100%;padding:7px 14px;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
${P} .reel-menu-item[aria-checked=true]{color:${v('accent')};font-weight:600}
${P}.reel-vr .reel-pip{display:none}`;

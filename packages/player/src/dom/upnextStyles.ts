// The up-next card's rules: injected with its lazy chunk (upnext.ts), and part of
// dist/reel-player.css.
import { P, v } from '../styles.js';

export const UPNEXT_STYLE_ID = 'reel-upnext-styles';

export const UPNEXT_CSS = `
${P} .reel-upnext{position:absolute;top:50%;left:50%;min-width:240px;padding:16px 20px;transform:translate(-50%,-50%);border-radius:${v('radius')};background:${v('overlay')};text-align:center}
${P} .reel-upnext-title{display:block;margin:6px 0 12px;font-weight:600}
${P} .reel-upnext-actions{display:flex;gap:8px;justify-content:center}
${P} .reel-upnext-actions button{padding:8px 14px;border:1px solid ${v('fg')};border-radius:${v('radius')};background:none;color:inherit;font:inherit;cursor:pointer}
${P} .reel-upnext-play{background:${v('accent')}!important;border-color:${v('accent')}!important}`;

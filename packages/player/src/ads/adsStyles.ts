// The advert's rules (its label, remaining time, mute and skip buttons, and the poster-state play
// button the preroll stands behind): injected by the player with its preroll, and part of
// dist/reel-player.css. The layout an engine needs to work at all is inline in linearPlayer.ts.
import { P, v } from '../styles.js';

export const ADS_STYLE_ID = 'reel-ads-styles';

export const ADS_CSS = `
${P} .reel-ad-bar{padding:10px 12px;gap:8px;font-size:13px;pointer-events:none}
${P} .reel-ad-bar>*{pointer-events:auto}
${P} .reel-ad-info{padding:4px 8px;border-radius:${v('radius')};background:${v('overlay')};font-variant-numeric:tabular-nums}
${P} .reel-ad-label{font-weight:600}
${P} .reel-ad-time:not(:empty)::before{content:" · "}
${P} .reel-ad-mute{background:${v('overlay')}}
${P} .reel-ad-skip{min-height:40px;padding:8px 14px;border:1px solid ${v('fg')};border-radius:${v('radius')};background:${v('overlay')};color:inherit;font:inherit;cursor:pointer}
${P} .reel-ad-skip:disabled{cursor:default;opacity:.85}
${P} .reel-ad-click{cursor:pointer}
${P} .reel-ad-paused .reel-ad-click::after{content:"";position:absolute;top:50%;left:50%;width:0;height:0;margin:-20px 0 0 -12px;border-style:solid;border-width:20px 0 20px 32px;border-color:transparent transparent transparent ${v('fg')}}
@media (pointer: coarse){${P} .reel-ad-skip,${P} .reel-ad-mute,${P} .reel-ad-overlay{min-width:44px;min-height:44px}}`;

// The share panel's rules: injected with the panel (a lazy chunk), and part of dist/reel-player.css.
import { P, v } from '../styles.js';

export const SHARE_STYLE_ID = 'reel-share-styles';

// A narrow player (a phone) cannot hold the menu beside its button, where the player's edge would
// cut it off: there it spans the bar, no taller than the picture above the bar (56cqw is a 16:9
// player's height), and scrolls within.
export const SHARE_CSS = `
${P} .reel-share-menu{position:absolute;right:0;bottom:44px;width:min(340px,80vw);padding:10px;border-radius:${v('radius')};background:${v('overlay')};display:grid;gap:8px;font-size:13px}
${P} .reel-share-row{display:flex;gap:6px;align-items:center}
${P} .reel-share-embed-panel{display:grid;gap:6px}
${P} .reel-share-link,${P} .reel-share-code{flex:1;min-width:0;border:0;border-radius:3px;padding:5px;font:12px monospace;background:#fff1;color:inherit;resize:none}
${P} .reel-share-size{border:0;border-radius:3px;padding:4px;background:#fff2;color:inherit;font:inherit}
${P} .reel-share-size option{color:#000}
${P} .reel-share-start-label{display:flex;gap:4px;align-items:center;cursor:pointer}
${P} .reel-share-menu button{border:0;border-radius:3px;padding:5px 10px;background:#fff2;color:inherit;font:inherit;cursor:pointer}
@container (max-width: 480px){${P} .reel-share-wrap{position:static}${P} .reel-share-menu{left:4px;right:4px;width:auto;max-height:calc(56cqw - 52px);overflow:auto;padding:6px;gap:6px}}`;

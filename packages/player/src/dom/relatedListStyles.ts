// The related list's rules: injected with its lazy chunk (relatedList.ts), and part of
// dist/reel-player.css. The panel that holds it stays in the player's own rules.
import { P, v } from '../styles.js';

export const RELATED_LIST_STYLE_ID = 'reel-related-list-styles';

export const RELATED_LIST_CSS = `
${P} .reel-related-head{display:flex;align-items:center;justify-content:space-between;padding:0 4px 6px;font-weight:600}
${P} .reel-related-body{display:flex;align-items:center;gap:4px}
${P} .reel-related-viewport{flex:1;overflow-x:auto;scrollbar-width:none}
${P} .reel-related-track{display:flex;gap:8px}
${P} .reel-related-track>div{flex:0 0 180px}
${P} .reel-related-item{position:relative;display:block;color:inherit;text-decoration:none}
${P} .reel-related-item img,${P} .reel-related-noimg{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:${v('radius')};background:#222}
${P} .reel-related-title{display:block;margin-top:4px;font-size:13px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${P} .reel-related-duration{position:absolute;top:4px;right:4px;padding:1px 4px;border-radius:2px;background:rgba(0,0,0,.75);font-size:11px}
${P} .reel-related-empty{display:flex;align-items:center;gap:8px;margin:8px}`;

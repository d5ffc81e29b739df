// The chapters' rules: injected with their lazy chunk (chapters.ts), and part of
// dist/reel-player.css. The chapters menu itself is drawn by the rules every menu shares (menu.ts).
import { P } from '../styles.js';

export const CHAPTERS_STYLE_ID = 'reel-chapters-styles';

export const CHAPTERS_CSS = `
${P} .reel-chapter-marks{position:absolute;inset:0;pointer-events:none}
${P} .reel-chapter-mark{position:absolute;top:0;bottom:0;width:3px;margin-left:-1px;background:rgba(0,0,0,.7)}
${P} .reel-preview-chapter{max-width:220px;padding:2px 6px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:12px;font-weight:600}
${P} .reel-preview-chapter:empty{display:none}
${P} .reel-chapters-menu{max-height:240px;overflow-y:auto;white-space:nowrap}`;

// The keyboard-shortcuts overlay's rules: injected with its lazy chunk (shortcuts.ts), and part of
// dist/reel-player.css.
import { P, v } from '../styles.js';

export const SHORTCUTS_STYLE_ID = 'reel-shortcuts-styles';

export const SHORTCUTS_CSS = `
${P} .reel-shortcuts{position:absolute;inset:8px;z-index:6;overflow:auto;padding:12px 16px;border-radius:${v('radius')};background:${v('overlay')}}
${P} .reel-shortcuts-head{display:flex;align-items:center;justify-content:space-between;margin:0 0 8px}
${P} .reel-shortcuts h2{margin:0;font-size:15px}
${P} .reel-shortcuts dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
${P} .reel-shortcuts dt{text-align:right}
${P} .reel-shortcuts dd{margin:0}
${P} .reel-shortcuts kbd{display:inline-block;min-width:1.4em;margin:0 2px;padding:1px 5px;border:1px solid ${v('fg')};border-radius:3px;font:12px/1.4 monospace;text-align:center}`;

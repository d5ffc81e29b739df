// The rules of the speed button and the picture-in-picture button: injected with their lazy chunk
// (extras.ts), and part of dist/reel-player.css. The speed menu's own rules are the core's, shared
// by every menu (menu.ts).
import { P } from '../styles.js';

export const EXTRAS_STYLE_ID = 'reel-extras-styles';

export const EXTRAS_CSS = `
${P} .reel-speed{padding:0 8px;font-size:13px;font-weight:600}
${P}.reel-vr .reel-pip{display:none}`;

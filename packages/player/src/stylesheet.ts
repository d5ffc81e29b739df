// The whole stylesheet in one text: the parts createPlayer injects (the core's rules at once, each
// lazy part's with that part) joined, which the build writes to dist/reel-player.css for a page that
// links the file and passes `injectStyles: false`. A lazy part with rules of its own is added here.
import { ADS_CSS } from './ads/adsStyles.js';
import { CHAPTERS_CSS } from './dom/chaptersStyles.js';
import { EXTRAS_CSS } from './dom/extrasStyles.js';
import { SHORTCUTS_CSS } from './dom/shortcutsStyles.js';
import { RELATED_LIST_CSS } from './dom/relatedListStyles.js';
import { UPNEXT_CSS } from './dom/upnextStyles.js';
import { SHARE_CSS } from './share/styles.js';
import { PLAYER_CSS } from './styles.js';

export const STYLESHEET =
  [PLAYER_CSS, SHARE_CSS, EXTRAS_CSS, CHAPTERS_CSS, SHORTCUTS_CSS, UPNEXT_CSS, RELATED_LIST_CSS, ADS_CSS]
    .map((part) => part.trim())
    .join('\n') + '\n';

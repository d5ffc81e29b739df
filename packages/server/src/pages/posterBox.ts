// The watch page's poster in the HTML itself, where the player will be. The poster is the page's
// largest paint; drawn by the scripts, it waited for them (on a phone's connection most of its
// time). Here it paints with the page's first bytes and the header: the HTML's placeholder
// of the app (index.html's `#root`) gets the page's frame down to the player's box, with the
// classes whose rules the first stylesheet carries inline (site/src/watch/watchBox.css), so the box
// is where and as large as the player React draws there later. The site's first drawing keeps
// the same picture in the same box (site/src/watch/WatchSkeleton.tsx), then the player takes it.
import { PLAYER_BOOT_POSTER_ID } from '@reel/api';
import { tag } from './html.js';

/** The end of the header bar inside the app's placeholder (site/index.html). */
const PLACEHOLDER_HEADER_END = '</header>';
const ROOT_OPEN = '<div id="root">';

/** The frame from the header down to the poster: the slider's place on a phone, the page, the grid. */
export function posterBoxHtml(poster: string): string {
  const img = tag('img', { id: PLAYER_BOOT_POSTER_ID, src: poster, alt: '', fetchpriority: 'high', decoding: 'sync' });
  return (
    `<div class="slider watch-boot__slider"></div>` +
    `<main class="page"><article class="watch-page"><div class="watch-page__main">` +
    `<section class="watch-player"><div class="watch-player__poster">${img}</div></section>` +
    `</div></article></main>`
  );
}

/** `html` with `box` (posterBoxHtml) after the header of the app's placeholder; as it was without one. */
export function withPosterBox(html: string, box: string): string {
  const root = html.indexOf(ROOT_OPEN);
  const headerEnd = root < 0 ? -1 : html.indexOf(PLACEHOLDER_HEADER_END, root);
  if (headerEnd < 0) return html;
  const at = headerEnd + PLACEHOLDER_HEADER_END.length;
  return `${html.slice(0, at)}${box}${html.slice(at)}`;
}

// The code a webmaster pastes to show one video on another site: one markup for the server's
// oEmbed answers and the embedding guide. The player's share menu writes the same markup with its
// own copy (the player does not depend on this package); a site test holds the two together.
import { embedPagePath } from './addresses.js';
import { EMBED_ALLOW, EMBED_HEIGHT_PX, EMBED_WIDTH_PX } from './constants.js';

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * How the code is sized: `fixed`, an iframe of exactly that size; otherwise a 16:9 box as wide as
 * the host's column (at most `maxWidth` pixels when given) with the iframe filling it, so a narrow
 * page never scrolls sideways.
 */
export type EmbedLayout = { fixed: FrameSize } | { maxWidth?: number };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeAttr = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The embed page of a video on the site at `origin` (`https://reel.example`), absolute. */
export function embedPageUrl(origin: string, videoId: number | string): string {
  return new URL(embedPagePath(videoId), `${origin}/`).href;
}

/** The code showing the video on the site at `origin`, responsive unless told otherwise; every value is escaped. */
export function embedCode(origin: string, videoId: number | string, title: string, layout: EmbedLayout = {}): string {
  const src = `src="${escapeAttr(embedPageUrl(origin, videoId))}"`;
  const rest = `title="${escapeAttr(title)}"`;
  if ('fixed' in layout) {
    const { width, height } = layout.fixed;
    return `<iframe ${src} width="${width}" height="${height}" ${rest} frameborder="0" allow="${EMBED_ALLOW}"></iframe>`;
  }
  const max = layout.maxWidth ? `;max-width:${layout.maxWidth}px` : '';
  return `<div style="position:relative;width:100%;aspect-ratio:${EMBED_WIDTH_PX}/${EMBED_HEIGHT_PX}${max}"><iframe ${src} ${rest} style="position:absolute;top:0;left:0;width:100%;height:100%;border:0" allow="${EMBED_ALLOW}"></iframe></div>`;
}

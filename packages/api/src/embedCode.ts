// The iframe a webmaster pastes to show one video on another site: one markup for the server's
// oEmbed answers and the embedding guide. The player's share menu writes the same markup with its
// own copy (the player does not depend on this package); a site test holds the two together.
import { embedPagePath } from './addresses.js';
import { EMBED_ALLOW, EMBED_HEIGHT_PX, EMBED_WIDTH_PX } from './constants.js';

export interface FrameSize {
  width: number;
  height: number;
}

export const EMBED_FRAME: FrameSize = { width: EMBED_WIDTH_PX, height: EMBED_HEIGHT_PX };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeAttr = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The embed page of a video on the site at `origin` (`https://reel.example`), absolute. */
export function embedPageUrl(origin: string, videoId: number | string): string {
  return new URL(embedPagePath(videoId), `${origin}/`).href;
}

/** `<iframe …></iframe>` showing the video on the site at `origin`; every value is escaped. */
export function embedCode(origin: string, videoId: number | string, title: string, size: FrameSize = EMBED_FRAME): string {
  const src = escapeAttr(embedPageUrl(origin, videoId));
  return `<iframe src="${src}" width="${size.width}" height="${size.height}" title="${escapeAttr(title)}" frameborder="0" allow="${EMBED_ALLOW}"></iframe>`;
}

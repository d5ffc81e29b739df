// What the share menu offers (normal mode only): the watch page's address and the iframe code a
// webmaster pastes. The markup matches the server's oEmbed answers, attribute for attribute. The
// responsive code the panel offers first is share/embedCode.ts, in the panel's lazy chunk.
import { EMBED_ALLOW, EMBED_HEIGHT_PX, EMBED_WIDTH_PX } from '../constants.js';
import { videoLink } from './links.js';

export interface ShareAddresses {
  /** The watch page, absolute. */
  pageUrl: string;
  /** The embed page, absolute. */
  embedUrl: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeAttr = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The addresses on the site at `base` (the page's own address, by default). */
export function shareAddresses(videoId: number | string, dir: string, base: string): ShareAddresses {
  return { pageUrl: new URL(videoLink(videoId, dir), base).href, embedUrl: new URL(`/embed/${String(videoId)}/`, base).href };
}

/** `<iframe …></iframe>` for `embedUrl`, 640×360 unless told otherwise. */
export function embedCode(embedUrl: string, title: string, width = EMBED_WIDTH_PX, height = EMBED_HEIGHT_PX): string {
  return `<iframe src="${escapeAttr(embedUrl)}" width="${width}" height="${height}" title="${escapeAttr(title)}" frameborder="0" allow="${EMBED_ALLOW}"></iframe>`;
}

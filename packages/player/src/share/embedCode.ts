// The share panel's default code: a 16:9 box as wide as the host's column with the iframe filling
// it, so a narrow page never scrolls sideways. In the panel's lazy chunk, not the core; the same
// markup as @reel/api's responsive embedCode (the oEmbed answer's html), attribute for attribute.
import { EMBED_ALLOW, EMBED_HEIGHT_PX, EMBED_WIDTH_PX } from '../constants.js';
import { escapeAttr } from '../core/share.js';

export function responsiveEmbedCode(embedUrl: string, title: string): string {
  return `<div style="position:relative;width:100%;aspect-ratio:${EMBED_WIDTH_PX}/${EMBED_HEIGHT_PX}"><iframe src="${escapeAttr(embedUrl)}" title="${escapeAttr(title)}" style="position:absolute;top:0;left:0;width:100%;height:100%;border:0" allow="${EMBED_ALLOW}"></iframe></div>`;
}

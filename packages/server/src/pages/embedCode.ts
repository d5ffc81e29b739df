// The iframe a webmaster pastes: the same markup in oEmbed answers and the player's share menu.
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX } from '../constants.js';
import { tag } from './html.js';

export interface FrameSize {
  width: number;
  height: number;
}

export const embedPath = (videoId: number): string => `/embed/${videoId}/`;

/** The default 16:9 frame, scaled down (never up) to fit maxwidth × maxheight. */
export function fitFrame(maxWidth?: number, maxHeight?: number): FrameSize {
  const scale = Math.min(1, maxWidth ? maxWidth / EMBED_WIDTH_PX : 1, maxHeight ? maxHeight / EMBED_HEIGHT_PX : 1);
  return { width: Math.max(1, Math.floor(EMBED_WIDTH_PX * scale)), height: Math.max(1, Math.floor(EMBED_HEIGHT_PX * scale)) };
}

export function iframeHtml(src: string, title: string, size: FrameSize): string {
  return tag('iframe', {
    src,
    width: size.width,
    height: size.height,
    title,
    frameborder: 0,
    allow: 'autoplay; fullscreen; picture-in-picture',
  }, true);
}

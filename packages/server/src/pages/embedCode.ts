// The size of the iframe an oEmbed answer gives; the markup itself is @reel/api's embedCode.
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX, type FrameSize } from '@reel/api';

/** The default 16:9 frame, scaled down (never up) to fit maxwidth × maxheight. */
export function fitFrame(maxWidth?: number, maxHeight?: number): FrameSize {
  const scale = Math.min(1, maxWidth ? maxWidth / EMBED_WIDTH_PX : 1, maxHeight ? maxHeight / EMBED_HEIGHT_PX : 1);
  return { width: Math.max(1, Math.floor(EMBED_WIDTH_PX * scale)), height: Math.max(1, Math.floor(EMBED_HEIGHT_PX * scale)) };
}

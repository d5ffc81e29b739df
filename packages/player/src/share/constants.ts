// The share panel's values: here, in its lazy chunk, rather than in the core's constants.ts.

/** The fixed sizes the panel offers besides the responsive code, all 16:9, width × height in pixels. */
export const EMBED_SIZES_PX = [
  [640, 360],
  [854, 480],
  [1280, 720],
] as const;

/** The embed page's parameter for where playback starts (seconds; the embed page reads it). */
export const START_PARAM = 'start_time';

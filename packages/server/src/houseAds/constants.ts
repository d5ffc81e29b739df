// The demo's house preroll: the clip the seed makes and the advert its VAST files describe.

/** The clip, under the media root. */
export const HOUSE_CLIP_PATH = 'house/preroll.mp4';
/** Long enough to show the skip button come up (it does after 5 s), short enough not to bore. */
export const HOUSE_CLIP_DURATION_S = 8;
export const HOUSE_CLIP_WIDTH_PX = 640;
export const HOUSE_CLIP_HEIGHT_PX = 360;
export const HOUSE_CLIP_FPS = 25;
export const HOUSE_CLIP_TONE_HZ = 660;
/** The VAST skipoffset: the viewer may skip after this long (the player's own rule too). */
export const HOUSE_SKIP_OFFSET = '00:00:05';
/** The statistics fields the demo's preroll sends with its beacon. */
export const HOUSE_OUT_NAME = 'reel-house';
export const HOUSE_CISAI = 'demo';

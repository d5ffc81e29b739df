// The consumer test's numbers and names, with their units: its media fixtures, the versions its
// throw-away apps install, and how long each step may take.

/** The media fixtures (e2e/fixtures/media/, made by scripts/consumer/fixtures.ts; the any-source test plays them too). */
export const MP4_FILE = 'clip.mp4';
export const WEBM_FILE = 'clip.webm';
export const HLS_DIR = 'hls';
export const HLS_MASTER = 'master.m3u8';
export const HLS_MEDIA = 'media.m3u8';
export const CAPTIONS_FILE = 'captions.vtt';
export const FIXTURE_DURATION_S = 5;
export const FIXTURE_WIDTH_PX = 320;
export const FIXTURE_HEIGHT_PX = 180;
export const FIXTURE_FPS = 15;
export const HLS_SEGMENT_S = 2;
/** All the fixtures together stay under this (they are committed). */
export const FIXTURES_MAX_BYTES = 1024 * 1024;

/**
 * Vite warns of a chunk above 500 kB minified (its `chunkSizeWarningLimit` default, in kB of 1000
 * bytes here, the stricter reading): the app's hls.js chunk must stay under it.
 */
export const VITE_CHUNK_WARNING_BYTES = 500 * 1000;

/** A player counts as playing once its video's currentTime is past this. */
export const PLAYED_PAST_S = 0.5;

/**
 * What each throw-away app installs, pinned so a second run is served from the npm cache. Vite and
 * its React plugin are the workspace's own versions; the React lines are the two the binding's peer
 * range names.
 */
export const VITE_VERSION = '8.3.8';
export const PLUGIN_REACT_VERSION = '6.3.0';
export const TYPESCRIPT_VERSION = '6.0.3';
export const REACT_LINES = {
  react18: { react: '18.3.1', types: '18.3.32', typesDom: '18.3.7' },
  react19: { react: '19.3.1', types: '19.3.0', typesDom: '19.3.0' },
} as const;
export type ReactLine = keyof typeof REACT_LINES;

/** The one check that the registry answers; without it the test skips and says so. */
export const REGISTRY_PING_TIMEOUT_MS = 15_000;
/** One `npm install` of an app, with a warm cache this is seconds; cold, about a minute. */
export const INSTALL_TIMEOUT_MS = 180_000;
/** Packing, installing both apps, type-checking and building them. */
export const PREPARE_TIMEOUT_MS = 300_000;
/** Building one app and playing its three videos, or type-checking it. */
export const STEP_TIMEOUT_MS = 120_000;
/** Each page's players set up, play past PLAYED_PAST_S and show a cue. */
export const PLAY_TIMEOUT_MS = 30_000;
/** A page's player handle appears (React sets it in an effect after the first render). */
export const HANDLE_TIMEOUT_MS = 10_000;

// @reel/player/ads: the player's preroll layer on its own, for a page that plays its content in a
// `<video>` of its own: VAST (or the IMA SDK) with backup tags tried in order, the overlay the
// viewer presses, and the outcome once the content may start. createPlayer's `ads` option is the
// same layer inside the player. See docs/advertising.md.
export { AD_SKIPPABLE_AFTER_S } from '../constants.js';
export { loadAdEngine, setupPreroll } from './index.js';
export type { OverlayElement, OverlayOptions, OverlayState, PrerollOverlay } from './overlay.js';
// The types its options name that the main entry also exports.
export type { Clock } from '../core/clock.js';
export type { PlayerLabels } from '../core/labels.js';
export type {
  AdEngine,
  AdEngineKind,
  AdError,
  AdMetrics,
  AdOutcome,
  AdStatsParams,
  AdStatus,
  Beacon,
  ImaEngine,
  ImaEngineOptions,
  Preroll,
  PrerollRequest,
  PrerollSetup,
  TagSource,
  VastEngineOptions,
} from './index.js';

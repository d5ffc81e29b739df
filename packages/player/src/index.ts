// @reel/player: the public surface, named on purpose. The edge is createPlayer and the types of
// its options, events and handle; the core is the documented set of pure functions a page or a
// test may drive without a DOM. Anything not listed here is internal to the package.

// The player.
export { createPlayer } from './player.js';
export { AUTO_QUALITY } from './engine/switch.js';
export type {
  EngineKind,
  HlsMode,
  Player,
  PlayerAdsOptions,
  PlayerEvents,
  PlayerOptions,
  PlayerVideo,
  QualityChoice,
  RelatedVideo,
} from './playerTypes.js';
export { PLAYER_CSS, THEME_DEFAULTS, injectStyles, type ThemeName, type ThemeProperty } from './styles.js';

// The controls' texts: the English defaults a page's `labels` option replaces, key by key.
export { DEFAULT_LABELS, type LabelKey, type PlayerLabels } from './core/labels.js';

// Preroll adverts: the engines, each a lazy chunk.
export {
  loadAdEngine,
  type AdEngine,
  type AdEngineKind,
  type AdError,
  type AdMetrics,
  type AdOutcome,
  type AdStatsParams,
  type AdStatus,
  type Beacon,
  type ImaEngine,
  type ImaEngineOptions,
  type PrerollRequest,
  type TagSource,
  type VastEngineOptions,
} from './ads/index.js';

// The numbers of the specification, with their units.
export {
  AD_MAX_REDIRECTS,
  AD_OVERLAY_REMOVAL_MS,
  AD_SKIPPABLE_AFTER_S,
  AD_TAG_ATTEMPTS,
  AD_TAG_INTERVAL_MS,
  AD_TIMEOUT_DESKTOP_MS,
  AD_TIMEOUT_MOBILE_MS,
  CAROUSEL_INERTIA_MS,
  CAROUSEL_STEP_PX,
  CONTROLS_HIDE_MS,
  COUNTDOWN_TICK_MS,
  DEFAULT_VOLUME_FRACTION,
  DELETED_TEXT,
  ERROR_COUNTERS,
  EMBED_HEIGHT_PX,
  EMBED_WIDTH_PX,
  HLS_SOURCE_PARAM,
  HLS_THRESHOLD_S,
  METRIC_EVENTS,
  PLAYER_STATES,
  QUALITY_LABELS,
  RELATED_MIN_WIDTH_PX,
  SKIP_GROUP_MS,
  SKIP_S,
  STATUS_DELETED,
  TRAILER_FORMAT,
  UP_NEXT_COUNTDOWN_S,
  VOLUME_PERCENT_ABOVE,
  VOLUME_STORAGE_KEY,
  VR_TEXT_REDIRECT_PARAM,
  VTT_CACHE_MAX_ENTRIES,
  VTT_CUES_PER_CHUNK,
} from './constants.js';

// The core: clocks and events.
export { realClock, type Clock } from './core/clock.js';
export { createFakeClock, type FakeClock } from './core/fakeClock.js';
export { createEmitter, type Emitter, type Listener } from './core/emitter.js';

// The core: states.
export {
  INTENTS,
  MEDIA_EVENTS,
  createStateMachine,
  isMediaEvent,
  nextPending,
  reduce,
  type IntentInput,
  type MediaEventName,
  type PendingIntent,
  type PlayerState,
  type StateChange,
  type StateInput,
  type StateMachine,
  type StateMachineEvents,
} from './core/state.js';

// The core: setting up, sources and quality.
export { isDeletedStatus, planSetup, type SetupInput, type SetupPlan } from './core/setup.js';
export {
  HLS_TYPE,
  MP4_TYPE,
  VR_ANGLES,
  VR_FORMATS,
  appendQueryParam,
  buildSources,
  decodeFileUrl,
  isErrorAnswer,
  isTrailer,
  parseVr,
  playableFiles,
  resolveVrSources,
  textRedirectUrl,
  usesHls,
  type PlayerSource,
  type QualityFile,
  type VideoFileAnswer,
  type VideoFileErrorAnswer,
  type VideoFileWire,
  type VrMode,
} from './core/sources.js';
export {
  QUALITY_ORDER,
  chooseDefaultQuality,
  compareQuality,
  planQualitySwitch,
  qualityFromName,
  qualityRank,
  type PlaybackSnapshot,
  type QualityLabel,
  type QualitySwitchPlan,
} from './core/quality.js';

// The core: controls.
export { parseTimeText } from './core/time.js';
export { clampSeek, createSkipGrouper, type SkipGroup, type SkipGrouper, type SkipOptions } from './core/skip.js';
export { loadVolume, normaliseVolume, saveVolume, type StorageLike } from './core/volume.js';
export { createCountdown, type Countdown, type CountdownOptions, type CountdownStatus } from './core/countdown.js';
export {
  arrowTarget,
  createCarouselScroller,
  easeOutCubic,
  inertiaPosition,
  maxScrollOf,
  shouldOpenRelated,
  type CarouselScroller,
  type RelatedOpenInput,
  type RelatedReason,
  type ScrollerOptions,
} from './core/carousel.js';
export { normaliseCustomButtons, type CustomButton, type ErrorLogger } from './core/controls.js';

// The core: page addresses, links, metrics and timeline thumbnails.
export { parseFlag, readPlayerQuery, type PlayerQuery } from './core/query.js';
export { downloadLink, linkTarget, searchLink, videoLink, type LinkSource, type LinkTarget } from './core/links.js';
export { embedCode, shareAddresses, type ShareAddresses } from './core/share.js';
export {
  createMetrics,
  type ErrorCounterName,
  type MetricData,
  type MetricEventName,
  type MetricRecord,
  type Metrics,
  type MetricsSink,
} from './core/metrics.js';
export {
  createVttCache,
  findCue,
  parseTimelineVtt,
  parseTimelineVttChunked,
  type ChunkOptions,
  type SpriteBox,
  type TimelineCue,
  type VttCache,
  type VttCacheOptions,
} from './core/vtt.js';

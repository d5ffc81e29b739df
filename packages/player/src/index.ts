// @reel/player's public API: exactly the names docs/player.md lists under "Public API", grouped as
// there. Everything else in src/ is internal and may change in any release; the package's own tests
// import it by relative path. api/player.api.md records this surface (`npm run api:report`).

// The player.
export { createPlayer } from './player.js';
export { AUTO_QUALITY } from './core/choices.js';
export type {
  Chapter,
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

// What the options, events and methods are made of.
export { DEFAULT_LABELS, type LabelKey, type PlayerLabels, type ShareLabelKey } from './core/labels.js';
export type { CustomButton } from './core/controls.js';
export type { StorageLike } from './core/volume.js';
export { VR_ANGLES, VR_FORMATS, type VrMode } from './core/sources.js';
export type { QualityLabel } from './core/videoFiles.js';
export type { ShareAddresses } from './core/share.js';
export type { AdEngineKind, AdStatsParams, AdStatus, TagSource } from './ads/index.js';
export type { IntentInput, MediaEventName, PlayerState, StateChange, StateInput } from './core/state.js';
export type { ErrorCounterName, MetricData, MetricEventName, MetricRecord, MetricsSink } from './core/metrics.js';

// Any source and captions: the media a page gives (sources, text tracks), Reel's file list as that
// media, the DASH engine a page may bring, and where the captions choice is remembered.
export type { PlayerEngines, PlayerMedia, TextTrackSource, VideoSource } from './playerTypes.js';
export type { DashEngine, StreamAttachOptions, StreamHandle } from './engine/stream.js';
export { fromVideoFiles } from './core/fromVideoFiles.js';
export type { FromVideoFilesOptions, VideoFileAnswer, VideoFileErrorAnswer, VideoFileWire } from './core/videoFiles.js';
export { CAPTIONS_STORAGE_KEY } from './constants.js';

// Styles.
export { PLAYER_CSS, STAGE_CSS, THEME_DEFAULTS, injectStyles, type ThemeName, type ThemeProperty } from './styles.js';

// Clocks and events.
export { realClock, type Clock } from './core/clock.js';
export { createFakeClock, type FakeClock } from './core/fakeClock.js';
export { createEmitter, type Emitter, type Listener } from './core/emitter.js';

// The page: its address, links, the share menu's addresses and embed code.
export { parseFlag, readPlayerQuery, type PlayerQuery } from './core/query.js';
export { parseTimeText } from './core/time.js';
export { downloadLink, searchLink, videoLink, type LinkSource } from './core/links.js';
export { embedCode, shareAddresses } from './core/share.js';
export { isDeletedStatus } from './core/setup.js';
export { usesHls } from './core/hls.js';

// The names and numbers a page may need, with their units.
export {
  DELETED_TEXT,
  EMBED_HEIGHT_PX,
  EMBED_WIDTH_PX,
  ERROR_COUNTERS,
  HLS_THRESHOLD_S,
  METRIC_EVENTS,
  PLAYER_STATES,
  QUALITY_LABELS,
  STATUS_DELETED,
  VOLUME_STORAGE_KEY,
} from './constants.js';
export { INTENTS, MEDIA_EVENTS } from './core/state.js';

// Every number of the player from the specification, once, with its unit.

/** Videos longer than this are served as HLS with an mp4 fallback. The player does not import
 * @reel/api, so this and the other contract numbers below are its own copies; the site's
 * playerContract.test.ts fails when one drifts from the contract. */
export const HLS_THRESHOLD_S = 1800;
/** Appended to a rendition's address to ask for its HLS stream (@reel/api's HLS_SOURCE_PARAM). */
export const HLS_SOURCE_PARAM = 'f=video.m3u8';
/** Appended to each file address in VR mode to obtain the real source as text. */
export const VR_TEXT_REDIRECT_PARAM = 'text_redirect=yes';

/** Skip buttons seek this far per click. */
export const SKIP_S = 10;
/** Skip clicks closer together than this are grouped into one seek. */
export const SKIP_GROUP_MS = 1500;

/** The control bar and the other parts over the picture wait for the first frame, this long at most. */
export const CONTROLS_LATEST_MS = 1000;

/** Up-next countdown before going to the next video. */
export const UP_NEXT_COUNTDOWN_S = 12;

/** The related list opens only when the player is wider than this. */
export const RELATED_MIN_WIDTH_PX = 420;
/** One carousel arrow click scrolls this far. */
export const CAROUSEL_STEP_PX = 1000;
/** Duration of the carousel's inertia animation. */
export const CAROUSEL_INERTIA_MS = 1500;

/** A volume value above this is a percentage and is divided by 100. */
export const VOLUME_PERCENT_ABOVE = 1;
/** Local storage key of the remembered volume. */
export const VOLUME_STORAGE_KEY = 'ktk_volume';
/** Local storage key of the remembered captions: a track's srclang, or '' for none. */
export const CAPTIONS_STORAGE_KEY = 'ktk_captions';

/** Preroll: skippable after this long. */
export const AD_SKIPPABLE_AFTER_S = 5;
/** Preroll request time-out on mobile. */
export const AD_TIMEOUT_MOBILE_MS = 10000;
/** Preroll request time-out elsewhere. */
export const AD_TIMEOUT_DESKTOP_MS = 5000;
/** Wrapper redirects followed at most. */
export const AD_MAX_REDIRECTS = 8;
/** The ad tag is looked for this many times… */
export const AD_TAG_ATTEMPTS = 50;
/** …this often. */
export const AD_TAG_INTERVAL_MS = 100;
/** The preroll overlay is removed this long after the advert. */
export const AD_OVERLAY_REMOVAL_MS = 10000;

/** Metric event names. The player may not import @reel/api, so these lists are its own copy of the
 * contract's (PLAYER_METRIC_EVENTS, PLAYER_METRIC_COUNTERS); site/src/playerContract.test.ts holds them equal. */
export const METRIC_EVENTS = [
  'player_init',
  'player_firstframe',
  'player_adplay',
  'fullHDClick',
  'click_title',
  'click_Related',
  'click_logo',
] as const;
export type MetricEventName = (typeof METRIC_EVENTS)[number];
/** Error counters. */
export const ERROR_COUNTERS = ['player_error', 'player_setup_error', 'player_vast_error'] as const;
export type ErrorCounterName = (typeof ERROR_COUNTERS)[number];

/** Quality labels from the file name. */
export const QUALITY_LABELS = { sd: 'SD', hd: 'HD', fhd: 'Full HD' } as const;
/** The nominal picture height of each quality label, to order the files and choose a default (a file
 * list row carries no height; Reel's server makes its SD smaller than this when the source is). */
export const QUALITY_HEIGHTS_PX = { SD: 480, HD: 720, 'Full HD': 1080 } as const;
/** The default quality is the best at or below this height (HD on Reel). */
export const DEFAULT_QUALITY_MAX_HEIGHT_PX = 720;
/** Choosing a quality this high or higher sends fullHDClick. */
export const FULL_HD_HEIGHT_PX = 1080;
/** File-list rows with this format are captions (WebVTT), not video. */
export const CAPTIONS_FORMAT = '.vtt';
/** Files with this format are trailers and are dropped (@reel/api's FORMAT_TRAILER). */
export const FORMAT_TRAILER = '_tr.mp4';
/** Status of a recently deleted video (@reel/api's VideoStatus.Deleted). */
export const STATUS_DELETED = 5;
export const DELETED_TEXT = 'Video has been recently deleted';

/** The player states. */
export const PLAYER_STATES = ['idle', 'buffering', 'playing', 'paused', 'complete'] as const;

/** Volume (a fraction 0..1) used when none is given or remembered. */
export const DEFAULT_VOLUME_FRACTION = 1;
/** Up-next countdown and similar displays tick this often. */
export const COUNTDOWN_TICK_MS = 1000;
/** The VTT parser yields to the event loop after this many cues, so a long file does not freeze the page. */
export const VTT_CUES_PER_CHUNK = 500;
/** Parsed timeline files kept per page; the oldest is dropped beyond this (a long SPA session). */
export const VTT_CACHE_MAX_ENTRIES = 8;

// ——— The DOM layer (createPlayer). Not from the specification: the player's own feel. ———

/** ↑/↓ change the volume by this fraction. */
export const VOLUME_KEY_STEP = 0.1;
/** Controls hide after this long without pointer or key activity while playing. */
export const CONTROLS_HIDE_MS = 3000;
/** The related list asks loadRelated for this page first. */
export const RELATED_FIRST_PAGE = 1;
/** Pointer travel below this is a click, not a drag (VR look, seek bar). */
export const DRAG_THRESHOLD_PX = 5;
/** Vertical field of view of the VR camera. */
export const VR_FOV_DEG = 80;
/** Sphere mesh resolution: latitude and longitude segments. */
export const VR_LAT_SEGMENTS = 32;
export const VR_LON_SEGMENTS = 64;
/** A seek closer than this to the element's own position is skipped (avoids a needless reload). */
export const SEEK_EPSILON_S = 0.5;

/** The embed iframe's size in the share menu's code (@reel/api's, as in the server's oEmbed answers). */
export const EMBED_WIDTH_PX = 640;
export const EMBED_HEIGHT_PX = 360;
/** The embed iframe's `allow` in the share menu's code (@reel/api's EMBED_ALLOW). */
export const EMBED_ALLOW =
  'autoplay; fullscreen; picture-in-picture; accelerometer; gyroscope; clipboard-write; encrypted-media; web-share';
/** How long the share menu says "Copied" after a copy. */
export const COPIED_NOTICE_MS = 2000;
/** The speed menu's steps, as multiples of normal speed; setPlaybackRate clamps to the first and last. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** The tag name `@reel/player/element` defines for the player as a custom element. */
export const REEL_PLAYER_TAG = 'reel-player';

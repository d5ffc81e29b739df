// Every number of the media pipeline, once, named with its unit. The specification fixes only the
// HLS threshold and the format names (both in @reel/api); the rest are our choices, explained here.
import { FORMAT_FHD, FORMAT_HD, FORMAT_SD } from '@reel/api';

/** One rendition: the file-name format gives the player its quality label. */
export interface RenditionSpec {
  format: string;
  /** Target frame height in pixels; the width follows the source's aspect ratio. */
  height_px: number;
  /** x264 constant rate factor: lower is better and bigger. */
  crf: number;
  /** Video bit-rate ceiling in kbit/s, so a noisy upload cannot make a file too big to stream. */
  maxrate_kbps: number;
  /** Audio bit rate in kbit/s. */
  audio_kbps: number;
}

/**
 * Renditions, smallest first. SD is always made (at the source height when the source is smaller,
 * so never upscaled); HD and Full HD are made only when the source is at least that tall, so a
 * `.mp4` really is 720p and a `_fhd.mp4` really is 1080p — the label is honest.
 */
export const RENDITIONS: readonly RenditionSpec[] = [
  { format: FORMAT_SD, height_px: 240, crf: 28, maxrate_kbps: 600, audio_kbps: 64 },
  { format: FORMAT_HD, height_px: 720, crf: 26, maxrate_kbps: 2500, audio_kbps: 96 },
  { format: FORMAT_FHD, height_px: 1080, crf: 25, maxrate_kbps: 4500, audio_kbps: 128 },
];

/** x264 preset for uploads: veryfast is the usual quality/speed balance for a web tube. */
export const PRESET_UPLOAD = 'veryfast';
/** x264 preset for generated demo and test media, where speed matters more than size. */
export const PRESET_FAST = 'ultrafast';

/** The trailer (`_tr.mp4`) is the first seconds of the SD rendition, copied without re-encoding. */
export const TRAILER_S = 10;

/** HLS segment length; every rendition gets a key frame this often so HLS is a plain remux. */
export const HLS_SEGMENT_S = 6;

/** Screenshots `screens/1.jpg..N.jpg`, spread evenly over the video (never the first frame). */
export const THUMBS_COUNT = 10;
/** List thumbnail size (`screens/*.jpg`, `thumb.jpg`), 16:9. */
export const THUMB_WIDTH_PX = 320;
export const THUMB_HEIGHT_PX = 180;
/** Larger 16:9 screenshot (`scr.jpg`, `scr1.jpg`) used as the player poster: 640×360 at most,
 * never taller than the source. */
export const SCR_MAX_HEIGHT_PX = 360;
/** Full-size 16:9 image (`img.jpg`): at most this tall, never taller than the source. */
export const IMG_MAX_HEIGHT_PX = 720;
/** 1-based screenshot used for thumb/scr/img until the member picks another one. */
export const THUMB_SCREEN_INDEX = 4;
/** 1-based screenshot used for scr1.jpg (a second, different frame). */
export const SCR1_SCREEN_INDEX = 7;
/** ffmpeg's mjpeg quality scale (2 best … 31 worst). */
export const JPEG_QUALITY = 4;

/** List autoplay preview: a muted montage of short snippets from across the video. */
export const PREVIEW_CLIP_S = 8;
export const PREVIEW_SNIPPETS = 4;
export const PREVIEW_WIDTH_PX = 320;
export const PREVIEW_HEIGHT_PX = 180;
export const PREVIEW_CRF = 30;

/** Timeline (seek preview) tiles: one every interval, tiled into sprite sheets of columns×rows. */
export const TIMELINE_TILE_WIDTH_PX = 160;
export const TIMELINE_TILE_HEIGHT_PX = 90;
export const TIMELINE_COLUMNS = 10;
export const TIMELINE_ROWS = 10;
/** Shortest interval between timeline tiles. */
export const TIMELINE_MIN_INTERVAL_S = 5;
/** Long videos get a longer interval so the tile count (and the VTT) stays about this size. */
export const TIMELINE_MAX_TILES = 200;

/** Decimal places kept for durations in media.json (milliseconds). */
export const DURATION_DECIMALS = 3;
/** Lines of ffmpeg's stderr quoted in an error message. */
export const ERROR_TAIL_LINES = 12;
/** Bytes of ffmpeg's stderr kept in memory while it runs. */
export const STDERR_KEEP_BYTES = 64 * 1024;

/** Generated test-pattern sources: a short beep each second (cheap to encode, shows A/V sync). */
export const PATTERN_BEEP_S = 0.15;
/** Plenty for beeps of a few hundred Hz, and the AAC encoder runs about 2.5× faster than at 44.1 kHz. */
export const PATTERN_SAMPLE_RATE_HZ = 22050;
/** Below the SD audio budget, so every rendition copies the source audio instead of re-encoding. */
export const PATTERN_AUDIO_KBPS = 48;
export const PATTERN_CRF = 24;
/** Key frame spacing of generated sources; later seeks (screenshots, snippets) decode at most this. */
export const PATTERN_KEYFRAME_S = 5;

/** Bits of randomness in a media folder's name: nobody can guess an unpublished upload's folder. */
export const MEDIA_KEY_RANDOM_BYTES = 16;
/** Segment names of an HLS stream as the transcoder writes them (`-hls_segment_filename`). */
export const HLS_SEGMENT_PATTERN = /^(?:init\.mp4|segment-\d{1,6}\.(?:m4s|ts))$/;
/** Pictures served under `/media/`: everything else of a media folder goes through a signed address. */
export const PUBLIC_PICTURE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
/** A signed rendition of a public video may be cached this long at most (and never past its expiry). */
export const RENDITION_MAX_AGE_S = 3600;
/** Random bytes in a hidden work folder's name, so two runs on one key never share a folder. */
export const PARTIAL_SUFFIX_BYTES = 6;
/** A hidden work folder older than this belongs to a run that died: the sweeper removes it. */
export const PARTIAL_FOLDER_STALE_S = 24 * 3600;
/** Presigned bucket addresses are signed as of the start of this window, so all requests within it
 * share one address (cacheable by browsers and a CDN). */
export const OBJECT_SIGN_STEP_S = 3600;
/** SigV4's longest presigned lifetime: a week. */
export const OBJECT_PRESIGN_MAX_S = 7 * 86400;
/** A picture's presigned address lives this long past its window, so it is good for at least that
 * long whenever it is handed out. */
export const PICTURE_PRESIGN_S = 2 * 3600;
/** Files of one media folder sent to the bucket at once. */
export const OBJECT_UPLOAD_CONCURRENCY = 4;
/** Keys per DeleteObjects request: S3's own maximum. */
export const OBJECT_DELETE_BATCH = 1000;
/** HLS playlists kept with their segments already presigned (one per video and signing window). */
export const SIGNED_PLAYLIST_CACHE_ENTRIES = 256;

/**
 * How long a node trusts what it last read of a media folder's video status for `/media/`. A
 * status change on this node empties the response cache and with it this memory at once; another
 * node's change reaches this one within this time.
 */
export const PICTURE_ACCESS_CACHE_MS = 10_000;
/** Media folders remembered for `/media/` at once; the oldest is forgotten first. */
export const PICTURE_ACCESS_CACHE_ENTRIES = 20_000;

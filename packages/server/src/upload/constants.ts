// Every number of the upload pipeline, once, named with its unit. The rules members see (minimum
// duration, extensions, default limits) are the contract's, in @reel/api's upload.ts.

/** A job is tried this many times (each claim counts) before it is failed for good. */
export const JOB_MAX_ATTEMPTS = 3;
/** How often a running job refreshes its lock even when ffmpeg reports no progress, at most. */
export const JOB_HEARTBEAT_S = 15;
/** The lock is refreshed at least this many times within the stale time, so a shortened
 * UPLOAD_JOB_STALE_S (a test's) never makes a live job look stale; 120 s gives JOB_HEARTBEAT_S. */
export const JOB_HEARTBEATS_PER_STALE = 8;
/** Progress is written at most this often, so a fast ffmpeg does not turn into a write storm. */
export const JOB_PROGRESS_WRITE_MS = 1000;
/** An idle worker looks for work this often; an upload on the same process wakes it at once. */
export const WORKER_POLL_MS = 2000;

/** Where each transcode stage ends, as a share of the whole job (renditions dominate). */
export const STAGE_END: Readonly<Record<string, number>> = {
  source: 0,
  renditions: 0.7,
  trailer: 0.72,
  hls: 0.76,
  screens: 0.8,
  preview: 0.85,
  timelines: 0.98,
  done: 1,
};

/** Multipart limits besides the file size: form fields are short texts. */
export const UPLOAD_FIELD_MAX_BYTES = 16 * 1024;
export const UPLOAD_FIELDS_MAX = 20;
/** The decode check reads one frame this many seconds before the end: a file cut short fails it. */
export const DECODE_CHECK_FROM_END_S = 1;
/** Length of the support reference in an unexpected failure's answer. */
export const ERROR_REFERENCE_BYTES = 4;
/** Prefix of a received file while its body is still arriving; one left behind was cut short. */
export const INCOMING_PREFIX = 'incoming-';
/** An incoming file younger than this may still be arriving on this or another node: left alone. */
export const INCOMING_STALE_S = 3600;
/** ffprobe on an upload is killed after this long: a well-formed file is read in well under a second. */
export const PROBE_TIMEOUT_MS = 30_000;
/** The decode check (one frame near the end) is killed after this long. */
export const DECODE_CHECK_TIMEOUT_MS = 60_000;
/**
 * ffmpeg's demuxers for the containers UPLOAD_EXTENSIONS accepts (mov reads the mp4 family,
 * matroska reads webm): nothing else may read an upload, so no playlist, concat script or image
 * sequence disguised under an accepted extension is ever followed.
 */
export const UPLOAD_DEMUXERS = ['mov', 'matroska', 'avi', 'asf', 'flv', 'mpeg', 'mpegts'] as const;

/**
 * What an upload may ask a decoder and the transcoder for, read from ffprobe before a frame is
 * decoded: a few kilobytes can claim an 8K picture (gigabytes of decoder memory per frame) or hours
 * at a high frame rate (hundreds of thousands of frames to encode). 4096 × 2304 covers 4K UHD and
 * DCI 4K; the renditions stop at 1080p anyway.
 */
export const UPLOAD_MAX_WIDTH_PX = 4096;
export const UPLOAD_MAX_HEIGHT_PX = 4096;
export const UPLOAD_MAX_PIXELS = 4096 * 2304;
/** Three hours: longer than any feature a member uploads. */
export const UPLOAD_MAX_DURATION_S = 3 * 3600;
export const UPLOAD_MAX_FRAME_RATE_FPS = 60;
/** Duration × frame rate: three hours at 30 fps, or an hour and a half at 60. */
export const UPLOAD_MAX_FRAMES = 3 * 3600 * 30;
/**
 * A resumable upload's first bytes are checked once this many have arrived (or the whole file, if
 * smaller): every accepted container says what it is within them (MPEG-TS needs its first three
 * 188-byte packets' sync bytes).
 */
export const UPLOAD_SNIFF_BYTES = 512;
/** Where resumable uploads are written while they arrive, inside UPLOAD_DIR. */
export const RESUMABLE_FOLDER = 'resumable';
/** The `Upload-Metadata` key the server sets to the uploading member's id; a client's own is replaced. */
export const RESUMABLE_OWNER_KEY = 'reel_owner';
/** A request waits this long for another's lock on the same resumable upload before it gives up. */
export const RESUMABLE_LOCK_TIMEOUT_MS = 30_000;
/** How often a request waiting for a lock another node holds asks again. */
export const RESUMABLE_LOCK_RETRY_MS = 100;
/**
 * In the bucket (MEDIA_STORAGE=s3) a resumable upload is an S3 multipart upload of parts this large
 * (S3 takes 5 MiB to 5 GiB, and at most 10,000 parts: 8 MiB parts cover 78 GiB). A node stages each
 * part in a temporary file while it arrives, never in memory; a chunk's tail shorter than a part
 * waits in the bucket as `<id>.part` until the next chunk completes it.
 */
export const RESUMABLE_PART_BYTES = 8 * 1024 * 1024;
/** Parts one API node sends to the bucket at once, all uploads together. */
export const RESUMABLE_PART_UPLOADS_MAX = 4;
/**
 * Uploads whose content hash one API node keeps running in memory while their PATCHes arrive (each
 * a SHA-256 state, well under a kilobyte): past it the least recently written is dropped, and that
 * upload is read again for its hash when it finishes.
 */
export const RESUMABLE_RUNNING_HASHES_MAX = 4096;
/** An MP4 `mvhd` box is 108 bytes (version 0) or 120 (version 1): one far larger is not one. */
export const HEADER_MVHD_MAX_BYTES = 1024;
/**
 * A Matroska `Info` element holds a few short texts and numbers; a larger one is not read (its
 * duration is checked at the last byte), so a header cut across PATCHes never holds much memory.
 */
export const HEADER_INFO_MAX_BYTES = 8 * 1024;
/**
 * Uploads whose header (an MP4's `moov`, a Matroska's `Info`) one API node is reading for the
 * duration while their PATCHes arrive (each a few kilobytes at most): past it the least recently
 * written is dropped, and that upload's duration is checked when its last byte is in.
 */
export const RESUMABLE_HEADER_READS_MAX = 4096;
/**
 * The duration read from a header refuses an upload before its last byte only when it is this far
 * past a limit: ffprobe's reading of the whole file (the check that counts) may differ from the
 * header's by a frame or an audio priming delay, and a file it would accept is never refused early.
 */
export const EARLY_DURATION_MARGIN_S = 1;

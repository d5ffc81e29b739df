// Makes the consumer test's media (e2e/fixtures/media/): one short test pattern as an H.264/AAC
// mp4, a VP8/Vorbis WebM and an HLS stream (master + media playlist + MPEG-TS segments), plus a WebVTT
// captions file whose first cue is showing from the start. The files are committed; run this only
// to remake them: `node_modules/.bin/tsx scripts/consumer/fixtures.ts`.
import { mkdir, rm, stat, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { patternGraph, runFfmpeg } from '@reel/server/testing';
import {
  CAPTIONS_FILE,
  FIXTURE_DURATION_S,
  FIXTURE_FPS,
  FIXTURE_HEIGHT_PX,
  FIXTURE_WIDTH_PX,
  FIXTURES_MAX_BYTES,
  HLS_DIR,
  HLS_MASTER,
  HLS_MEDIA,
  HLS_SEGMENT_S,
  MP4_FILE,
  WEBM_FILE,
} from '../../e2e/support/consumerConstants.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'e2e', 'fixtures', 'media');

/**
 * The pattern and a 440 Hz tone as two inputs (not one filter graph: this static ffmpeg then sizes
 * the audio frames for each encoder); every output encodes the same frames.
 */
const VIDEO = `${patternGraph('testsrc2', FIXTURE_WIDTH_PX, FIXTURE_HEIGHT_PX, FIXTURE_FPS, FIXTURE_DURATION_S)},format=yuv420p`;
const INPUT = ['-f', 'lavfi', '-i', VIDEO, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(FIXTURE_DURATION_S)];
/** A keyframe at every segment boundary, so the HLS cut is exact. */
const GOP = ['-g', String(FIXTURE_FPS * HLS_SEGMENT_S), '-keyint_min', String(FIXTURE_FPS * HLS_SEGMENT_S), '-sc_threshold', '0'];
const H264_AAC = [
  '-c:v',
  'libx264',
  '-profile:v',
  'baseline',
  '-level:v',
  '1.2',
  '-preset',
  'veryfast',
  '-crf',
  '32',
  ...GOP,
  '-c:a',
  'aac',
  '-b:a',
  '32k',
  '-ac',
  '1',
];

/** Captions: the first cue starts at 0 so it is active as soon as the video plays. */
const CAPTIONS = `WEBVTT

00:00:00.000 --> 00:00:03.000
Reel consumer test: first caption

00:00:03.000 --> 00:00:05.000
Second caption
`;

/** A master playlist naming the one rendition (Constrained Baseline level 1.2, AAC-LC), as a CDN's would. */
const MASTER = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=${FIXTURE_WIDTH_PX}x${FIXTURE_HEIGHT_PX},CODECS="avc1.42c00c,mp4a.40.2"
${HLS_MEDIA}
`;

async function totalBytes(dir: string): Promise<number> {
  let sum = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) sum += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return sum;
}

await rm(OUT, { recursive: true, force: true });
await mkdir(join(OUT, HLS_DIR), { recursive: true });
await runFfmpeg([...INPUT, ...H264_AAC, '-movflags', '+faststart', join(OUT, MP4_FILE)]);
await runFfmpeg([
  ...INPUT,
  '-c:v',
  'libvpx',
  '-b:v',
  '150k',
  '-deadline',
  'good',
  '-cpu-used',
  '4',
  '-c:a',
  'libvorbis',
  '-q:a',
  '0',
  join(OUT, WEBM_FILE),
]);
await runFfmpeg([
  ...INPUT,
  ...H264_AAC,
  '-f',
  'hls',
  '-hls_time',
  String(HLS_SEGMENT_S),
  '-hls_list_size',
  '0',
  '-hls_playlist_type',
  'vod',
  '-hls_segment_filename',
  join(OUT, HLS_DIR, 'segment%d.ts'),
  join(OUT, HLS_DIR, HLS_MEDIA),
]);
await writeFile(join(OUT, HLS_DIR, HLS_MASTER), MASTER);
await writeFile(join(OUT, CAPTIONS_FILE), CAPTIONS);

const bytes = await totalBytes(OUT);
console.log(`[fixtures] ${OUT}: ${(bytes / 1024).toFixed(0)} KB`);
if (bytes > FIXTURES_MAX_BYTES) throw new Error(`the consumer fixtures are ${bytes} bytes, over ${FIXTURES_MAX_BYTES}`);

// Makes the media the stories play, once: the server's test-profile media (real renditions, HLS,
// screenshots, timeline sprites, all from ffmpeg test patterns), a timeline WebVTT file per video
// (the server writes these on request; a static Storybook has no server), two short advert
// creatives, and manifest.json, which the stories fetch. Kept in storybook/media/ (gitignored) and
// served by Storybook at /media/. Run before `storybook dev` and `storybook build`; a finished
// folder is reused, so only a clean checkout pays for the encode.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTimelineVtt, generateDemoMedia, generateTestPattern, type MediaInfo } from '@reel/server/testing';
import { MANIFEST_VERSION, type MediaManifest, type StoryAd, type StoryMedia } from '../src/manifest.js';

const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');
const MANIFEST = join(MEDIA_DIR, 'manifest.json');
const TITLES: Record<string, string> = {
  'test-hd': 'Test pattern in HD',
  'test-fhd': 'Colour bars in Full HD',
  'test-vr': 'Test pattern in VR 180',
  'test-hls': 'Colour bars streamed over HLS',
};
/** The advert creatives: long enough to watch the skip countdown, short enough for the tests. */
const ADS: Record<string, { duration_s: number; pattern: 'smptebars' | 'testsrc' }> = {
  skippable: { duration_s: 6, pattern: 'smptebars' },
  backup: { duration_s: 3, pattern: 'testsrc' },
};

async function current(): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as MediaManifest;
    return manifest.version === MANIFEST_VERSION;
  } catch {
    return false;
  }
}

/** The timeline file beside its sprites, naming them relative to itself as the player resolves them. */
async function writeTimeline(info: MediaInfo): Promise<string | null> {
  const tile = info.timeline_tile;
  if (info.timelines_count === 0 || info.timeline_sprites.length === 0 || !tile) return null;
  const vttPath = posix.join(info.media_key, 'timelines', 'timeline.vtt');
  const vtt = buildTimelineVtt({
    timelines_count: info.timelines_count,
    timelines_interval: info.timelines_interval,
    duration_s: info.duration_sec,
    sprite_urls: info.timeline_sprites.map((sprite) => posix.relative(posix.dirname(vttPath), sprite)),
    tile_width: tile.width,
    tile_height: tile.height,
    columns: tile.columns,
    rows: tile.rows,
  });
  await writeFile(join(MEDIA_DIR, ...vttPath.split('/')), vtt);
  return vttPath;
}

async function describe(info: MediaInfo): Promise<StoryMedia> {
  return {
    key: info.media_key,
    title: TITLES[info.media_key] ?? info.media_key,
    duration_s: info.duration_sec,
    vr: info.vr,
    files: info.files.map((f) => ({ format: f.format, path: f.path, width: f.width, height: f.height })),
    hls: info.hls,
    thumb: info.thumb,
    scr: info.scr,
    timelines: { vtt: await writeTimeline(info), count: info.timelines_count, interval: info.timelines_interval },
  };
}

async function makeAd(name: string): Promise<StoryAd> {
  const { duration_s, pattern } = ADS[name];
  const path = posix.join('ads', `${name}.mp4`);
  await generateTestPattern({
    out: join(MEDIA_DIR, 'ads', `${name}.mp4`),
    duration_s,
    width: 320,
    height: 180,
    fps: 10,
    pattern,
    preset: 'ultrafast',
  });
  return { path, duration_s };
}

async function main(): Promise<void> {
  if (await current()) {
    console.log(`[storybook] media ready in ${MEDIA_DIR}`);
    return;
  }
  const started = Date.now();
  console.log('[storybook] making the test media with ffmpeg (once)');
  await mkdir(join(MEDIA_DIR, 'ads'), { recursive: true });
  const [infos, skippable, backup] = await Promise.all([
    generateDemoMedia(MEDIA_DIR, { profile: 'test', plainNames: true }),
    makeAd('skippable'),
    makeAd('backup'),
  ]);
  const manifest: MediaManifest = { version: MANIFEST_VERSION, videos: await Promise.all(infos.map(describe)), ads: { skippable, backup } };
  await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`[storybook] media made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error('[storybook] could not make the media:', err);
  process.exit(1);
});

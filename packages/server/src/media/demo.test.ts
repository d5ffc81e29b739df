// Runs the real pipeline (ffmpeg, no mocks) on the `test` profile and checks the result with
// ffprobe: every rendition, HLS, images, media.json, and that a second run changes nothing.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAT_FHD, FORMAT_HD, FORMAT_SD, FORMAT_TRAILER } from '@reel/api';
import { THUMB_HEIGHT_PX, THUMB_WIDTH_PX, THUMBS_COUNT, TIMELINE_COLUMNS, TIMELINE_TILE_WIDTH_PX } from './constants.js';
import { DEMO_PROFILES, generateDemoMedia, type DemoProgress } from './demo.js';
import { probe } from './ffmpeg.js';
import { absolutePath, isMediaKey } from './layout.js';
import { transcode } from './transcode.js';
import type { MediaInfo } from './types.js';

let root: string;
let infos: MediaInfo[];
const progress: DemoProgress[] = [];
/** The media made for a spec: its folder is the spec's name and 128 random bits. */
const byKey = (name: string) => infos[DEMO_PROFILES.test.findIndex((s) => s.name === name)];
const at = (rel: string) => absolutePath(root, rel);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'reel-media-test-'));
  infos = await generateDemoMedia(root, { profile: 'test', onProgress: (p) => progress.push(p) });
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('generateDemoMedia (test profile)', () => {
  it('makes every media of the profile and reports progress to done', () => {
    DEMO_PROFILES.test.forEach((spec, i) => {
      expect(infos[i].media_key).toMatch(new RegExp(`^${spec.name}-[0-9a-f]{32}$`));
      expect(isMediaKey(infos[i].media_key)).toBe(true);
      expect(progress.some((p) => p.name === spec.name && p.stage === 'done')).toBe(true);
    });
  });

  it('writes renditions of the expected size and codecs, never upscaled', async () => {
    const expected: Record<string, [string, number][]> = {
      'test-hd': [
        [FORMAT_SD, 240],
        [FORMAT_HD, 720],
        [FORMAT_TRAILER, 240],
      ],
      'test-fhd': [
        [FORMAT_SD, 240],
        [FORMAT_HD, 720],
        [FORMAT_FHD, 1080],
        [FORMAT_TRAILER, 240],
      ],
      'test-vr': [
        [FORMAT_SD, 240],
        [FORMAT_TRAILER, 240],
      ],
      'test-hls': [
        [FORMAT_SD, 180],
        [FORMAT_TRAILER, 180],
      ],
    };
    for (const [key, files] of Object.entries(expected)) {
      const info = byKey(key);
      expect(info.files.map((f) => [f.format, f.height])).toEqual(files);
      for (const file of info.files) {
        const p = await probe(at(file.path));
        expect([p.video_codec, p.audio_codec, p.width, p.height]).toEqual(['h264', 'aac', file.width, file.height]);
        expect(p.format_name).toContain('mp4');
        expect((await stat(at(file.path))).size).toBe(file.size_bytes);
      }
    }
    expect(byKey('test-fhd').files.find((f) => f.format === FORMAT_FHD)?.width).toBe(1920);
    expect(byKey('test-vr')).toMatchObject({ vr: '180_sbs', width: 480, height: 240 });
  });

  it('keeps the trailer within the first seconds and the durations right', async () => {
    const hd = byKey('test-hd');
    expect(hd.duration_sec).toBeGreaterThan(3.9);
    expect(hd.duration_sec).toBeLessThan(4.2);
    const trailer = await probe(at(byKey('test-hls').files.find((f) => f.format === FORMAT_TRAILER)!.path));
    expect(trailer.duration_s).toBeLessThan(10.5);
  });

  it('cuts HLS only when asked or long, with a playlist whose segments exist', async () => {
    const info = byKey('test-hls');
    expect(infos.filter((i) => i.hls !== null)).toEqual([info]);
    expect(info.hls).toBe(`${info.media_key}/hls/video.m3u8`);
    const playlist = await readFile(at(info.hls!), 'utf8');
    expect(playlist.startsWith('#EXTM3U')).toBe(true);
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect((await stat(at(`${info.media_key}/hls/init.mp4`))).size).toBeGreaterThan(0);
    const lines = playlist.split('\n');
    const segments = lines.filter((l) => l && !l.startsWith('#'));
    const total = lines.filter((l) => l.startsWith('#EXTINF:')).reduce((sum, l) => sum + parseFloat(l.slice(8)), 0);
    expect(segments.length).toBeGreaterThanOrEqual(2);
    expect(Math.abs(total - info.duration_sec)).toBeLessThan(0.5);
    for (const s of segments) expect((await stat(at(`${info.media_key}/hls/${s}`))).size).toBeGreaterThan(0);
    const p = await probe(at(info.hls!));
    expect([p.video_codec, p.audio_codec]).toEqual(['h264', 'aac']);
  });

  it('makes screenshots, preview and timeline sprites of the documented sizes', async () => {
    for (const info of infos) {
      expect(info.thumbs).toHaveLength(THUMBS_COUNT);
      for (const rel of [...info.thumbs, info.thumb, info.scr, info.scr1, info.img]) {
        expect((await stat(at(rel))).size).toBeGreaterThan(0);
      }
      const thumb = await probe(at(info.thumb));
      expect([thumb.width, thumb.height]).toEqual([THUMB_WIDTH_PX, THUMB_HEIGHT_PX]);
      const preview = await probe(at(info.preview));
      expect([preview.video_codec, preview.audio_codec, preview.width]).toEqual(['h264', null, 320]);
      expect(info.timeline_sprites).toHaveLength(1);
      const sheet = await probe(at(info.timeline_sprites[0]));
      expect(sheet.width).toBe(TIMELINE_COLUMNS * TIMELINE_TILE_WIDTH_PX);
      expect(info.timelines_count).toBe(Math.ceil(info.duration_sec / info.timelines_interval));
    }
    const img = await probe(at(byKey('test-fhd').img));
    expect(img.height).toBe(720);
  });

  it('writes media.json equal to what it returns, with root-relative paths', async () => {
    for (const info of infos) {
      const saved = JSON.parse(await readFile(at(`${info.media_key}/media.json`), 'utf8')) as MediaInfo;
      expect(saved).toEqual(info);
      for (const f of info.files) expect(f.path.startsWith(`${info.media_key}/`)).toBe(true);
    }
  });

  it('is a no-op the second time', async () => {
    const before = await Promise.all(infos.map((i) => stat(at(`${i.media_key}/media.json`))));
    const listing = await readdir(root, { recursive: true });
    const started = Date.now();
    const again = await generateDemoMedia(root, { profile: 'test' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(again).toEqual(infos);
    const after = await Promise.all(infos.map((i) => stat(at(`${i.media_key}/media.json`))));
    expect(after.map((s) => s.mtimeMs)).toEqual(before.map((s) => s.mtimeMs));
    expect((await readdir(root, { recursive: true })).sort()).toEqual(listing.sort());
  });

  it('leaves nothing under the key when a transcode stops half-way', async () => {
    const source = at(byKey('test-hls').files[0].path);
    const out = join(root, 'stopped-0123456789abcdef');
    const stop = new AbortController();
    const run = transcode(source, out, {
      forceHls: true,
      preset: 'ultrafast',
      signal: stop.signal,
      onProgress: (p) => p.stage === 'trailer' && stop.abort(),
    });
    await expect(run).rejects.toThrow();
    expect(existsSync(out)).toBe(false);
    expect((await readdir(root)).filter((e) => e.includes('stopped'))).toEqual([]);
  });
});

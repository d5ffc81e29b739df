// @vitest-environment node
// The browser's pre-check on real files: tiny clips made with ffmpeg, read through Blob.slice as the
// page reads a dropped File.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMoov, readMp4Info, type Mp4Info } from './mp4Header';
import { checkFileName, checkMp4Info, precheckFile, rotationOf } from './precheck';
import { makeClip } from '@reel/server/testing';

let dir = '';
const clips: Record<string, string> = {};

function fileOf(path: string, name = basename(path)): File {
  return new File([readFileSync(path)], name);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reel-precheck-'));
  const made = await Promise.all([
    makeClip(dir, 'long.mp4', { seconds: 200 }),
    makeClip(dir, 'longfast.mp4', { seconds: 200, faststart: true }),
    makeClip(dir, 'short.mp4', { seconds: 120 }),
    makeClip(dir, 'vertical.mp4', { seconds: 200, width: 36, height: 64 }),
    makeClip(dir, 'rotated.mp4', { seconds: 200, rotate: 90 }),
    makeClip(dir, 'upright.mp4', { seconds: 200, width: 36, height: 64, rotate: 270 }),
    makeClip(dir, 'turned.mp4', { seconds: 200, rotate: 180 }),
    makeClip(dir, 'long.mov', { seconds: 200 }),
  ]);
  for (const path of made) clips[basename(path)] = path;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file name and extension', () => {
  it('takes Latin letters and digits (and the separators the contract allows), nothing else', () => {
    expect(checkFileName('Holiday2024.mp4')).toBeNull();
    expect(checkFileName('Holiday2024.MOV')).toBeNull();
    expect(checkFileName('vidéo.mov')).toBe('filename');
    expect(checkFileName('clip(1).mp4')).toBe('filename');
    expect(checkFileName('пляж.mp4')).toBe('filename');
  });

  it('refuses a file that is not a video by its extension', () => {
    expect(checkFileName('photo.jpg')).toBe('extension');
    expect(checkFileName('clip')).toBe('extension');
  });
});

describe('header of real mp4 and mov files', () => {
  it('finds moov at the end (ffmpeg default) and at the start (faststart) and reads the same facts', async () => {
    const atEnd = await readMp4Info(fileOf(clips['long.mp4']));
    const atStart = await readMp4Info(fileOf(clips['longfast.mp4']));
    expect(atEnd).toEqual(atStart);
    const info = atEnd as Mp4Info;
    expect(info.durationS).toBeCloseTo(200, 0);
    expect(info.tracks).toHaveLength(1);
    expect(info.tracks[0]).toMatchObject({ width: 64, height: 36 });
  });

  it('reads only the top-level box headers and moov', async () => {
    const file = fileOf(clips['long.mp4']);
    const sliced: [number, number][] = [];
    const slice = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => {
      sliced.push([start ?? 0, end ?? file.size]);
      return slice(start, end);
    };
    const moov = await readMoov(file);
    expect(moov).toBeInstanceOf(Uint8Array);
    const read = sliced.reduce((sum, [s, e]) => sum + Math.min(e, file.size) - s, 0);
    expect(read).toBeLessThan((moov as Uint8Array).length + 16 * sliced.length + 1);
    expect(String.fromCharCode(...(moov as Uint8Array).subarray(4, 8))).toBe('moov');
  });

  it('steps over a box with a 64-bit size', async () => {
    const large = new Uint8Array(24);
    const view = new DataView(large.buffer);
    view.setUint32(0, 1);
    large.set([0x66, 0x72, 0x65, 0x65], 4); // 'free'
    view.setUint32(8, 0);
    view.setUint32(12, 24);
    const file = new File([large, readFileSync(clips['long.mp4'])], 'long.mp4');
    expect(((await readMp4Info(file)) as Mp4Info).durationS).toBeCloseTo(200, 0);
  });

  it('passes a horizontal clip of 3 minutes or more, mp4 and mov', async () => {
    expect(await precheckFile(fileOf(clips['long.mp4']))).toBeNull();
    expect(await precheckFile(fileOf(clips['longfast.mp4']))).toBeNull();
    expect(await precheckFile(fileOf(clips['long.mov']))).toBeNull();
  });

  it('refuses a clip under 3 minutes', async () => {
    expect(await precheckFile(fileOf(clips['short.mp4']))).toBe('min_duration');
  });

  it('refuses a vertical clip', async () => {
    expect(await precheckFile(fileOf(clips['vertical.mp4']))).toBe('vertical');
  });

  it('reads the rotation from the track matrix', async () => {
    const angle = async (name: string) => rotationOf(((await readMp4Info(fileOf(clips[name]))) as Mp4Info).tracks[0]);
    expect(await angle('long.mp4')).toBe(0);
    expect(await angle('turned.mp4')).toBe(180);
    expect([90, 270]).toContain(await angle('rotated.mp4'));
  });

  it('refuses a wide clip the matrix turns upright, and takes an upright one turned wide or one upside down', async () => {
    expect(await precheckFile(fileOf(clips['rotated.mp4']))).toBe('orientation');
    expect(await precheckFile(fileOf(clips['upright.mp4']))).toBeNull();
    expect(await precheckFile(fileOf(clips['turned.mp4']))).toBeNull();
  });

  it('calls a file without boxes, or cut before its moov, damaged', async () => {
    expect(await precheckFile(new File([new Uint8Array(4096).fill(7)], 'noise.mp4'))).toBe('damaged');
    const whole = readFileSync(clips['long.mp4']);
    expect(await precheckFile(new File([whole.subarray(0, whole.length - 200)], 'cut.mp4'))).toBe('damaged');
  });

  it('checks the name and the size before reading a byte', async () => {
    expect(await precheckFile(fileOf(clips['long.mp4'], 'clip(1).mp4'))).toBe('filename');
    expect(await precheckFile(new File(['text'], 'clip.txt'))).toBe('extension');
    const file = fileOf(clips['long.mp4']);
    expect(await precheckFile(file, file.size - 1)).toBe('too_large');
    expect(await precheckFile(file, file.size)).toBeNull();
  });

  it('leaves a duration the header does not give to the server', () => {
    expect(
      checkMp4Info({ durationS: 0, tracks: [{ width: 64, height: 36, matrix: [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000] }] }),
    ).toBeNull();
  });
});

// The header reader on real files made by ffmpeg, fed in pieces as a PATCH's bytes arrive: the
// duration of a faststart MP4 and of a Matroska file (as ffprobe reads it), nothing to say for a
// file whose `moov` comes after its media until that `moov` arrives, or for a fragmented MP4, and
// `garbled` for boxes that cannot be what they claim.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe, runFfmpeg } from '../media/ffmpeg.js';
import { makeClip } from '../testing/clips.js';
import { HeaderDurationReader, type HeaderVerdict } from './headerDuration.js';

let dir: string;
const files: Record<string, Buffer> = {};
const seconds: Record<string, number> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reel-header-'));
  const made = {
    long: await makeClip(dir, 'long.mp4', { seconds: 11_460, rate: '1/120', faststart: true }),
    short: await makeClip(dir, 'short.mov', { seconds: 61, faststart: true }),
    atEnd: await makeClip(dir, 'atEnd.mp4', { seconds: 61 }),
    mkv: await makeClip(dir, 'clip.mkv', { seconds: 61 }),
  };
  const fragmented = join(dir, 'fragmented.mp4');
  await runFfmpeg(['-i', made.short, '-c', 'copy', '-movflags', 'frag_keyframe+empty_moov', fragmented]);
  for (const [name, path] of Object.entries({ ...made, fragmented })) {
    files[name] = await readFile(path);
    seconds[name] = (await probe(path)).duration_s;
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Feeds `bytes` in pieces of `piece` bytes; answers the verdict and how many bytes it took. */
function read(family: string, bytes: Buffer, piece: number): { verdict: HeaderVerdict | null; fed: number } {
  const reader = new HeaderDurationReader(family);
  let fed = 0;
  while (fed < bytes.length && reader.verdict === null) {
    reader.feed(bytes.subarray(fed, fed + piece));
    fed = Math.min(bytes.length, fed + piece);
  }
  return { verdict: reader.verdict, fed };
}

/** The offset of box `type`'s header in an MP4 (a top-level box or the first child of one). */
const boxAt = (bytes: Buffer, type: string) => bytes.indexOf(type, 0, 'latin1') - 4;

describe('the header duration reader', () => {
  it.concurrent.each([1, 7, 64])('reads a faststart MP4’s duration from its moov, fed %i bytes at a time', async (piece) => {
    for (const name of ['long', 'short']) {
      const { verdict, fed } = read('mp4', files[name], piece);
      expect(verdict).toEqual({ kind: 'duration', seconds: expect.closeTo(seconds[name], 0) as number });
      const moovEnd = boxAt(files[name], 'moov') + files[name].readUInt32BE(boxAt(files[name], 'moov'));
      expect(fed).toBeLessThanOrEqual(moovEnd + piece);
      expect(fed).toBeLessThan(files[name].length / 2);
    }
  });

  it('passes over the media of a file whose moov is at its end and reads the moov when it comes', () => {
    const bytes = files.atEnd;
    expect(read('mp4', bytes.subarray(0, boxAt(bytes, 'moov') + 100), 4096).verdict).toBeNull();
    expect(read('mp4', bytes, 4096).verdict).toEqual({ kind: 'duration', seconds: expect.closeTo(seconds.atEnd, 0) as number });
  });

  it('reads the Duration of a Matroska file’s Info', () => {
    expect(read('matroska', files.mkv, 3).verdict).toEqual({ kind: 'duration', seconds: expect.closeTo(seconds.mkv, 0) as number });
  });

  it('says nothing of a fragmented MP4, whose moov does not count its fragments, nor of an unread family', () => {
    expect(read('mp4', files.fragmented, 4096).verdict).toEqual({ kind: 'unknown' });
    expect(read('avi', files.short, 4096).verdict).toEqual({ kind: 'unknown' });
  });

  it('calls garbled a moov child that runs past its moov, a box shorter than its header and an mvhd of no known version', () => {
    const overrun = Buffer.from(files.short);
    overrun.writeUInt32BE(0x7fffffff, boxAt(overrun, 'mvhd'));
    expect(read('mp4', overrun, 4096).verdict).toEqual({ kind: 'garbled' });
    const tiny = Buffer.from(files.short);
    tiny.writeUInt32BE(3, boxAt(tiny, 'ftyp'));
    expect(read('mp4', tiny, 4096).verdict).toEqual({ kind: 'garbled' });
    const version = Buffer.from(files.short);
    version[boxAt(version, 'mvhd') + 8] = 7;
    expect(read('mp4', version, 4096).verdict).toEqual({ kind: 'garbled' });
    const ebml = Buffer.from(files.mkv);
    ebml[0] = 0;
    expect(read('matroska', ebml, 4096).verdict).toEqual({ kind: 'garbled' });
  });
});
